import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { permite, type Acao } from "../authz/acoes";
import type { Tx } from "../db/client";
import { status, substatus } from "../db/schema";
import type { AuthUser } from "./context";
import { conflict, forbidden, type HubError } from "./errors";
import { gravarEvento, registrarTransicoes } from "./evento";
import {
  audienciasDoCodigo,
  registrarAudiencias,
  registrarTextos,
  writeHistory,
  type Audiencias,
} from "./history";

/**
 * One transition of a workflow: who may take `acao` from which states, where it leads, how the history
 * reads it and who sees that row. A transition without `para` changes fields and keeps the state; one
 * with several `para` leads to the one the service chooses by the data (a service that needs a
 * diagnostic, say).
 */
export type Transicao<E extends string, A extends string, L> = {
  acao: A;
  de: readonly E[];
  para?: E | readonly [E, ...E[]];
  /**
   * The action of server/authz that says who may take it (its route names the same one); one whose
   * access is "sistema" is taken only by the portal itself (a deadline passing).
   */
  permissao: Acao;
  /** The portal takes it by itself too (a payment confirmed by the gateway's answer to a job). */
  peloSistema?: true;
  /**
   * A rule on the object beyond state and group (a consultant unlinks only themself): the error to
   * answer when it fails, or null. The action is offered only when it gives null.
   */
  regra?: (linha: L, user: AuthUser) => HubError | null;
  /**
   * Taken only as the effect of another object's transition (a diagnostic approved moves its request),
   * so it is never offered as a button of its own.
   */
  derivada?: true;
  /** The history `acao` code, when it is not the action's name in upper case. */
  codigo?: string;
  /** How the history row reads, in pt-BR. */
  texto: string;
  /** Who reads the history row. */
  audiencias: Audiencias;
};

/**
 * The portal acting by itself (background jobs and shared links): it takes only the transitions whose
 * action is the system's or that it takes `peloSistema`, and its history rows and events have no user.
 */
export const SISTEMA: AuthUser = {
  id: 0,
  nome: "Sistema",
  sobrenome: "",
  email: "",
  groups: [{ id: 0, name: "sistema" }],
  tokenId: 0,
};

const pode = (user: AuthUser, t: { permissao: Acao; peloSistema?: true }) =>
  user.groups.some((g) => g.name === SISTEMA.groups[0].name)
    ? t.peloSistema || permite(t.permissao, user, true)
    : permite(t.permissao, user);

/** A table whose rows follow a workflow: its state is a substatus and every change bumps `versao`. */
export type TabelaVersionada = PgTable & { id: PgColumn; versao: PgColumn; substatusId: PgColumn };

export type Workflow<E extends string, A extends string, L> = {
  /** The entity as the `status` table and the history name it. */
  entidade: string;
  tabela: TabelaVersionada;
  transicoes: readonly Transicao<E, A, L>[];
  /**
   * The ways an object is born in a state (a proposal sent, a request created): their history code and
   * text. `registrarCriacao` takes only these.
   */
  criacoes?: readonly { codigo: string; texto: string; audiencias: Audiencias }[];
  /** 409 text when the action is not possible in the state the object is in. */
  invalida: string;
  /** 409 text when someone changed the object after the user saw it. */
  desatualizada: string;
};

const codigoDe = (t: { acao: string; codigo?: string }) => t.codigo ?? t.acao.toUpperCase();

/** Every declared workflow by entity, so a test can walk their tables. */
export const WORKFLOWS = new Map<string, Workflow<string, string, never>>();

/**
 * Declares a workflow of states E over rows read as L, refusing a table that names an action twice (the
 * second row would never run). Curried so that the action names A are inferred from the table.
 */
export const definirWorkflow =
  <E extends string, L>() =>
  <const A extends string>(wf: Workflow<E, A, L>) => {
    const vistas = new Set<string>();
    for (const t of wf.transicoes) {
      if (vistas.has(t.acao)) throw new Error(`Workflow ${wf.entidade}: ação repetida ${t.acao}`);
      vistas.add(t.acao);
    }
    const textos = [
      ...wf.transicoes.map((t) => ({ codigo: codigoDe(t), texto: t.texto, audiencias: t.audiencias })),
      ...(wf.criacoes ?? []),
    ];
    // The app's table is the first of its entity; a test declaring a variant (a table without one
    // action, say) must not hide it from the tests that walk every table.
    if (!WORKFLOWS.has(wf.entidade))
      WORKFLOWS.set(wf.entidade, wf as unknown as Workflow<string, string, never>);
    registrarTextos(wf.entidade, textos);
    registrarAudiencias(wf.entidade, textos);
    registrarTransicoes(
      wf.entidade,
      textos.map((t) => t.codigo),
    );
    return wf;
  };

