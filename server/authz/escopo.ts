import "server-only";
import { and, eq, exists, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { DIAGNOSTICO, DIAGNOSTICO_ENVIADO } from "@/lib/regras/diagnostico";
import { PROPOSTA } from "@/lib/regras/proposta";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import { GESTAO, hasAnyRole, STAFF } from "@/lib/roles";
import type { Conn } from "../db/client";
import {
  contrato,
  credenciamento,
  credenciamentoApto,
  diagnostico,
  empresa,
  empresaUsuario,
  solicitacao,
  modeloOferta,
  projeto,
  proposta,
  solicitacaoEmpresa,
  status,
  substatus,
  unidadeAtendimentoCidade,
  unidadeAtendimentoConsultor,
} from "../db/schema";
import type { AuthUser } from "../lib/context";

// Scopes: whose objects a user reaches (DESIGN §3). The action table says who may call a
// route; these say which rows it answers. `undefined` means every row.

/** Those who run requests reach every request, diagnostic and project. */
export const isGestao = (user: AuthUser) => hasAnyRole(user, GESTAO);

/** Requests of any company linked to the user: what a client may see. */
export const solicitacaoDoCliente = (conn: Conn, usuarioId: number) =>
  inArray(
    solicitacao.id,
    conn
      .select({ id: solicitacaoEmpresa.solicitacaoId })
      .from(solicitacaoEmpresa)
      .innerJoin(empresaUsuario, eq(empresaUsuario.empresaId, solicitacaoEmpresa.empresaId))
      .where(eq(empresaUsuario.usuarioId, usuarioId)),
  );

/**
 * The requests a staff member may see and act on: managers reach all of them; a consultant only
 * those they are linked to or whose company lies in a city of a service unit they work in.
 */
export function solicitacaoVisivelPara(conn: Conn, user: AuthUser): SQL | undefined {
  if (isGestao(user)) return undefined;
  return or(
    eq(solicitacao.consultorId, user.id),
    exists(
      conn
        .select({ one: solicitacaoEmpresa.solicitacaoId })
        .from(solicitacaoEmpresa)
        .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
        .innerJoin(unidadeAtendimentoCidade, eq(unidadeAtendimentoCidade.cidadeId, empresa.cidadeId))
        .innerJoin(
          unidadeAtendimentoConsultor,
          eq(unidadeAtendimentoConsultor.unidadeId, unidadeAtendimentoCidade.unidadeId),
        )
        .where(
          and(
            eq(solicitacaoEmpresa.solicitacaoId, solicitacao.id),
            eq(unidadeAtendimentoConsultor.usuarioId, user.id),
          ),
        ),
    ),
  );
}

/** A clause for staff: the requests they reach (every one for managers); for anyone else, no clause. */
export const solicitacaoDaEquipe = (conn: Conn, user: AuthUser): SQL | undefined =>
  hasAnyRole(user, STAFF) ? (solicitacaoVisivelPara(conn, user) ?? sql`true`) : undefined;

/** Requests one of the user's companies has a proposal for, whatever its state. */
export const solicitacaoComPropostaDe = (conn: Conn, usuarioId: number) =>
  exists(
    conn
      .select({ um: proposta.id })
      .from(proposta)
      .where(
        and(
          eq(proposta.solicitacaoId, solicitacao.id),
          inArray(proposta.prestadorId, empresasDoUsuario(conn, usuarioId)),
        ),
      ),
  );

/** Lists of requests' work (projects): a consultant who does not manage requests sees those linked to them. */
export const solicitacaoVinculadaA = (user: AuthUser) =>
  isGestao(user) ? undefined : eq(solicitacao.consultorId, user.id);

/** Lists of diagnostics: a consultant who does not manage requests sees the diagnostics linked to them. */
export const diagnosticoVinculadoA = (user: AuthUser) =>
  isGestao(user) ? undefined : eq(diagnostico.consultorId, user.id);

/** One diagnostic: also those of requests the consultant reaches, so they can link themselves. */
export const diagnosticoVisivelPara = (conn: Conn, user: AuthUser): SQL | undefined =>
  isGestao(user) ? undefined : or(eq(diagnostico.consultorId, user.id), solicitacaoVisivelPara(conn, user));

/** The companies `usuarioId` belongs to (a provider's own company, a client's companies). */
export const empresasDoUsuario = (conn: Conn, usuarioId: number) =>
  conn
    .select({ id: empresaUsuario.empresaId })
    .from(empresaUsuario)
    .where(eq(empresaUsuario.usuarioId, usuarioId));

/**
 * The companies `user` reaches: staff and admins reach every one (`undefined`); a client or provider, the
 * companies it belongs to.
 */
export const empresaAlcancavel = (conn: Conn, user: AuthUser): SQL | undefined =>
  hasAnyRole(user, [...STAFF, "admin"]) ? undefined : inArray(empresa.id, empresasDoUsuario(conn, user.id));

/**
 * The diagnostics a party reaches: a provider those its company was chosen for; a client those of its
 * requests once there is something to read (a refused one is between the provider and staff).
 * The caller's query joins the diagnostic's request and status.
 */
export function diagnosticoDasPartes(conn: Conn, user: AuthUser): SQL {
  return (
    or(
      hasAnyRole(user, ["prestador"])
        ? inArray(diagnostico.prestadorId, empresasDoUsuario(conn, user.id))
        : undefined,
      hasAnyRole(user, ["cliente"])
        ? and(solicitacaoDoCliente(conn, user.id), inArray(status.codigo, DIAGNOSTICO_ENVIADO))
        : undefined,
    ) ?? sql`false`
  );
}

/**
 * Any diagnostic's file the user reaches: as staff (DESIGN §3 scopes above), as a party, or as a provider
 * quoting the request, once the diagnostic is approved. The caller's query joins the request's offer.
 */
export const diagnosticoAlcancavel = (conn: Conn, user: AuthUser) =>
  or(
    hasAnyRole(user, STAFF) ? (diagnosticoVisivelPara(conn, user) ?? sql`true`) : undefined,
    diagnosticoDasPartes(conn, user),
    hasAnyRole(user, ["prestador"])
      ? and(eq(status.codigo, DIAGNOSTICO.APROVADO), abertaAoPrestador(conn, user))
      : undefined,
  );

/** The active, unsuspended provider companies `usuarioId` belongs to: those that may quote. */
export const prestadorasAptasDe = (conn: Conn, usuarioId: number) =>
  conn
    .select({ id: empresa.id })
    .from(empresa)
    .innerJoin(empresaUsuario, eq(empresaUsuario.empresaId, empresa.id))
    .where(
      and(
        eq(empresaUsuario.usuarioId, usuarioId),
        eq(empresa.tipo, "PRESTADOR"),
        eq(empresa.ativo, true),
        eq(empresa.suspenso, false),
      ),
    );

/**
 * The requests open to a provider's quote (whatever their state): to the provider chosen directly, or to
 * every active, unsuspended provider with an active accreditation for the service. The caller's query
 * joins the request's offer (modeloOferta).
 */
export function abertaAoPrestador(conn: Conn, user: AuthUser): SQL {
  const aptas = prestadorasAptasDe(conn, user.id);
  return abertaA(conn, (prestador) => inArray(prestador, aptas));
}

/**
 * The same for one provider company (`prestador`, a column of the caller's query, which also checks the
 * company is active and unsuspended): the provider companies a request's chat reaches.
 */
export const abertaAEmpresa = (conn: Conn, prestador: AnyPgColumn) =>
  abertaA(conn, (coluna) => eq(coluna, prestador));

/** The request is open to the providers `daPrestadora` accepts, given the column naming a provider. */
function abertaA(conn: Conn, daPrestadora: (coluna: AnyPgColumn) => SQL): SQL {
  return or(
    and(eq(solicitacao.escolhaDireta, true), daPrestadora(solicitacao.prestadorId)),
    and(
      eq(solicitacao.escolhaDireta, false),
      exists(
        conn
          .select({ um: credenciamento.empresaId })
          .from(credenciamento)
          .where(
            and(
              eq(credenciamento.servicoId, modeloOferta.servicoId),
              credenciamentoApto(),
              daPrestadora(credenciamento.empresaId),
            ),
          ),
      ),
    ),
  )!;
}

/** A proposal's request's substatus, for queries that join it beside the proposal's own. */
export const substatusDaSolicitacao = alias(substatus, "substatus_solicitacao");
/** The proposal's request is still taking proposals: sealed until it closes. */
export const rodadaAberta = eq(substatusDaSolicitacao.codigo, SOLICITACAO.AGUARDANDO_PROPOSTAS);

/**
 * The proposals a user reads (sealed bids): a provider only its company's; a client those sent for its
 * requests once the round has closed; staff every sent one of the requests they reach. Drafts are the
 * provider's alone. `rodadaAberta` tells whether the proposal's request is still taking proposals; the
 * caller's query joins the proposal's request and status.
 */
export function propostaVisivelPara(conn: Conn, user: AuthUser, rodadaAberta: SQL): SQL {
  const enviada = ne(status.codigo, PROPOSTA.RASCUNHO);
  return (
    or(
      hasAnyRole(user, ["prestador"])
        ? inArray(proposta.prestadorId, empresasDoUsuario(conn, user.id))
        : undefined,
      hasAnyRole(user, ["cliente"])
        ? and(solicitacaoDoCliente(conn, user.id), enviada, sql`not (${rodadaAberta})`)
        : undefined,
      hasAnyRole(user, STAFF) ? and(enviada, solicitacaoVisivelPara(conn, user)) : undefined,
    ) ?? sql`false`
  );
}

/**
 * Why `user` may not link consultant `novo` where `atual` is linked, or null when they may: managers link
 * anyone; a consultant links only themself, and not over a colleague already linked (that would unlink them).
 */
export function vinculoDeConsultorNegado(user: AuthUser, atual: number | null, novo: number): string | null {
  if (isGestao(user)) return null;
  if (novo !== user.id)
    return "Você só pode vincular a si mesmo; peça a um gestor para vincular outro consultor.";
  if (atual !== null && atual !== user.id)
    return "Outro consultor já está vinculado; peça a um gestor para trocá-lo.";
  return null;
}

/**
 * The contracts a user reaches: staff those of the requests they reach; a client its companies'; a
 * provider those of its company's proposals. The caller's query joins the contract's request and proposal.
 */
export function contratoAlcancavel(conn: Conn, user: AuthUser): SQL {
  return (
    or(
      solicitacaoDaEquipe(conn, user),
      hasAnyRole(user, ["cliente"])
        ? inArray(contrato.empresaId, empresasDoUsuario(conn, user.id))
        : undefined,
      hasAnyRole(user, ["prestador"])
        ? inArray(proposta.prestadorId, empresasDoUsuario(conn, user.id))
        : undefined,
    ) ?? sql`false`
  );
}

/** The projects a client or provider reaches: its companies' requests, or the work its company carries out. */
export function projetoDaParte(conn: Conn, user: AuthUser): SQL {
  return (
    or(
      hasAnyRole(user, ["prestador"])
        ? inArray(projeto.prestadorId, empresasDoUsuario(conn, user.id))
        : undefined,
      hasAnyRole(user, ["cliente"]) ? solicitacaoDoCliente(conn, user.id) : undefined,
    ) ?? sql`false`
  );
}

/** A project as its parties and the staff who reach its request see it; the query joins its request. */
export const projetoAlcancavel = (conn: Conn, user: AuthUser): SQL =>
  or(solicitacaoDaEquipe(conn, user), projetoDaParte(conn, user))!;
