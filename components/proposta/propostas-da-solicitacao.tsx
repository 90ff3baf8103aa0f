"use client";
import { useState } from "react";
import { Lista } from "@/components/ui/lista";
import { Aviso } from "@/components/ui/aviso";
import { Paragrafo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, formatBRL, formatDate } from "@/lib/format";
import { useJaAberto, useModal } from "@/stores/modals";
import { useCotacao, usePropostaDetalhe, type PropostaResumo } from "@/services/proposta";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { DetalhesDaProposta, ModalNegociacao } from "./dialogos";

function ItemProposta({
  p,
  verDetalhes,
  negociar,
}: {
  p: PropostaResumo;
  verDetalhes: () => void;
  negociar: () => void;
}) {
  const detalhe = usePropostaDetalhe(p.id);
  return (
    <Lista.Item
      actions={[
        <button key="ver" type="button" className="botao botao-link" onClick={verDetalhes}>
          Ver detalhes
        </button>,
        detalhe.data?.acoes.includes("negociar") && (
          <button key="negociar" type="button" className="botao" onClick={negociar}>
            Abrir negociação
          </button>
        ),
      ]}
    >
      <Lista.Item.Meta
        title={
          <span className="fileira">
            {capitalizeWords(p.prestador.nomefantasia)}
            <TagDeCor cor={p.status.cor}>{p.status.descricao}</TagDeCor>
          </span>
        }
        description={`Total ${formatBRL(p.valor_bruto)} · cliente ${formatBRL(p.valor_cliente)} · enviada em ${p.dtaenvio ? formatDate(p.dtaenvio) : "—"}`}
      />
    </Lista.Item>
  );
}

/**
 * Staff's view of a request's proposals: every sent one, a round that closed without any, the detail
 * of each and a negotiation on the selected one. New rounds are among the request's actions.
 */
export function PropostasDaSolicitacao({ solicitacao }: { solicitacao: number }) {
  const query = useCotacao(solicitacao);
  const [aberta, setAberta] = useState<PropostaResumo | null>(null);
  const [, abrirDetalhe] = useModal("proposalDetail");
  const [, abrirNegociacao] = useModal("negotiation");
  const detalheMontado = useJaAberto("proposalDetail");
  const negociacaoMontada = useJaAberto("negotiation");
  return (
    <Cartao title="Propostas" role="region" aria-label="Propostas" style={{ marginBottom: 16 }}>
      <QueryBlock query={query} empty="">
        {(c) => (
          <>
            {c.prazo_encerrado_sem_propostas && (
              <Aviso
                type="warning"
                style={{ marginBottom: 12 }}
                title="Prazo encerrado sem propostas"
                description="Abra uma nova rodada com um prazo maior ou cancele a solicitação."
              />
            )}
            <Paragrafo>
              Prazo para propostas: {c.dtaprazoenvioproposta ? formatDate(c.dtaprazoenvioproposta) : "—"}
            </Paragrafo>
            <Lista
              dataSource={c.propostas}
              locale={{ emptyText: "Nenhuma proposta enviada até agora." }}
              renderItem={(p) => (
                <ItemProposta
                  key={p.id}
                  p={p}
                  verDetalhes={() => {
                    setAberta(p);
                    abrirDetalhe();
                  }}
                  negociar={() => {
                    setAberta(p);
                    abrirNegociacao();
                  }}
                />
              )}
            />
            {detalheMontado && <DetalhesDaProposta id={aberta?.id ?? null} />}
            {negociacaoMontada && (
              <ModalNegociacao parte="equipe" solicitacao={solicitacao} proposta={aberta} />
            )}
          </>
        )}
      </QueryBlock>
    </Cartao>
  );
}
