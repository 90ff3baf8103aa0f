import "server-only";
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { truncate } from "@/lib/format";
import type { Acao } from "../authz/acoes";
import type { Conn } from "../db/client";
import type { HubEnv } from "./context";
import { json, leitura } from "./endpoint";
import { HistoricoItemSchema, readHistory, registrarTextos, SO_EQUIPE, writeHistory } from "./history";
import { IdParam } from "./params";

/** What the back office writes to a record's history (server/lib/crud.ts and the links of crud-vinculo.ts). */
export const AUDITORIA = {
  criacao: "Cadastro criado",
  alteracao: "Cadastro alterado",
  exclusao: "Cadastro excluído",
  vinculo: "Vínculo incluído",
  desvinculo: "Vínculo removido",
} as const;
export type CodigoDeAuditoria = keyof typeof AUDITORIA;

const textos = Object.entries(AUDITORIA).map(([codigo, texto]) => ({ codigo, texto }));
const registradas = new Set<string>();
/** The texts of an entity's codes, registered with its first route or row. */
const registrar = (entidade: string) => {
  if (registradas.has(entidade)) return;
  registrarTextos(entidade, textos);
  registradas.add(entidade);
};

/** A value as the history reads it: yes/no for flags, the text itself otherwise. */
const emTexto = (v: unknown) => (typeof v === "boolean" ? (v ? "sim" : "não") : v == null ? "" : String(v));

// The history keeps up to 200 characters of before and after (historico.de/para): a long description is
// shortened so the other fields still fit, and the whole cut at the column's size.
const VALOR_MAX = 60;
const TEXTO_MAX = 200;

/** The names of a field's values, by value ("3" → "Consultoria"): what the history shows for a linked id. */
export type Nomes = Record<string, Record<string, string>>;

/**
 * The fields `mudanca` changes from `antes`, as the history's before and after ("Descrição: A; Ativo: sim"),
 * labelled by `rotulos`, a linked id read by its name in `nomes`; null when nothing changes.
 */
export function diferencas(
  antes: Record<string, unknown>,
  mudanca: Record<string, unknown>,
  rotulos: Record<string, string>,
  nomes: Nomes = {},
): { de: string | null; para: string } | null {
  const campos = Object.keys(mudanca).filter(
    (k) => k in rotulos && emTexto(antes[k]) !== emTexto(mudanca[k]),
  );
  if (!campos.length) return null;
  const texto = (k: string, v: unknown) => truncate(nomes[k]?.[emTexto(v)] ?? emTexto(v), VALOR_MAX);
  const lista = (valores: Record<string, unknown>) =>
    truncate(campos.map((k) => `${rotulos[k]}: ${texto(k, valores[k]) || "(vazio)"}`).join("; "), TEXTO_MAX);
  return { de: Object.keys(antes).length ? lista(antes) : null, para: lista(mudanca) };
}

/** Who changed what, and when (the row's own time), in the record's history, read by staff. */
export function registrarAuditoria(
  conn: Conn,
  entidade: string,
  entidadeId: number,
  usuarioId: number,
  acao: CodigoDeAuditoria,
  mudou: { de: string | null; para: string | null } | null,
) {
  registrar(entidade);
  return writeHistory(conn, {
    entidade,
    entidadeId,
    acao,
    de: mudou?.de,
    para: mudou?.para,
    usuarioId,
    audiencias: SO_EQUIPE,
  });
}

/** GET `{path}{id}/historico/` – a record's changes, oldest first, for those who keep it. */
export function rotasDaAuditoria(
  router: OpenAPIHono<HubEnv>,
  e: { path: string; tags: string[]; acoes: { gerir: Acao }; entidade: string },
) {
  registrar(e.entidade);
  leitura(
    router,
    { path: `${e.path}{id}/historico/`, acao: e.acoes.gerir, tags: e.tags, params: IdParam },
    json(z.array(HistoricoItemSchema), "Histórico do cadastro"),
    ({ db, params }) => readHistory(db, [[e.entidade, params.id]], "equipe"),
  );
}
