import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { DIAGNOSTICO } from "@/lib/regras/diagnostico";
import { A_CARGO_DO_CLIENTE } from "@/lib/regras/solicitacao";
import type { Conn } from "../../db/client";
import { diagnostico, projeto, proposta, solicitacao, status, substatus } from "../../db/schema";
import { diagnosticoDasPartes, projetoDaParte, solicitacaoDoCliente } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { PAINEL_PROJETO } from "../projeto";
import { contarPorSituacao } from "../solicitacao";
import { contar, escalar, reais, type Painel } from "./painel";

const naEtapa = (codigo: string) => contar(eq(substatus.codigo, codigo));

/** The client's diagnostics sent for review: the "Para revisar" tab of their diagnostics. */
const diagnosticosParaRevisar = (conn: Conn, user: AuthUser) =>
  conn
    .select({ n: count() })
    .from(diagnostico)
    .innerJoin(solicitacao, eq(solicitacao.id, diagnostico.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(diagnosticoDasPartes(conn, user), eq(status.codigo, DIAGNOSTICO.ENVIADO)));

/** The client's projects with a delivery to approve: the "Entregas para aprovar" tab of their projects. */
const projetosParaAprovar = (conn: Conn, user: AuthUser) =>
  conn
    .select({ n: count() })
    .from(projeto)
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(and(projetoDaParte(conn, user), PAINEL_PROJETO.aprovar()));

/** The client's own dashboard: requests of their companies only (as their list of requests). */
export const painelCliente = {
  /** Their requests by status and substatus. */
  solicitacoes: ({ db, user }) => contarPorSituacao(db, solicitacaoDoCliente(db, user.id)),

  /** What waits for the client: each count is what the list it links to shows. */
  pendencias: async ({ db, user }) => {
    const [linha] = await db
      .select({
        ajuste: naEtapa(A_CARGO_DO_CLIENTE.ajuste),
        proposta: naEtapa(A_CARGO_DO_CLIENTE.proposta),
        assinatura: naEtapa(A_CARGO_DO_CLIENTE.assinatura),
        pagamento: naEtapa(A_CARGO_DO_CLIENTE.pagamento),
        avaliacao: naEtapa(A_CARGO_DO_CLIENTE.avaliacao),
        diagnostico: escalar(diagnosticosParaRevisar(db, user)),
        entrega: escalar(projetosParaAprovar(db, user)),
      })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(solicitacaoDoCliente(db, user.id));
    return linha;
  },

  /**
   * What was contracted for the client's companies, by year the execution was authorised (the project's
   * creation): the proposals' gross value, the subsidy and the client's share.
   */
  valores: async ({ db, user }) => {
    const ano = sql<number>`extract(year from ${projeto.dtainclusao} at time zone 'America/Sao_Paulo')::int`;
    const linhas = await db
      .select({
        ano,
        contratos: sql<number>`count(*)::int`,
        bruto: sql<string>`sum(${proposta.valorBruto})`,
        subsidio: sql<string>`sum(${proposta.valorSubsidio})`,
        cliente: sql<string>`sum(${proposta.valorCliente})`,
      })
      .from(projeto)
      .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
      // A project without a proposal (an internal hiring) still counts as a contract, of no value here.
      .leftJoin(proposta, eq(proposta.id, projeto.propostaId))
      .where(solicitacaoDoCliente(db, user.id))
      .groupBy(ano)
      .orderBy(asc(ano));
    return linhas.map((l) => ({
      ...l,
      bruto: reais(l.bruto),
      subsidio: reais(l.subsidio),
      cliente: reais(l.cliente),
    }));
  },
} satisfies Painel;