/**
 * An act on an object in a state that leaves the state as it is and creates something beside it (a
 * payment of a request, one side of a contract signed, a link shared): who may take it from which states,
 * written as a transition is and offered and checked by the same functions. The service records what it
 * creates (its own object's history and event).
 */
export type Ato<E extends string, A extends string, L> = Pick<
  Transicao<E, A, L>,
  "acao" | "de" | "permissao" | "peloSistema" | "regra"
>;

/** A table of acts over an entity's states: its module's `workflow.ts` declares it beside the workflow. */
export type Atos<E extends string, A extends string, L> = {
  entidade: string;
  /** 409 text when the act is not possible in the state the object is in. */
  invalida: string;
  transicoes: readonly Ato<E, A, L>[];
};

/** Every declared table of acts, so a test can walk them with the workflows. */
export const TABELAS_DE_ATOS: Atos<string, string, never>[] = [];

/** Declares a table of acts; curried as `definirWorkflow`, so the act names A are inferred. */
export const definirAtos =
  <E extends string, L>() =>
  <const A extends string>(atos: Atos<E, A, L>) => {
    TABELAS_DE_ATOS.push(atos as unknown as Atos<string, string, never>);
    return atos;
  };

/** What the offering and checking functions read of a workflow or a table of acts. */
type Tabela<E extends string, A extends string, L> = {
  invalida: string;
  transicoes: readonly (Ato<E, A, L> & { derivada?: true })[];
};

/** Why `user` may not take `acao` on an object in `estado`, or null when they may. */
function impedimento<E extends string, A extends string, L>(
  wf: Tabela<E, A, L>,
  acao: NoInfer<A>,
  user: AuthUser,
  estado: NoInfer<E>,
  linha: NoInfer<L>,
): HubError | null {
  const t = wf.transicoes.find((x) => x.acao === acao);
  if (!t || !t.de.includes(estado)) return conflict(wf.invalida);
  if (!pode(user, t)) return forbidden();
  return t.regra?.(linha, user) ?? null;
}

/** The actions `user` may take now, in the table's order: the buttons the detail offers. */
export function acoesDisponiveis<E extends string, A extends string, L>(
  wf: Tabela<E, A, L>,
  user: AuthUser,
  estado: NoInfer<E>,
  linha: NoInfer<L>,
): A[] {
  return wf.transicoes
    .filter((t) => !t.derivada && !impedimento(wf, t.acao, user, estado, linha))
    .map((t) => t.acao);
}

/**
 * Throws unless `user` may take `acao` now: 409 for a state the table does not allow it from (or an
 * action it does not list), 403 for a group it does not name, or the transition's own rule.
 * Services call it before checking the input against the data, so a stale click fails as a conflict.
 */
export function exigirAcao<E extends string, A extends string, L>(
  wf: Tabela<E, A, L>,
  acao: NoInfer<A>,
  user: AuthUser,
  estado: NoInfer<E>,
  linha: NoInfer<L>,
): Ato<E, A, L> {
  const erro = impedimento(wf, acao, user, estado, linha);
  if (erro) throw erro;
  return wf.transicoes.find((t) => t.acao === acao)!;
}

/** The state a transition leads to: its one `para`, or the one chosen among several. */
function destino<E extends string>(t: { acao: string; para?: E | readonly E[] }, escolhido?: string) {
  if (typeof t.para === "string" || t.para === undefined) return t.para;
  const para = t.para.find((p) => p === escolhido);
  // A service naming a destination the table does not list is a bug in the service, not the user's.
  if (!para) throw new Error(`Destino ${escolhido} fora da tabela para ${t.acao}`);
  return para;
}

function substatusIds(entidade: string, codigos: readonly string[]) {
  return sql`(select ${substatus.id} from ${substatus} join ${status} on ${status.id} = ${substatus.statusId}
    where ${status.entidade} = ${entidade} and ${substatus.codigo} in (${sql.join(
      codigos.map((c) => sql`${c}`),
      sql`, `,
    )}))`;
}

// History `de`/`para` hold 200 characters; longer texts (an objective, a list of names) are cut.
const curto = (texto: string | null | undefined) =>
  texto == null ? null : texto.length > 200 ? `${texto.slice(0, 199)}…` : texto;

export type Execucao<A extends string, L> = {
  id: number;
  acao: A;
  user: AuthUser;
  /** The object as the service read it, for the transition's rule. */
  linha: L;
  /** The version the user saw (If-Match); any change since then makes this one stale (409). */
  versao?: number;
  /** Which of the transition's destinations, when the table gives several. */
  para?: string;
  set?: Record<string, unknown>;
  motivo?: string | null;
  /**
   * History texts of a field change (old and new value); a state change records the codes. A field
   * change whose old and new texts are equal changes nothing: no update, no history, no event.
   */
  historico?: { de?: string | null; para?: string | null };
  /** Facts of the event beyond the transition's, as the event catalogue names them (a note's number). */
  payload?: Record<string, unknown>;
};

