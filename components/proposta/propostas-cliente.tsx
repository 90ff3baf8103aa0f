"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button, Col, Flex, Row } from "antd";
import { Vazio } from "@/components/ui/vazio";
import { Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { Fatos } from "@/components/ui/fatos";
import { capitalizeWords, formatBRL, formatDate } from "@/lib/format";
import { PROPOSTA } from "@/lib/regras/proposta";
import { executarComAviso } from "@/lib/aviso-da-api";
import { textoDaAcao } from "@/lib/textos-de-acao";
import { useJaAberto, useModal } from "@/stores/modals";
import {
  useCotacao,
  useEnviarParaAnalise,
  usePropostaDetalhe,
  useSelecionarProposta,
  type PropostaResumo,
} from "@/services/proposta";
import { Confirmar } from "@/components/ui/confirmar";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { Subsidio } from "./subsidio";
import { BotaoDadosDoPrestador, ModalDoPrestador } from "@/components/empresa";
import { DetalhesDaProposta, ModalNegociacao } from "./dialogos";

// The comparison loads when first opened, like every dialog of the cards.
const CompararPropostas = dynamic(() => import("./comparar-propostas").then((m) => m.CompararPropostas), {
  ssr: false,
});

/** One proposal as a card of the comparison, with the actions the workflow gives the client on it now. */
function CartaoProposta({
  p,
  verDetalhes,
  pedirAjuste,
  verPrestador,
}: {
  p: PropostaResumo;
  verDetalhes: () => void;
  pedirAjuste: () => void;
  verPrestador: () => void;
}) {
  const detalhe = usePropostaDetalhe(p.id);
  const selecionar = useSelecionarProposta();
  const acoes = detalhe.data?.acoes ?? [];
  return (
    <Cartao
      size="small"
      data-testid="proposta-cartao"
      title={capitalizeWords(p.prestador.nomefantasia)}
      extra={<TagDeCor cor={p.status.cor}>{p.status.descricao}</TagDeCor>}
      style={{ height: "100%" }}
    >
      <Fatos
        style={{ marginBottom: 12 }}
        fatos={[
          !!p.prestador.cnpj_mask && ["CNPJ", p.prestador.cnpj_mask],
          [
            "Prestador",
            <BotaoDadosDoPrestador key="prestador" modal="providerData" onClick={verPrestador} />,
          ],
          ["Valor total", formatBRL(p.valor_bruto)],
          [`Subsídio (${p.percentual_subsidio}%)`, <Subsidio key="subsidio" p={p} />],
          [
            "Você paga",
            <Texto key="cliente" strong>
              {formatBRL(p.valor_cliente)}
            </Texto>,
          ],
          ["Execução", `${formatDate(p.dta_inicio)} a ${formatDate(p.dta_fim)}`],
          ["Validade", formatDate(p.dtaprazo)],
          ["Visita", p.visita ? "Sim" : "Não"],
        ]}
      />
      <Flex wrap gap={8}>
        <Button onClick={verDetalhes}>Ver detalhes</Button>
        {/* Asks nothing: another proposal can be chosen until the choice is sent, which asks. */}
        {acoes.includes("selecionar") && detalhe.data && (
          <Button
            type="primary"
            loading={selecionar.isPending}
            onClick={() =>
              executarComAviso(
                () => selecionar.mutateAsync({ id: p.id, versao: detalhe.data.versao }),
                textoDaAcao("proposta.selecionar", { prestador: capitalizeWords(p.prestador.nomefantasia) })
                  .sucesso,
              )
            }
          >
            Selecionar esta proposta
          </Button>
        )}
        {acoes.includes("negociar") && <Button onClick={pedirAjuste}>Pedir ajuste</Button>}
      </Flex>
    </Cartao>
  );
}

/**
 * The client's comparison of a request's proposals (readable once the round has closed): side by side,
 * with the client's share first, the detail of each, the choice, an adjustment on the chosen one and
 * sending it to the managers' final analysis.
 */
export function PropostasCliente({ solicitacao }: { solicitacao: number }) {
  const query = useCotacao(solicitacao);
  const enviar = useEnviarParaAnalise(solicitacao);
  const [aberta, setAberta] = useState<PropostaResumo | null>(null);
  const [, abrirDetalhe] = useModal("proposalDetail");
  const [, abrirAjuste] = useModal("requestAdjustment");
  const [, abrirPrestador] = useModal("providerData");
  const [, abrirComparacao] = useModal("proposals");
  const detalheMontado = useJaAberto("proposalDetail");
  const ajusteMontado = useJaAberto("requestAdjustment");
  const prestadorMontado = useJaAberto("providerData");
  const comparacaoMontada = useJaAberto("proposals");
  return (
    <Cartao title="Propostas" role="region" aria-label="Propostas" style={{ marginBottom: 16 }}>
      <QueryBlock query={query} empty="">
        {(c) => {
          const selecionada = c.propostas.some((p) => p.status.codigo === PROPOSTA.SELECIONADA);
          if (c.propostas.length === 0) return <Vazio>Nenhuma proposta recebida.</Vazio>;
          return (
            <>
              {c.propostas.length > 1 && (
                <Flex justify="end" style={{ marginBottom: 12 }}>
                  <Button onClick={abrirComparacao}>Comparar lado a lado</Button>
                </Flex>
              )}
              <Row gutter={[16, 16]}>
                {c.propostas.map((p) => (
                  <Col key={p.id} xs={24} md={12} lg={8}>
                    <CartaoProposta
                      p={p}
                      verDetalhes={() => {
                        setAberta(p);
                        abrirDetalhe();
                      }}
                      pedirAjuste={() => {
                        setAberta(p);
                        abrirAjuste();
                      }}
                      verPrestador={() => {
                        setAberta(p);
                        abrirPrestador();
                      }}
                    />
                  </Col>
                ))}
              </Row>
              {c.acoes.includes("analise_gestor") && (
                <Flex justify="end" style={{ marginTop: 16 }}>
                  {selecionada ? (
                    <Confirmar
                      rotulo="Enviar para análise do gestor"
                      texto={{ acao: "solicitacao.analise_gestor", valores: c }}
                      pending={enviar.isPending}
                      executar={() => enviar.mutateAsync({ versao: c.versao })}
                    />
                  ) : (
                    <Texto type="secondary">Selecione uma proposta para enviá-la à análise do gestor.</Texto>
                  )}
                </Flex>
              )}
              {detalheMontado && <DetalhesDaProposta id={aberta?.id ?? null} />}
              {ajusteMontado && (
                <ModalNegociacao parte="cliente" solicitacao={solicitacao} proposta={aberta} />
              )}
              {prestadorMontado && (
                <ModalDoPrestador id={aberta?.prestador.id ?? null} modal="providerData" />
              )}
              {comparacaoMontada && <CompararPropostas propostas={c.propostas} />}
            </>
          );
        }}
      </QueryBlock>
    </Cartao>
  );
}
