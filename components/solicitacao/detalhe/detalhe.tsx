"use client";
import { PainelMensagens } from "@/components/mensagem";
import { Link } from "@/components/ui/link";
import { Aviso } from "@/components/ui/aviso";
import { Cartao } from "@/components/ui/cartao";
import { sentenceCase } from "@/lib/format";
import {
  COM_AVALIACAO,
  COM_CONTRATO,
  COM_PAGAMENTO,
  COM_PROPOSTAS,
  SOLICITACAO,
} from "@/lib/regras/solicitacao";
import { QueryBlock } from "@/components/ui/query-block";
import { HistoricoTimeline } from "@/components/historico";
import { Respostas } from "@/components/solicitacao/respostas";
import {
  CabecalhoSolicitacao,
  naoEncontrada,
  SolicitacaoNaoEncontrada,
} from "@/components/solicitacao/cabecalho";
import { useSubstatusSolicitacao } from "@/services/listagem";
import {
  type SolicitacaoInternaDetalhe,
  usePerguntasInterna,
  useSolicitacaoInterna,
} from "@/services/solicitacao-interno";
import { prazoDoPasso } from "@/lib/regras/passos";
import { ProximoPasso } from "@/components/ui/proximo-passo";
import { PassosDaSolicitacao, textoDoPasso } from "@/components/passos";
import type { Lida } from "@/services/api";
import {
  PropostasDaSolicitacao,
  ContratosDaSolicitacao,
  PagamentoDaSolicitacao,
  AvaliacaoDaSolicitacaoCard,
} from "@/components/solicitacao/secoes-por-etapa";
import { Acoes } from "../acoes/acoes";
import { Documentos } from "./documentos";
import { Resumo } from "./resumo";
import { Subsolicitacoes } from "./subsolicitacoes";

const secao = { style: { marginBottom: 16 } };

/** The round's, the latest diagnostic's or the project's deadline, as the staff's detail carries them. */
const prazoDaEquipe = (s: SolicitacaoInternaDetalhe) =>
  prazoDoPasso(s.substatus.codigo, {
    propostas: s.dtaprazoenvioproposta,
    diagnostico: s.diagnosticos.at(-1)?.prazo,
    projeto: s.dta_prazo_finalizacao,
  });

/** What the request asks of staff now, and the request's actions (the same buttons and dialogs, at the top). */
function ProximoPassoDaEquipe({ s }: { s: SolicitacaoInternaDetalhe }) {
  // Finishing is offered once the client has evaluated (the table's rule): the request then waits for staff.
  const { pedido, texto } = textoDoPasso(s.substatus, "equipe", prazoDaEquipe(s), {
    avaliada: s.acoes.includes("finalizar"),
  });
  return <ProximoPasso pedido={pedido} texto={texto} acao={<Acoes solicitacao={s} />} />;
}
const FILA = "/interno/solicitacoes";

/**
 * Staff view of one request: what it asks of staff now with the actions the server allows, its steps, and
 * everything about it. `servidor`: the
 * request, its answers and the status names as the page read them on the server, shown without a call after
 * hydration.
 */
export function Detalhe({
  id,
  servidor,
}: {
  id: number;
  servidor: {
    solicitacao?: Lida<"/solicitacao/interno/detalhe/{id}/">;
    perguntas?: Lida<"/solicitacao/interno/detalhe/{id}/perguntas/">;
    substatus?: Lida<"/listagem/externo/substatus/">;
  };
}) {
  const query = useSolicitacaoInterna(id, servidor.solicitacao);
  const perguntas = usePerguntasInterna(id, servidor.perguntas);
  const substatus = useSubstatusSolicitacao(undefined, { servidor: servidor.substatus });
  if (query.isError && naoEncontrada(query.error))
    return <SolicitacaoNaoEncontrada voltar={FILA} rotulo="Voltar à fila" />;
  return (
    <>
      <Link href={FILA}>← Fila de solicitações</Link>
      <QueryBlock query={query} empty="">
        {(s) => (
          <>
            <ProximoPassoDaEquipe s={s} />
            <Cartao style={{ marginTop: 12, marginBottom: 16 }}>
              <CabecalhoSolicitacao s={s} />
              <PassosDaSolicitacao substatus={s.substatus} leitor="equipe" prazo={prazoDaEquipe(s)} />
              {s.ajuste && (
                <Aviso
                  type="warning"
                  style={{ marginTop: 16 }}
                  title="Aguardando o cliente: ajuste pedido"
                  description={sentenceCase(s.ajuste)}
                />
              )}
            </Cartao>
            {COM_PROPOSTAS.includes(s.substatus.codigo) && <PropostasDaSolicitacao solicitacao={s.id} />}
            {COM_CONTRATO.includes(s.substatus.codigo) && <ContratosDaSolicitacao solicitacao={s.id} />}
            {COM_PAGAMENTO.includes(s.substatus.codigo) && <PagamentoDaSolicitacao solicitacao={s.id} />}
            {COM_AVALIACAO.includes(s.substatus.codigo) && (
              <AvaliacaoDaSolicitacaoCard
                solicitacao={s.id}
                concluida={s.substatus.codigo === SOLICITACAO.CONCLUIDA}
              />
            )}
            <Cartao title="Resumo" role="region" aria-label="Resumo" {...secao}>
              <Resumo solicitacao={s} />
            </Cartao>
            <Cartao title="Respostas de dimensionamento" {...secao}>
              <Respostas query={perguntas} />
            </Cartao>
            <Cartao title={`Documentos (${s.arquivos.length})`} {...secao}>
              <Documentos
                arquivos={s.arquivos}
                podeRemover={s.acoes.includes("remover_documento")}
                versao={s.versao}
              />
            </Cartao>
            {s.count_subsolicitacoes > 0 && (
              <Cartao title={`Subsolicitações (${s.count_subsolicitacoes})`} {...secao}>
                <Subsolicitacoes id={s.id} />
              </Cartao>
            )}
            <PainelMensagens solicitacao={s.id} role="equipe" />
            <Cartao title="Histórico" {...secao}>
              <HistoricoTimeline eventos={s.historico} descricoes={substatus.data} />
            </Cartao>
          </>
        )}
      </QueryBlock>
    </>
  );
}
