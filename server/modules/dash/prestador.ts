import "server-only";
import {
  and,
  asc,
  count,
  eq,
  exists,
  gte,
  inArray,
  lt,
  lte,
  ne,
  notExists,
  sql,
  type SQL,
} from "drizzle-orm";
import { ETAPA_DEVIDA } from "@/lib/regras/projeto";
import { PROPOSTA } from "@/lib/regras/proposta";
import type { Conn } from "../../db/client";
import {
  modeloOferta,
  nota,
  projeto,
  projetoEtapa,
  projetoParcela,
  proposta,
  solicitacao,
  status,
  substatus,
} from "../../db/schema";
import { empresasDoUsuario, projetoDaParte } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { PAINEL_PROJETO } from "../projeto";
import { minhaNaSolicitacao, oportunidadeAberta } from "../proposta";
import { semana } from "../solicitacao";
import { contar, escalar, reais, type Painel } from "./painel";

/** The states of an entity's workflow (one substatus each) with their colours, in workflow order. */
const estadosDe = (conn: Conn, entidade: string) =>
  conn
    .select({
      id: substatus.id,
      codigo: substatus.codigo,
      descricao: substatus.descricao,
      cor: substatus.cor,
      ordem: status.ordem,
    })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(eq(status.entidade, entidade))
    .as("estado");

/** Stages of the provider's projects whose delivery is owed, within `quando`. */
const etapasDevidas = (conn: Conn, user: AuthUser, quando: SQL) =>
  conn
    .select({ n: count() })
    .from(projetoEtapa)
    .innerJoin(projeto, eq(projeto.id, projetoEtapa.projetoId))
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .where(and(projetoDaParte(conn, user), inArray(substatus.codigo, ETAPA_DEVIDA), quando));

/** The provider's dashboard: its company's opportunities, proposals, projects and invoices. */
export const painelPrestador = {
  /** The requests it may quote now: all, not started, with a draft (its list's filters). */
  oportunidades: async ({ db, user, now }) => {
    const [linha] = await db
      .select({
        total: sql<number>`count(*)::int`,
        sem_proposta: contar(notExists(minhaNaSolicitacao(db, user, false))),
        rascunho: contar(exists(minhaNaSolicitacao(db, user, true))),
      })
      .from(solicitacao)
      .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(oportunidadeAberta(db, user, now));
    return linha;
  },

  /** Its company's proposals sent, per state (every state listed; drafts are the opportunities'). */
  propostas: ({ db, user }) => {
    const estado = estadosDe(db, "proposta");
    return db
      .select({
        codigo: estado.codigo,
        descricao: estado.descricao,
        cor: estado.cor,
        total: sql<number>`count(${proposta.id})::int`,
      })
      .from(estado)
      .leftJoin(
        proposta,
        and(
          eq(proposta.substatusId, estado.id),
          inArray(proposta.prestadorId, empresasDoUsuario(db, user.id)),
        ),
      )
      .where(ne(estado.codigo, PROPOSTA.RASCUNHO))
      .groupBy(estado.id, estado.codigo, estado.descricao, estado.cor, estado.ordem)
      .orderBy(asc(estado.ordem));
  },

  /** Its projects per tab of its projects list (all, to deliver, closed), and the stages owed: late, and due by Sunday. */
  entregas: async ({ db, user, now }) => {
    const { hoje, domingo } = semana(now);
    const [linha] = await db
      .select({
        total: sql<number>`count(*)::int`,
        entregar: contar(PAINEL_PROJETO.entregar()),
        encerrados: contar(PAINEL_PROJETO.encerrados()),
        etapas_atrasadas: escalar(etapasDevidas(db, user, lt(projetoEtapa.prazo, hoje))),
        etapas_semana: escalar(
          etapasDevidas(db, user, and(gte(projetoEtapa.prazo, hoje), lte(projetoEtapa.prazo, domingo))!),
        ),
      })
      .from(projeto)
      .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(projetoDaParte(db, user));
    return linha;
  },

  /** Its invoices per state (every state listed): how many and how much. */
  notas: async ({ db, user }) => {
    const estado = estadosDe(db, "nota");
    const daEmpresa = db
      .select({ substatusId: nota.substatusId, valor: projetoParcela.valor })
      .from(nota)
      .innerJoin(projetoParcela, eq(projetoParcela.id, nota.parcelaId))
      .innerJoin(projeto, eq(projeto.id, projetoParcela.projetoId))
      .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
      .where(projetoDaParte(db, user))
      .as("nota_da_empresa");
    const linhas = await db
      .select({
        codigo: estado.codigo,
        descricao: estado.descricao,
        cor: estado.cor,
        total: sql<number>`count(${daEmpresa.substatusId})::int`,
        valor: sql<string>`sum(${daEmpresa.valor})`,
      })
      .from(estado)
      .leftJoin(daEmpresa, eq(daEmpresa.substatusId, estado.id))
      .groupBy(estado.id, estado.codigo, estado.descricao, estado.cor, estado.ordem)
      .orderBy(asc(estado.ordem));
    return linhas.map((l) => ({ ...l, valor: reais(l.valor) }));
  },
} satisfies Painel;
