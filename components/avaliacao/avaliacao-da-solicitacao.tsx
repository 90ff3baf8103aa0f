"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { DownloadOutlined, LinkOutlined } from "@ant-design/icons";
import { formatDate, formatDateTime, formatNota } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useJaAberto, useModal } from "@/stores/modals";
import {
  baixarAtestado,
  useAvaliacao,
  useEnviarLinkDeAvaliacao,
  useLinkDeAvaliacao,
} from "@/services/avaliacao";
import { QueryBlock } from "@/components/ui/query-block";
import { avisarErro } from "@/lib/aviso-da-api";

// Each dialog loads when first opened: the card says where the evaluation stands.
const ModalAvaliar = dynamic(() => import("./modal-avaliar").then((m) => m.ModalAvaliar), { ssr: false });
const VerAvaliacao = dynamic(() => import("./ver-avaliacao").then((m) => m.VerAvaliacao), { ssr: false });
const LinkModal = dynamic(() => import("@/components/ui/link-modal").then((m) => m.LinkModal), {
  ssr: false,
});

/**
 * A request's evaluation once the provider sent the project for it: the client answers it (or shares a
 * link with whoever should), everyone who follows the request reads the answers, and once the request is
 * concluded its final attestation downloads.
 */
export function AvaliacaoDaSolicitacaoCard({
  solicitacao,
  concluida,
}: {
  solicitacao: number;
  concluida: boolean;
}) {
  const query = useAvaliacao(solicitacao);
  const gerarLink = useLinkDeAvaliacao(solicitacao);
  const enviarLink = useEnviarLinkDeAvaliacao(solicitacao);
  const [link, setLink] = useState<{ url: string; expira: string } | null>(null);
  const [, abrirAvaliar] = useModal("evaluationPage");
  const [, abrirVer] = useModal("viewEvaluation");
  const [, abrirLink] = useModal("sharedLink");
  const avaliarMontado = useJaAberto("evaluationPage");
  const verMontado = useJaAberto("viewEvaluation");
  const linkMontado = useJaAberto("sharedLink");
  const [baixando, setBaixando] = useState(false);

  async function novoLink() {
    try {
      setLink(await gerarLink.mutateAsync());
      abrirLink();
    } catch (e) {
      avisarErro(e);
    }
  }

  return (
    <Cartao title="Avaliação do serviço" size="small" style={{ marginBottom: 16 }}>
      <QueryBlock query={query} empty="">
        {(d) => (
          <Space direction="vertical" style={{ width: "100%" }}>
            <Texto>
              {d.avaliacao
                ? `Avaliado em ${formatDate(d.avaliacao.dtainclusao)}: nota média ${formatNota(d.avaliacao.nota)}.`
                : d.acoes.includes("avaliar")
                  ? "O prestador concluiu o projeto. Conte como foi o serviço."
                  : "Aguardando a avaliação do cliente."}
            </Texto>
            <Space wrap>
              {d.acoes.includes("avaliar") && (
                <Button type="primary" onClick={abrirAvaliar}>
                  Avaliar serviço
                </Button>
              )}
              {d.avaliacao && <Button onClick={abrirVer}>Ver avaliação</Button>}
              {d.acoes.includes("compartilhar") && (
                <Button icon={<LinkOutlined />} loading={gerarLink.isPending} onClick={() => void novoLink()}>
                  Gerar link de avaliação
                </Button>
              )}
              {concluida && (
                <Button
                  icon={<DownloadOutlined />}
                  loading={baixando}
                  onClick={() => {
                    setBaixando(true);
                    baixarAtestado(solicitacao, d.solicitacao.nrosolicitacao)
                      .catch((e: Error) => notify("error", e.message))
                      .finally(() => setBaixando(false));
                  }}
                >
                  Baixar atestado final
                </Button>
              )}
            </Space>
            {d.acoes.includes("avaliar") && avaliarMontado && <ModalAvaliar d={d} />}
            {d.avaliacao && verMontado && <VerAvaliacao avaliacao={d.avaliacao} />}
          </Space>
        )}
      </QueryBlock>
      {linkMontado && (
        <LinkModal
          modal="sharedLink"
          titulo="Link de avaliação"
          url={link?.url ?? null}
          descricao={
            link && (
              <>
                Envie este link a quem vai avaliar o serviço. Ele abre o questionário sem login e vale até{" "}
                {formatDateTime(link.expira)} ou até a avaliação ser enviada.
              </>
            )
          }
          aviso="Quem tiver o link pode avaliar esta solicitação: envie-o só à pessoa certa."
          porEmail={{ enviar: (email) => enviarLink.mutateAsync(email), aoEnviar: setLink }}
        />
      )}
    </Cartao>
  );
}
