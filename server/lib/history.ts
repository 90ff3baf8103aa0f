import "server-only";
import { z } from "@hono/zod-openapi";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { hasAnyRole, STAFF_ADMIN, type RoleUser } from "@/lib/roles";
import type { Conn } from "../db/client";
import { historico, status, substatus, usuario } from "../db/schema";

/** Who reads a history row: the client's side, the provider's, staff, the tenders' evaluators. */
export type Audiencia = "cliente" | "prestador" | "equipe" | "avaliador";
/** A row's readers: at least one, named by every writer (there is no default). */
export type Audiencias = readonly [Audiencia, ...Audiencia[]];

// The sets most rows use, named once.
export const PARTES_E_EQUIPE: Audiencias = ["cliente", "prestador", "equipe"];
export const CLIENTE_E_EQUIPE: Audiencias = ["cliente", "equipe"];
export const PRESTADOR_E_EQUIPE: Audiencias = ["prestador", "equipe"];
export const SO_EQUIPE: Audiencias = ["equipe"];
/** A tender enrolment's rows: its company, its evaluator and staff. */
export const INSCRICAO_E_AVALIACAO: Audiencias = ["prestador", "avaliador", "equipe"];

export type HistoryEntry = {
  entidade: string;
  entidadeId: number;
  acao?: string | null;
  de?: string | null;
  para?: string | null;
  usuarioId?: number | null;
  motivo?: string | null;
  audiencias: Audiencias;
  /** The file the entry refers to (a note's attachment). */
  arquivoId?: number | null;
};

/**
 * Records changes of entities (one insert for all); called inside the same transaction as the changes.
 * Answers the new rows' ids, in the entries' order.
 */
export async function writeHistory(conn: Conn, entries: HistoryEntry | HistoryEntry[]): Promise<number[]> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return [];
  const rows = await conn
    .insert(historico)
    .values(
      list.map((entry) => ({
        entidade: entry.entidade,
        entidadeId: entry.entidadeId,
        acao: entry.acao ?? null,
        de: entry.de ?? null,
        para: entry.para ?? null,
        usuarioId: entry.usuarioId ?? null,
        motivo: entry.motivo ?? null,
        audiencias: [...entry.audiencias],
        arquivoId: entry.arquivoId ?? null,
      })),
    )
    .returning({ id: historico.id });
  return rows.map((r) => r.id);
}

// The pt-BR text of each history code, per entity: the workflow tables register theirs, and the rows
// written outside a workflow (creations) register theirs beside the code that writes them.
const TEXTOS = new Map<string, string>();
const chave = (entidade: string, codigo: string) => `${entidade}:${codigo}`;

export function registrarTextos(entidade: string, itens: readonly { codigo: string; texto: string }[]) {
  for (const t of itens) TEXTOS.set(chave(entidade, t.codigo), t.texto);
}

// Who reads each workflow code's rows, as the workflow tables declare it (server/lib/workflow.ts).
const AUDIENCIAS_DO_CODIGO = new Map<string, Audiencias>();

export function registrarAudiencias(
  entidade: string,
  itens: readonly { codigo: string; audiencias: Audiencias }[],
) {
  for (const t of itens) AUDIENCIAS_DO_CODIGO.set(chave(entidade, t.codigo), t.audiencias);
}

/** Who reads the rows of a workflow's code; a code no table declares is a bug in its writer. */
export function audienciasDoCodigo(entidade: string, codigo: string): Audiencias {
  const a = AUDIENCIAS_DO_CODIGO.get(chave(entidade, codigo));
  if (!a) throw new Error(`Código de histórico sem audiência: ${entidade}.${codigo}`);
  return a;
}

/** The pt-BR text of a history row's code; null for codes without one (plain status changes). */
export const descricaoDaAcao = (entidade: string, acao: string | null) =>
  acao ? (TEXTOS.get(chave(entidade, acao)) ?? null) : null;

const texto = z.string();

export const HistoricoItemSchema = z
  .object({
    id: z.number().int(),
    acao: texto.nullable(),
    /** The action in pt-BR, from the workflow's table; null for codes without a text (plain status changes). */
    descricao: texto.nullable(),
    de: texto.nullable(),
    para: texto.nullable(),
    motivo: texto.nullable(),
    usuario: z.object({ nome: texto, sobrenome: texto }).nullable(),
    dtainclusao: texto,
  })
  .openapi("HistoricoItem");

/**
 * A row's `de`/`para` in words: a state code of the row's entity reads as its substatus's name ("Entrega
 * devolvida", not DEVOLVIDA); anything else (a field change's old and new texts) as it was written.
 */
const emPalavras = (coluna: typeof historico.de | typeof historico.para) =>
  sql<string | null>`coalesce((select ${substatus.descricao} from ${substatus}
    join ${status} on ${status.id} = ${substatus.statusId}
    where ${status.entidade} = ${historico.entidade} and ${substatus.codigo} = ${coluna} limit 1), ${coluna})`;

/**
 * What `user` reads as: a provider's or a client's side, an evaluator, or staff. Groups are exclusive in
 * practice; a provider's side is checked first as it sees the least of a request.
 */
export function audienciaDe(user: RoleUser): Audiencia {
  if (hasAnyRole(user, ["prestador"])) return "prestador";
  if (hasAnyRole(user, ["cliente"])) return "cliente";
  if (hasAnyRole(user, STAFF_ADMIN)) return "equipe";
  return hasAnyRole(user, ["avaliador"]) ? "avaliador" : "equipe";
}

/** The rows `leitor` reads. */
export const paraQuemLe = (leitor: Audiencia) => sql`${leitor} = any(${historico.audiencias})`;

/** The columns a history item (HistoricoItemSchema) is read from; the query joins the row's user. */
export const colunasHistorico = {
  id: historico.id,
  entidade: historico.entidade,
  acao: historico.acao,
  de: emPalavras(historico.de),
  para: emPalavras(historico.para),
  motivo: historico.motivo,
  usuario: { nome: usuario.nome, sobrenome: usuario.sobrenome },
  dtainclusao: historico.dtainclusao,
};

/**
 * The history rows `leitor` reads of the given entities, merged oldest first, with who made each change
 * and its text.
 */
export async function readHistory(
  conn: Conn,
  entidades: [entidade: string, id: number][],
  leitor: Audiencia,
) {
  const rows = await conn
    .select(colunasHistorico)
    .from(historico)
    .leftJoin(usuario, eq(usuario.id, historico.usuarioId))
    .where(
      and(
        or(...entidades.map(([e, id]) => and(eq(historico.entidade, e), eq(historico.entidadeId, id)))),
        paraQuemLe(leitor),
      ),
    )
    .orderBy(asc(historico.dtainclusao), asc(historico.id));
  return rows.map(({ entidade, ...r }) => ({
    ...r,
    descricao: descricaoDaAcao(entidade, r.acao),
    dtainclusao: r.dtainclusao.toISOString(),
  }));
}
