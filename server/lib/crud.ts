import "server-only";
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, Column, desc, eq, inArray, is, ne, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Acao } from "../authz/acoes";
import type { Conn } from "../db/client";
import type { HubEnv } from "./context";
import { diferencas, type Nomes, registrarAuditoria, rotasDaAuditoria } from "./crud-auditoria";
import { campoDe } from "./crud-vinculo";
import { corpo, escrita, json, leitura } from "./endpoint";
import { badRequest, conflict, ErrorSchema, notFound } from "./errors";
import { emLotes, exportacao } from "./exportacao";
import { paginatedSchema, PaginationQuery, type Window } from "./pagination";
import { IdParam, QueryBool } from "./params";
import { igualSemAcento, matchesAnyUnaccented } from "./search";
import type { Coluna } from "./xlsx";

type Shape = z.ZodRawShape;
type Linha = { id: number; ativo: boolean } & Record<string, unknown>;

/**
 * One back-office entity (DESIGN §2): its table, what a row shows and what a body sets, how it is searched,
 * filtered and ordered, when it is in use (then DELETE archives it), and the columns of its export.
 */
export type Entidade<S extends Shape, F extends Shape> = {
  path: `/${string}/`;
  tags: string[];
  /** Who reads the list and the detail; who creates, changes and archives (and reads the history). */
  acoes: { ler: Acao; gerir: Acao };
  /** The history's entity name (server/lib/history.ts), and the pt-BR words of messages. */
  entidade: string;
  nome: { singular: string; plural: string; artigo: "o" | "a" };
  tabela: PgTable;
  id: AnyPgColumn;
  ativo: AnyPgColumn;
  /** A column that names a row once (case and accents aside): a second one is a 409. */
  unico: AnyPgColumn;
  /** A row as the API answers it, its OpenAPI name; what POST and PUT take (PATCH any part of it). */
  item: z.ZodObject;
  nomeItem: string;
  corpo: z.ZodObject<S>;
  /** The column a body field sets where the names differ (`tipo` sets `tipo_id`); others set their namesake. */
  colunas?: Partial<Record<keyof S & string, AnyPgColumn>>;
  /** Rules across fields, on the row as it would be (its columns): the messages of each wrong field, a 400. */
  conferir?: (linha: Record<string, unknown>) => Record<string, string[]> | null;
  /** The field labels of the history's "what changed". */
  rotulos: Record<keyof S & string, string>;
  /**
   * How the history names a field's value that is a link or a code: the linked table's id and name columns
   * (`tipo` 3 reads "Consultoria"), or the words of each code.
   */
  nomes?: Partial<Record<keyof S & string, { id: AnyPgColumn; nome: AnyPgColumn } | Record<string, string>>>;
  busca: (AnyPgColumn | SQL)[] | ((conn: Conn, termo: string) => SQL | undefined);
  /** Extra filters of the list and the export, and the clause each value sets. */
  filtros?: { query: F; onde: (conn: Conn, f: z.infer<z.ZodObject<F>>) => (SQL | undefined)[] };
  /** `ordering` values (the first is the default; "-" before one reverses it). */
  ordens: Record<string, AnyPgColumn | SQL>;
  /** The rows `onde` picks, in `ordem`, in the window: with what each row shows besides its columns. */
  ler: (conn: Conn, onde: SQL | undefined, ordem: SQL[], win?: Window) => Promise<Linha[]>;
  /** What must follow a change or removal of a row (a unit's requests' managers), run around it. */
  acompanhar?: <T>(conn: Conn, id: number, mudar: () => Promise<T>) => Promise<T>;
  /** Why the row may not be deleted (it is archived instead): it stays where it was used. */
  emUso: (conn: Conn, id: number) => Promise<boolean>;
  /** The export's file name (without the day and extension) and columns. */
  exportar: { arquivo: string; colunas: readonly Coluna<Linha>[] };
};

/**
 * The one CRUD builder (DESIGN §2) over the endpoint builder: GET list (search, `ativo`, the entity's filters,
 * `ordering`, page), GET `export/` (an XLSX of every row the list's filters pick, streamed), POST, GET / PUT /
 * PATCH / DELETE `{id}/` and GET `{id}/historico/`. DELETE removes a row nothing uses and archives one in use.
 * Every create, change and archive writes who, when and what changed to the history. Routes that share the
 * path's prefix (`gestor/`, `cidade/`) are declared before, so `{id}` does not take them.
 */
