import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { etapaAtrasada, type StatusEtapa } from "@/lib/regras/projeto";
import type { Conn } from "../../db/client";
import { substatusDaSolicitacao } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { acoesDisponiveis } from "../../lib/workflow";
import { etapaWorkflow, linhaDaEtapa } from "./workflow";
import { historico, projeto, projetoEtapa, solicitacao, substatus } from "../../db/schema";

/**
 * The project's columns the stage table's rules read (linhaDaEtapa); the query joins the project, its
 * request and the request's substatus (as substatusDaSolicitacao).
 */
export const colunasDaLinha = {
  situacaoDaSolicitacao: substatusDaSolicitacao.codigo,
  interna: sql<boolean>`${solicitacao.tipo} = 'CONTRATACAO_INTERNA'`,
  dtaaceite: projeto.dtaaceite,
};

/**
 * What the client asked to fix on a stage it returned: the reason of the stage's latest history row when that row
 * is its return (`devolver`); null once the provider delivers again, or when it was never returned. One subquery
 * per stage row, on the history's (entidade, entidade_id, dtainclusao) index.
 */
const devolucao = sql<string | null>`(
  select case when ${historico.acao} = 'DEVOLVER' then ${historico.motivo} end from ${historico}
  where ${historico.entidade} = ${etapaWorkflow.entidade} and ${historico.entidadeId} = ${projetoEtapa.id}
  order by ${historico.dtainclusao} desc, ${historico.id} desc limit 1)`;

/**
 * Project `id`'s stages in order, as every party's project page shows them: state, due date, whether it
 * is late (`ematraso`, by São Paulo's calendar), whether a delivery exists, what the client asked to fix
 * (`devolucao`), and what `user` may do on each now (`acoes`, from the stage table).
 */
export async function etapasDoProjeto(conn: Conn, user: AuthUser, id: number, now: Date) {
  const hoje = hojeEmSaoPaulo(now);
  const etapas = await conn
    .select({
      id: projetoEtapa.id,
      ordem: projetoEtapa.ordem,
      titulo: projetoEtapa.titulo,
      entregavel: projetoEtapa.entregavel,
      horas: projetoEtapa.horas,
      valor: projetoEtapa.valor,
      situacao: substatus.codigo,
      versao: projetoEtapa.versao,
      prazo: projetoEtapa.prazo,
      dtaentrega: projetoEtapa.dtaentrega,
      arquivoId: projetoEtapa.arquivoId,
      devolucao,
      ...colunasDaLinha,
    })
    .from(projetoEtapa)
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .innerJoin(projeto, eq(projeto.id, projetoEtapa.projetoId))
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .innerJoin(substatusDaSolicitacao, eq(substatusDaSolicitacao.id, solicitacao.substatusId))
    .where(eq(projetoEtapa.projetoId, id))
    .orderBy(asc(projetoEtapa.ordem));
  return etapas.map(({ arquivoId, dtaentrega, situacaoDaSolicitacao, interna, dtaaceite, ...e }) => {
    const situacao = e.situacao as StatusEtapa;
    const linha = linhaDaEtapa({ situacaoDaSolicitacao, interna, dtaaceite });
    return {
      ...e,
      situacao,
      acoes: acoesDisponiveis(etapaWorkflow, user, situacao, linha),
      valor: Number(e.valor),
      ematraso: etapaAtrasada({ prazo: e.prazo, situacao }, hoje),
      tem_entrega: arquivoId !== null,
      dtaentrega: dtaentrega?.toISOString() ?? null,
    };
  });
}