/**
 * Runs one transition in the caller's transaction: locks the row, checks state, group, rule and
 * version, updates conditionally (`… WHERE id AND substatus IN (de) AND versao`), then writes the
 * history row and the event. Zero rows updated means someone changed the object first: 409, nothing
 * written. `mudou` is false for a field change that changes nothing.
 */
export async function executar<E extends string, A extends string, L>(
  tx: Tx,
  wf: Workflow<E, A, L>,
  x: Execucao<A, L>,
): Promise<{ de: E; para: E; mudou: boolean }> {
  const tabela = wf.tabela;
  const [antes] = await tx
    .select({ codigo: substatus.codigo, versao: tabela.versao })
    .from(tabela)
    .innerJoin(substatus, eq(substatus.id, tabela.substatusId))
    .where(eq(tabela.id, x.id))
    // Waits for a concurrent change to commit, so `de` below is what this change really replaces.
    // Only the object's row is locked (not the shared substatus row of the join), and as NO KEY UPDATE,
    // the strength the UPDATE below takes anyway: a FOR UPDATE would deadlock two transactions that
    // both hold the KEY SHARE lock a foreign key check takes (inserting a child row, say).
    .for("no key update", { of: tabela });
  if (!antes) throw conflict(wf.desatualizada);
  const de = antes.codigo as E;
  exigirAcao(wf, x.acao, x.user, de, x.linha);
  const t = wf.transicoes.find((y) => y.acao === x.acao)!;
  if (x.versao !== undefined && antes.versao !== x.versao) throw conflict(wf.desatualizada);
  const para = destino(t, x.para) ?? de;
  if (!t.para && x.historico && (x.historico.de ?? null) === (x.historico.para ?? null))
    return { de, para, mudou: false };

  const updated = await tx
    .update(tabela)
    .set({
      ...x.set,
      versao: sql`${tabela.versao} + 1`,
      ...(para !== de || t.para
        ? { substatusId: sql`(select min(id) from ${substatusIds(wf.entidade, [para])} as alvo(id))` }
        : {}),
    } as never)
    .where(
      and(
        eq(tabela.id, x.id),
        inArray(tabela.substatusId, substatusIds(wf.entidade, t.de)),
        x.versao === undefined ? undefined : eq(tabela.versao, x.versao),
      ),
    )
    .returning({ id: tabela.id });
  if (!updated.length) throw conflict(wf.desatualizada);

  const codigo = codigoDe(t);
  await writeHistory(tx, {
    entidade: wf.entidade,
    entidadeId: x.id,
    acao: codigo,
    de: x.historico ? curto(x.historico.de) : de,
    para: x.historico ? curto(x.historico.para) : para,
    usuarioId: x.user.id || null,
    motivo: x.motivo ?? null,
    audiencias: t.audiencias,
  });
  await gravarEvento(tx, {
    entidade: wf.entidade,
    entidadeId: x.id,
    acao: codigo,
    usuarioId: x.user.id || null,
    dados: { de, para, motivo: x.motivo ?? null, ...x.payload },
  });
  return { de, para, mudou: true };
}

/**
 * The history row and the event of an object born in a workflow's state (a proposal sent, a request
 * bought): creations are inserts, not transitions, but are read and notified like them. The code is one
 * of the workflow's `criacoes` or transitions, whose table says who reads its row.
 */
export async function registrarCriacao(
  tx: Tx,
  c: {
    entidade: string;
    entidadeId: number;
    acao: string;
    para: string;
    usuarioId: number | null;
    motivo?: string | null;
  },
) {
  await writeHistory(tx, {
    entidade: c.entidade,
    entidadeId: c.entidadeId,
    acao: c.acao,
    para: c.para,
    usuarioId: c.usuarioId,
    motivo: c.motivo ?? null,
    audiencias: audienciasDoCodigo(c.entidade, c.acao),
  });
  await gravarEvento(tx, {
    entidade: c.entidade,
    entidadeId: c.entidadeId,
    acao: c.acao,
    usuarioId: c.usuarioId,
    dados: { para: c.para, motivo: c.motivo ?? null },
  });
}

/** What an action on a workflow's object answers: its new version and state, for the next If-Match. */
export async function estadoDe<E extends string, A extends string, L>(
  tx: Tx,
  wf: Workflow<E, A, L>,
  id: number,
) {
  const [r] = await tx
    .select({
      id: wf.tabela.id,
      versao: wf.tabela.versao,
      status: {
        id: substatus.id,
        codigo: substatus.codigo,
        descricao: substatus.descricao,
        cor: substatus.cor,
      },
    })
    .from(wf.tabela)
    .innerJoin(substatus, eq(substatus.id, wf.tabela.substatusId))
    .where(eq(wf.tabela.id, id));
  return r as {
    id: number;
    versao: number;
    status: { id: number; codigo: string; descricao: string; cor: string };
  };
}