export function crud<S extends Shape, F extends Shape>(router: OpenAPIHono<HubEnv>, e: Entidade<S, F>) {
  const { path, tags, acoes, nome } = e;
  const ordens = Object.keys(e.ordens);
  const Ordering = z.enum([...ordens, ...ordens.map((o) => `-${o}`)] as [string, ...string[]]);
  const Filtros = z.object({
    search: z.string().max(120).optional(),
    ativo: QueryBool.optional(),
    ordering: Ordering.optional(),
    ...(e.filtros?.query ?? {}),
  });
  const Query = PaginationQuery.extend(Filtros.shape).strict();
  const itemJson = json(e.item.openapi(e.nomeItem), nome.singular);
  const naoEncontrado = `${nome.singular} não encontrad${nome.artigo}.`;
  const repetido = { 409: json(ErrorSchema, `${nome.singular} já cadastrad${nome.artigo}`) };
  const colunaDe = (campo: string) => {
    const coluna = e.colunas?.[campo as keyof S & string];
    return coluna ? campoDe(e.tabela, coluna) : campo;
  };
  /** A parsed body as the columns it sets. */
  const campos = (t: z.infer<z.ZodObject>) =>
    Object.fromEntries(Object.entries(t).map(([k, v]) => [colunaDe(k), v]));
  const rotulos = Object.fromEntries(Object.entries(e.rotulos).map(([k, v]) => [colunaDe(k), v as string]));
  /** The names of the linked ids and codes `linhas` hold, per column (one query per linked field). */
  const nomesDe = async (conn: Conn, ...linhas: Record<string, unknown>[]): Promise<Nomes> => {
    const nomes: Nomes = {};
    for (const [campo, fonte] of Object.entries(e.nomes ?? {})) {
      if (!fonte) continue;
      const coluna = colunaDe(campo);
      if (!("id" in fonte && is(fonte.id, Column))) {
        nomes[coluna] = fonte as Record<string, string>;
        continue;
      }
      const { id, nome } = fonte as { id: AnyPgColumn; nome: AnyPgColumn };
      const ids = [
        ...new Set(linhas.map((l) => l[coluna]).filter((v): v is number => typeof v === "number")),
      ];
      if (!ids.length) continue;
      const achados = (await conn.select({ id, nome }).from(id.table).where(inArray(id, ids))) as {
        id: number;
        nome: string;
      }[];
      nomes[coluna] = Object.fromEntries(achados.map((a) => [String(a.id), a.nome]));
    }
    return nomes;
  };
  const Removido = z
    .object({ resultado: z.enum(["excluido", "arquivado"]), detail: z.string() })
    .openapi("RemocaoDeCadastro");

  type Query = z.infer<typeof Filtros>;
  const onde = (conn: Conn, q: Query) => {
    const termo = q.search?.trim();
    return and(
      termo
        ? typeof e.busca === "function"
          ? e.busca(conn, termo)
          : matchesAnyUnaccented(termo, e.busca)
        : undefined,
      q.ativo === undefined ? undefined : eq(e.ativo, q.ativo),
      ...(e.filtros?.onde(conn, q as never) ?? []),
    );
  };
  const ordem = (q: Query) => {
    const o = q.ordering ?? ordens[0];
    const coluna = e.ordens[o.replace(/^-/, "")];
    return [o.startsWith("-") ? desc(coluna) : asc(coluna), asc(e.id)];
  };
  const uma = async (conn: Conn, id: number) => {
    const [linha] = await e.ler(conn, eq(e.id, id), []);
    if (!linha) throw notFound(naoEncontrado);
    return linha;
  };
  /** The row as it is, locked until the change commits; 404 when there is none. */
  const travada = async (conn: Conn, id: number) => {
    const [linha] = await conn.select().from(e.tabela).where(eq(e.id, id)).for("update");
    if (!linha) throw notFound(naoEncontrado);
    return linha as Record<string, unknown>;
  };
  const exigirUnico = async (conn: Conn, valor: unknown, id?: number) => {
    if (typeof valor !== "string") return;
    const [outra] = await conn
      .select({ id: e.id })
      .from(e.tabela)
      .where(and(igualSemAcento(e.unico, valor), id ? ne(e.id, id) : undefined))
      .limit(1);
    if (outra)
      throw conflict(
        `Já existe ${nome.artigo === "a" ? "uma" : "um"} ${nome.singular.toLowerCase()} "${valor}".`,
      );
  };
  const acompanhado = <T>(conn: Conn, id: number, mudar: () => Promise<T>) =>
    e.acompanhar ? e.acompanhar(conn, id, mudar) : mudar();
  const conferir = (linha: Record<string, unknown>) => {
    const erros = e.conferir?.(linha);
    if (erros) throw badRequest("Dados inválidos.", erros);
  };
  const alterar = async (conn: Conn, usuarioId: number, id: number, mudanca: Record<string, unknown>) => {
    const antes = await travada(conn, id);
    conferir({ ...antes, ...mudanca });
    await exigirUnico(conn, mudanca[campoDe(e.tabela, e.unico)], id);
    const mudou = diferencas(antes, mudanca, rotulos, await nomesDe(conn, antes, mudanca));
    if (mudou) {
      await acompanhado(conn, id, () => conn.update(e.tabela).set(mudanca).where(eq(e.id, id)));
      await registrarAuditoria(conn, e.entidade, id, usuarioId, "alteracao", mudou);
    }
    return uma(conn, id);
  };

  // GET {path} – the list: searched, filtered, ordered and paged
  leitura(
    router,
    { path, acao: acoes.ler, tags, query: Query },
    json(paginatedSchema(e.item, `${e.nomeItem}Pagina`), nome.plural),
    ({ db, query, pagina }) =>
      pagina(async (win) => ({
        count: await db.$count(e.tabela, onde(db, query)),
        results: await e.ler(db, onde(db, query), ordem(query), win),
      })) as never,
  );

  // GET {path}export/ – every row the list's filters pick (all pages), as a spreadsheet written while it is sent
  exportacao<typeof Query, Linha>(router, {
    path: `${path}export/`,
    acao: acoes.ler,
    tags,
    query: Query,
    arquivo: e.exportar.arquivo,
    nome,
    lotes: (db, query) => emLotes((win) => e.ler(db, onde(db, query), ordem(query), win)),
    colunas: e.exportar.colunas,
  });

  // POST {path} – a new one
  escrita(
    router,
    { method: "post", path, acao: acoes.gerir, tags, body: corpo(e.corpo) },
    { 201: itemJson, ...repetido },
    async ({ db, user, body }) => {
      const dados = campos(body);
      conferir(dados);
      await exigirUnico(db, dados[campoDe(e.tabela, e.unico)]);
      const [{ id }] = (await db.insert(e.tabela).values(dados).returning({ id: e.id })) as { id: number }[];
      const criado = diferencas({}, dados, rotulos, await nomesDe(db, dados));
      await registrarAuditoria(db, e.entidade, id, user.id, "criacao", criado);
      return uma(db, id) as never;
    },
  );

  rotasDaAuditoria(router, e);

  // GET {path}{id}/ – one
  leitura(
    router,
    { path: `${path}{id}/`, acao: acoes.ler, tags, params: IdParam },
    itemJson,
    ({ db, params }) => uma(db, params.id) as never,
  );

  // PUT {path}{id}/ – replaces its data; PATCH – changes some of it
  for (const [method, schema] of [
    ["put", e.corpo],
    ["patch", e.corpo.partial().strict()],
  ] as const)
    escrita(
      router,
      { method, path: `${path}{id}/`, acao: acoes.gerir, tags, params: IdParam, body: corpo(schema) },
      { 200: itemJson, ...repetido },
      ({ db, user, params, body }) => alterar(db, user.id, params.id, campos(body)) as never,
    );

  // DELETE {path}{id}/ – removes one nothing uses; archives one in use, which stays where it was used
  escrita(
    router,
    { method: "delete", path: `${path}{id}/`, acao: acoes.gerir, tags, params: IdParam },
    { 200: json(Removido, `${nome.singular} excluíd${nome.artigo} ou arquivad${nome.artigo}`) },
    async ({ db, user, params }) => {
      const linha = await travada(db, params.id);
      const rotulo = `${nome.singular} ${String(linha[campoDe(e.tabela, e.unico)])}`;
      if (await e.emUso(db, params.id)) {
        if (linha[campoDe(e.tabela, e.ativo)])
          await alterar(db, user.id, params.id, { [campoDe(e.tabela, e.ativo)]: false });
        return {
          resultado: "arquivado" as const,
          detail: `${rotulo} está em uso: foi arquivad${nome.artigo} e não aparece mais nas escolhas.`,
        };
      }
      await acompanhado(db, params.id, () => db.delete(e.tabela).where(eq(e.id, params.id)));
      await registrarAuditoria(db, e.entidade, params.id, user.id, "exclusao", null);
      return { resultado: "excluido" as const, detail: `${rotulo} foi excluíd${nome.artigo}.` };
    },
  );
}
