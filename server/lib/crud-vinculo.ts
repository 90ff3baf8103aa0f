import "server-only";
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Acao } from "../authz/acoes";
import type { Conn } from "../db/client";
import type { HubEnv } from "./context";
import { registrarAuditoria } from "./crud-auditoria";
import { corpo, escrita, json, leitura } from "./endpoint";
import { badRequest, conflict, ErrorSchema, notFound } from "./errors";
import { paginatedSchema, PaginationQuery, type Window } from "./pagination";
import { Id, IdParam, QueryId } from "./params";

/**
 * A link between a back-office record (its `dono`: a unit, an area) and what it holds (`alvo`: a city, a
 * manager), as `{path}` GET / POST and `{path}{id}/` DELETE: the unit's cities, the unit's and the area's
 * managers. Each link and unlink is written to the owner's history.
 */
export type Vinculo = {
  path: `/${string}/`;
  tags: string[];
  acoes: { ler: Acao; gerir: Acao };
  /** The owner's history entity (as its crud declares it). */
  entidade: string;
  tabela: PgTable;
  id: AnyPgColumn;
  /** The body's and the query's names, the link's columns, and what the history calls the target. */
  dono: { campo: string; coluna: AnyPgColumn; existe: (conn: Conn, id: number) => Promise<boolean> };
  alvo: {
    campo: string;
    coluna: AnyPgColumn;
    rotulo: string;
    /** The target's name for the history, or the reason it cannot be linked (a 400 on its field). */
    nome: (conn: Conn, id: number) => Promise<{ nome: string } | { erro: string }>;
  };
  item: z.ZodObject;
  nomeItem: string;
  ler: (
    conn: Conn,
    onde: SQL | undefined,
    win?: Window,
  ) => Promise<({ id: number } & Record<string, unknown>)[]>;
  /** What must follow a link made or removed (the requests' managers when a unit's cities change), around it. */
  acompanhar?: <T>(conn: Conn, link: { dono: number; alvo: number }, mudar: () => Promise<T>) => Promise<T>;
  /** Why the target may not be linked to `dono` at all (a city of another unit): a 409. */
  conflito?: (conn: Conn, alvo: number, dono: number) => Promise<string | null>;
};

export function vinculo(router: OpenAPIHono<HubEnv>, v: Vinculo) {
  const { path, tags, acoes, dono, alvo } = v;
  const Query = PaginationQuery.extend({
    [dono.campo]: QueryId.optional(),
    [alvo.campo]: QueryId.optional(),
  }).strict();
  const Corpo = z.object({ [dono.campo]: Id, [alvo.campo]: Id }).strict();
  const itemJson = json(v.item.openapi(v.nomeItem), "Vínculo");
  const naoEncontrado = "Vínculo não encontrado.";
  const acompanhado = <T>(conn: Conn, link: { dono: number; alvo: number }, mudar: () => Promise<T>) =>
    v.acompanhar ? v.acompanhar(conn, link, mudar) : mudar();

  // GET {path} – the links, of one owner or one target
  leitura(
    router,
    { path, acao: acoes.ler, tags, query: Query },
    json(paginatedSchema(v.item, `${v.nomeItem}Pagina`), "Vínculos"),
    ({ db, query, pagina }) => {
      const q = query as Record<string, number | undefined>;
      const onde = and(
        q[dono.campo] ? eq(dono.coluna, q[dono.campo]!) : undefined,
        q[alvo.campo] ? eq(alvo.coluna, q[alvo.campo]!) : undefined,
      );
      return pagina(async (win) => ({
        count: await db.$count(v.tabela, onde),
        results: await v.ler(db, onde, win),
      })) as never;
    },
  );

  // POST {path} – links a target to an owner
  escrita(
    router,
    { method: "post", path, acao: acoes.gerir, tags, body: corpo(Corpo) },
    { 201: itemJson, 409: json(ErrorSchema, "Vínculo que não pode ser feito") },
    async ({ db, user, body }) => {
      const b = body as Record<string, number>;
      const [donoId, alvoId] = [b[dono.campo], b[alvo.campo]];
      if (!(await dono.existe(db, donoId)))
        throw badRequest("Dados inválidos.", { [dono.campo]: ["Registro não encontrado."] });
      const achado = await alvo.nome(db, alvoId);
      if ("erro" in achado) throw badRequest("Dados inválidos.", { [alvo.campo]: [achado.erro] });
      const motivo = await v.conflito?.(db, alvoId, donoId);
      if (motivo) throw conflict(motivo);
      const [criado] = (await acompanhado(db, { dono: donoId, alvo: alvoId }, () =>
        db
          .insert(v.tabela)
          .values({ [campoDe(v.tabela, dono.coluna)]: donoId, [campoDe(v.tabela, alvo.coluna)]: alvoId })
          .onConflictDoNothing()
          .returning({ id: v.id }),
      )) as { id: number }[];
      if (!criado) throw conflict(`${alvo.rotulo} ${achado.nome} já está vinculado.`);
      await registrarAuditoria(db, v.entidade, donoId, user.id, "vinculo", {
        de: null,
        para: `${alvo.rotulo}: ${achado.nome}`,
      });
      const [linha] = await v.ler(db, eq(v.id, criado.id));
      return linha as never;
    },
  );

  // DELETE {path}{id}/ – removes a link
  escrita(
    router,
    { method: "delete", path: `${path}{id}/`, acao: acoes.gerir, tags, params: IdParam },
    { 204: { description: "Vínculo removido" } },
    async ({ db, user, params }) => {
      const [removido] = (await db
        .select({ dono: dono.coluna, alvo: alvo.coluna })
        .from(v.tabela)
        .where(eq(v.id, params.id))
        .for("update")) as { dono: number; alvo: number }[];
      if (!removido) throw notFound(naoEncontrado);
      await acompanhado(db, removido, () => db.delete(v.tabela).where(eq(v.id, params.id)));
      const achado = await alvo.nome(db, removido.alvo);
      await registrarAuditoria(db, v.entidade, removido.dono, user.id, "desvinculo", {
        de: `${alvo.rotulo}: ${"nome" in achado ? achado.nome : removido.alvo}`,
        para: null,
      });
      return null;
    },
  );
}

/** A column's key in its table (the name an insert's values take). */
export function campoDe(tabela: PgTable, coluna: AnyPgColumn): string {
  const colunas = getTableColumns(tabela);
  const campo = Object.keys(colunas).find((k) => colunas[k] === coluna);
  if (!campo) throw new Error(`Coluna fora da tabela: ${coluna.name}`);
  return campo;
}
