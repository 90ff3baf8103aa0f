"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { DownloadOutlined, LinkOutlined } from "@ant-design/icons";
import { capitalizeWords, formatDateTime } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useJaAberto, useModal } from "@/stores/modals";
import { QueryBlock } from "@/components/ui/query-block";
import {
  type AssinaturaDoContrato,
  baixarContrato,
  baixarContratoAssinado,
  type Contrato,
  useContratos,
  useEnviarLinkDeAssinatura,
  useLinkDeAssinatura,
} from "@/services/contrato";
import { avisarErro } from "@/lib/aviso-da-api";

// The dialogs load when first opened: most visits read the contracts, few sign or share one here.
const AssinarModal = dynamic(() => import("./assinar-modal").then((m) => m.AssinarModal), { ssr: false });
const LinkModal = dynamic(() => import("@/components/ui/link-modal").then((m) => m.LinkModal), {
  ssr: false,
});

const PAPEL: Record<AssinaturaDoContrato["papel"], string> = {
  CLIENTE: "Contratante",
  PRESTADOR: "Contratada",
  GESTOR: "Programa",
};
const VIA = { PORTAL: "no portal", LINK: "por link", LOTE: "pelo programa" } as const;

/** Each signature's party: its company, or the programme as the contract names it. */
const parteDe = (a: AssinaturaDoContrato, programa: string) =>
  a.empresa ? capitalizeWords(a.empresa.nomefantasia) : programa;

const falhou = (e: Error) => notify("error", e.message);

/** Who signed, how and when; where from (address, browser) only when the API tells it (staff). */
function assinadaPor(a: AssinaturaDoContrato) {
  const feita = `Assinado ${a.via ? VIA[a.via] : ""} por ${a.nome} (CPF ${a.cpf_mask}) em ${formatDateTime(a.dtaassinatura)}`;
  if (!a.origem) return feita;
  return `${feita}. IP ${a.origem.ip || "não registrado"}; navegador: ${a.origem.user_agent || "não registrado"}`;
}

/**
 * A request's contracts for whoever reads them (client, provider, staff): each with its PDF, who has
 * signed and how, the signed PDF once complete, and the actions the API allows the user: sign their side,
 * share a signing link.
 */
export function ContratosDaSolicitacao({ solicitacao }: { solicitacao: number }) {
  const query = useContratos(solicitacao);
  const [, abrirAssinar] = useModal("showContract");
  const [, abrirLink] = useModal("sharedLink");
  const [assinando, setAssinando] = useState<Contrato | null>(null);
  const [link, setLink] = useState<{ url: string; expira: string; quem: string; assinatura: number } | null>(
    null,
  );
  const gerar = useLinkDeAssinatura();
  const enviar = useEnviarLinkDeAssinatura();
  const assinarMontado = useJaAberto("showContract");
  const linkMontado = useJaAberto("sharedLink");

  async function compartilhar(a: AssinaturaDoContrato, programa: string) {
    try {
      const novo = await gerar.mutateAsync(a.id);
      setLink({
        ...novo,
        quem: `${PAPEL[a.papel].toLowerCase()} (${parteDe(a, programa)})`,
        assinatura: a.id,
      });
      abrirLink();
    } catch (e) {
      avisarErro(e);
    }
  }

  return (
    <Cartao title="Contrato" style={{ marginBottom: 16 }}>
      <QueryBlock
        query={query}
        isEmpty={(d) => d.length === 0}
        empty="Os contratos ainda não foram enviados para assinatura."
      >
        {(contratos) =>
          contratos.map((c) => (
            <div key={c.id} style={{ marginBottom: 16 }}>
              <Space wrap style={{ marginBottom: 8 }}>
                <Texto strong>{capitalizeWords(c.empresa.nomefantasia)}</Texto>
                <Etiqueta color={c.completo ? "green" : "orange"}>
                  {c.completo ? "Assinado por todos" : "Aguardando assinaturas"}
                </Etiqueta>
              </Space>
              <Space wrap style={{ display: "flex", marginBottom: 8 }}>
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() =>
                    baixarContrato(
                      { ...c, empresa: c.empresa.id },
                      `contrato-${c.empresa.nomefantasia}.pdf`,
                    ).catch(falhou)
                  }
                >
                  Baixar contrato
                </Button>
                {c.completo && (
                  <Button
                    icon={<DownloadOutlined />}
                    onClick={() =>
                      baixarContratoAssinado(c.id, `contrato-assinado-${c.empresa.nomefantasia}.pdf`).catch(
                        falhou,
                      )
                    }
                  >
                    Baixar contrato assinado
                  </Button>
                )}
              </Space>
              <Lista
                size="small"
                dataSource={c.assinaturas}
                renderItem={(a) => (
                  <Lista.Item
                    key={a.id}
                    actions={[
                      a.acoes.includes("assinar") && (
                        <Button
                          key="assinar"
                          type="primary"
                          onClick={() => {
                            setAssinando(c);
                            abrirAssinar();
                          }}
                        >
                          Assinar
                        </Button>
                      ),
                      a.acoes.includes("compartilhar") && (
                        <Button
                          key="link"
                          icon={<LinkOutlined />}
                          loading={gerar.isPending && gerar.variables === a.id}
                          onClick={() => void compartilhar(a, c.programa)}
                          aria-label={`Gerar link para ${PAPEL[a.papel].toLowerCase()} assinar`}
                        >
                          Link
                        </Button>
                      ),
                    ].filter(Boolean)}
                  >
                    <Lista.Item.Meta
                      title={`${PAPEL[a.papel]}: ${parteDe(a, c.programa)}`}
                      description={a.assinado ? assinadaPor(a) : "Aguardando assinatura"}
                    />
                  </Lista.Item>
                )}
              />
            </div>
          ))
        }
      </QueryBlock>
      {assinarMontado && <AssinarModal contrato={assinando} />}
      {linkMontado && (
        <LinkModal
          modal="sharedLink"
          titulo="Link para assinar"
          url={link?.url ?? null}
          descricao={
            link && (
              <>
                Envie este link a quem assina por <strong>{link.quem}</strong>. Ele abre o contrato sem login,
                pede nome e CPF e vale para uma única assinatura até {formatDateTime(link.expira)}.
              </>
            )
          }
          aviso="Quem tiver o link pode assinar por esta parte: envie-o só à pessoa certa."
          porEmail={
            link
              ? {
                  enviar: (email) => enviar.mutateAsync({ assinatura: link.assinatura, email }),
                  aoEnviar: (l) => setLink({ ...link, url: l.url, expira: l.expira }),
                }
              : undefined
          }
        />
      )}
    </Cartao>
  );
}
