"use client";
import { PainelMensagens } from "@/components/mensagem";
import { DIAGNOSTICOS_PATH, MY_REQUESTS_PATH, PROJETOS_PATH } from "@/lib/paths";
import { Aviso } from "@/components/ui/aviso";
import { PassosDaSolicitacao, SECAO } from "@/components/passos";
import { ProximoPassoDoCliente, prazoDoCliente } from "./proximo-passo-do-cliente";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import {
  PropostasCliente,
  ContratosDaSolicitacao,
  PagamentoDaSolicitacao,
  AvaliacaoDaSolicitacaoCard,
  RespostaAjusteCard,
} from "@/components/solicitacao/secoes-por-etapa";
import {
  COM_AVALIACAO,
  COM_CONTRATO,
  COM_PAGAMENTO,
  PROPOSTAS_EM_DECISAO,
  SOLICITACAO,
} from "@/lib/regras/solicitacao";
import { Link } from "@/components/ui/link";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { Fatos } from "@/components/ui/fatos";
import { capitalizeWords, formatBRL, formatDate, fullName, sentenceCase, sortByOrdem } from "@/lib/format";
import { useSolicitacao, useSolicitacaoEtapas, useSolicitacaoPerguntas } from "@/services/solicitacao";
import { useSubstatusSolicitacao } from "@/services/listagem";
import type { Lida } from "@/services/api";
import { QueryBlock } from "@/components/ui/query-block";
import { HistoricoTimeline } from "@/components/historico";
import { Respostas } from "./respostas";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { CabecalhoSolicitacao, naoEncontrada, SolicitacaoNaoEncontrada } from "./cabecalho";

/**
 * One of the client's requests: what is asked of the client now and the request's steps, its data, the
 * proposals to decide on (above the diagnostics, history and messages), and its project once it has one. `servidor`: the
 * request, its answers, its stages and the substatus names its history reads, as the page read them on the server,
 * shown at once.
 */
export function SolicitacaoDetalhe({
  id,
  servidor,
}: {
  id: number;
  servidor: {
    solicitacao?: Lida<"/solicitacao/externo/detalhe/{id}/">;
    perguntas?: Lida<"/solicitacao/externo/detalhe/{id}/perguntas/">;
    etapas?: Lida<"/solicitacao/externo/etapas/{id}/">;
    substatus?: Lida<"/listagem/externo/substatus/">;
  };
}) {
  const query = useSolicitacao(id, servidor.solicitacao);
  const perguntas = useSolicitacaoPerguntas(id, servidor.perguntas);
  const etapas = useSolicitacaoEtapas(id, servidor.etapas);
  const substatus = useSubstatusSolicitacao(undefined, { servidor: servidor.substatus });
  if (query.isError && naoEncontrada(query.error))
    return <SolicitacaoNaoEncontrada voltar={MY_REQUESTS_PATH} rotulo="Ver minhas solicitações" />;
  return (
    <>
      <Link href={MY_REQUESTS_PATH}>← Minhas solicitações</Link>
      <QueryBlock query={query} empty="">
        {(s) => (
          <>
            <ProximoPassoDoCliente s={s} />
            {s.acoes.includes("resposta_cliente") && (
              <div id={SECAO.ajuste} tabIndex={-1}>
                <RespostaAjusteCard solicitacao={s} />
              </div>
            )}
            <Cartao style={{ marginTop: 12, marginBottom: 16 }}>
              <CabecalhoSolicitacao s={s} />
              <PassosDaSolicitacao substatus={s.substatus} leitor="cliente" prazo={prazoDoCliente(s)} />
              <Fatos
                duasColunas
                fatos={[
                  ["Serviço", capitalizeWords(s.modelooferta.titulo)],
                  ["Empresa", s.empresas.map((e) => capitalizeWords(e.nomefantasia)).join(", ")],
                  ["Enviada em", <SemQuebra key="data">{formatDate(s.dtainclusao)}</SemQuebra>],
                  ["Valor de referência", <SemQuebra key="valor">{formatBRL(s.valor)}</SemQuebra>],
                  ["Gestores", s.gestores.map(fullName).join(", ") || "A definir"],
                  ["Situação", s.substatus.descricao],
                  !!s.projeto_id && [
                    "Projeto",
                    <Link key="projeto" href={`${PROJETOS_PATH.cliente}/${s.projeto_id}`}>
                      Abrir o projeto
                    </Link>,
                  ],
                  ["Objetivo", sentenceCase(s.objetivo), "largo"],
                ]}
              />
            </Cartao>
            {s.substatus.codigo === SOLICITACAO.AGUARDANDO_PROPOSTAS && s.dtaprazoenvioproposta && (
              <Aviso
                type="info"
                style={{ marginBottom: 16 }}
                title={`As propostas ficam visíveis para você quando a rodada terminar, em ${formatDate(s.dtaprazoenvioproposta)}.`}
              />
            )}
            {PROPOSTAS_EM_DECISAO.includes(s.substatus.codigo) && (
              <div id={SECAO.propostas} tabIndex={-1}>
                <PropostasCliente solicitacao={s.id} />
              </div>
            )}
            {COM_CONTRATO.includes(s.substatus.codigo) && (
              <div id={SECAO.contratos} tabIndex={-1}>
                <ContratosDaSolicitacao solicitacao={s.id} />
              </div>
            )}
            {COM_PAGAMENTO.includes(s.substatus.codigo) && <PagamentoDaSolicitacao solicitacao={s.id} />}
            {COM_AVALIACAO.includes(s.substatus.codigo) && (
              <AvaliacaoDaSolicitacaoCard
                solicitacao={s.id}
                concluida={s.substatus.codigo === SOLICITACAO.CONCLUIDA}
              />
            )}
            {s.diagnosticos.length > 0 && (
              <Cartao title="Diagnóstico" style={{ marginBottom: 16 }}>
                <Lista
                  size="small"
                  dataSource={s.diagnosticos}
                  renderItem={(d) => (
                    <Lista.Item
                      key={d.id}
                      extra={<TagDeCor cor={d.status.cor}>{d.status.descricao}</TagDeCor>}
                    >
                      <Lista.Item.Meta
                        title={<Link href={`${DIAGNOSTICOS_PATH.cliente}/${d.id}`}>{d.nrodiagnostico}</Link>}
                        description={`Feito por ${capitalizeWords(d.prestador.nomefantasia)}`}
                      />
                    </Lista.Item>
                  )}
                />
              </Cartao>
            )}
            <Cartao title="Histórico" style={{ marginBottom: 16 }}>
              <HistoricoTimeline eventos={s.historico} descricoes={substatus.data} />
            </Cartao>
            <PainelMensagens solicitacao={s.id} role="cliente" />
            <Cartao title="Respostas de dimensionamento" style={{ marginBottom: 16 }}>
              <Respostas query={perguntas} />
            </Cartao>
            <Etapas query={etapas} />
          </>
        )}
      </QueryBlock>
    </>
  );
}

/** The offer's stages, as the client will receive them. */
function Etapas({ query: etapas }: { query: ReturnType<typeof useSolicitacaoEtapas> }) {
  return (
    <Cartao title="Etapas do serviço">
      <QueryBlock query={etapas} isEmpty={(d) => d.length === 0} empty="Nenhuma etapa cadastrada.">
        {(list) => (
          <Lista
            size="small"
            dataSource={sortByOrdem(list)}
            renderItem={(e) => (
              <Lista.Item key={e.id}>
                <Lista.Item.Meta
                  title={`${e.ordem}. ${capitalizeWords(e.titulo)}`}
                  description={`Entrega: ${e.entregavel}`}
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}
