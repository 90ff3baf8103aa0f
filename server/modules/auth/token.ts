import "server-only";
import { groupBy } from "../../lib/group-by";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql, type SQLWrapper } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { grupo, token, usuario, usuarioGrupo } from "../../db/schema";
import { versoesDosCaches, type Versoes } from "../../lib/cache-por-versao";
import type { AuthUser } from "../../lib/context";
import { preparada } from "../../lib/preparada";

export const TOKEN_HOURS = 12;

export const hashToken = (raw: string) => createHash("sha256").update(raw).digest("hex");

export async function issueToken(conn: Conn, usuarioId: number, now: Date): Promise<string> {
  const raw = randomBytes(32).toString("base64url");
  await conn.insert(token).values({
    usuarioId,
    hash: hashToken(raw),
    expiraEm: new Date(now.getTime() + TOKEN_HOURS * 3_600_000),
  });
  return raw;
}

export async function groupsOf(conn: Conn, usuarioIds: number[]) {
  if (!usuarioIds.length) return new Map<number, { id: number; name: string }[]>();
  const rows = await conn
    .select({ usuarioId: usuarioGrupo.usuarioId, id: grupo.id, name: grupo.name })
    .from(usuarioGrupo)
    .innerJoin(grupo, eq(grupo.id, usuarioGrupo.grupoId))
    .where(inArray(usuarioGrupo.usuarioId, usuarioIds))
    .orderBy(grupo.id);
  return groupBy(
    rows,
    (r) => r.usuarioId,
    ({ usuarioId: _, ...g }) => g,
  );
}

/** The user a call is made as, and the caches' versions read with it. */
export type Sessao = { user: AuthUser; versoes: Versoes };

/**
 * The active user behind a live token with their groups, or null when it is unknown, expired, revoked or the
 * user is inactive. One statement: it runs before every signed-in call, so the groups come along (ordered as
 * groupsOf gives them) and the caches' versions too (server/lib/cache-por-versao), instead of in more round
 * trips; prepared (preparada). The app resolves it once per request.
 */
export async function resolveToken(conn: Conn, raw: string, now: Date): Promise<Sessao | null> {
  const [row] = await tokenVivo(conn, { hash: hashToken(raw), agora: now.toISOString() });
  if (!row) return null;
  const { versoes, ...user } = row;
  return { user, versoes };
}

const tokenVivo = preparada("token_vivo", (conn) =>
  conn
    .select({
      tokenId: token.id,
      id: usuario.id,
      nome: usuario.nome,
      sobrenome: usuario.sobrenome,
      email: usuario.email,
      groups: sql<AuthUser["groups"]>`coalesce((
        select json_agg(json_build_object('id', ${grupo.id}, 'name', ${grupo.name}) order by ${grupo.id})
        from ${usuarioGrupo} join ${grupo} on ${grupo.id} = ${usuarioGrupo.grupoId}
        where ${usuarioGrupo.usuarioId} = ${usuario.id}), '[]'::json)`,
      versoes: versoesDosCaches(),
    })
    .from(token)
    .innerJoin(usuario, eq(usuario.id, token.usuarioId))
    .where(and(eq(token.hash, sql.placeholder("hash")), vivo(sql.placeholder("agora")))),
);

/** A session a call may use at `agora`: not revoked, not expired, its user active (joined as `usuario`). */
function vivo(agora: SQLWrapper | Date) {
  return and(isNull(token.revogadoEm), gt(token.expiraEm, agora), eq(usuario.ativo, true));
}

/** Of the sessions `ids`, those a call could still use (as resolveToken would), with when each expires. */
export async function tokensVivos(conn: Conn, ids: number[], now: Date) {
  if (!ids.length) return new Map<number, Date>();
  const linhas = await conn
    .select({ id: token.id, expiraEm: token.expiraEm })
    .from(token)
    .innerJoin(usuario, eq(usuario.id, token.usuarioId))
    .where(and(inArray(token.id, ids), vivo(now)));
  return new Map(linhas.map((l) => [l.id, l.expiraEm]));
}

/**
 * The channel a revocation NOTIFYs when it commits: "t<token id>" for one session, "u<user id>" for all of a
 * user's. The live streams opened with them end, on every instance (server/modules/notificacao/central.ts).
 */
export const CANAL_SESSAO = "hub_sessao";
const encerradas = (conn: Conn, quais: string) =>
  conn.execute(sql`select pg_notify(${CANAL_SESSAO}, ${quais})`);

export async function revokeToken(conn: Conn, tokenId: number, now: Date) {
  await conn
    .update(token)
    .set({ revogadoEm: now })
    .where(and(eq(token.id, tokenId), isNull(token.revogadoEm)));
  await encerradas(conn, `t${tokenId}`);
}

export async function revokeAllTokens(conn: Conn, usuarioId: number, now: Date) {
  await conn
    .update(token)
    .set({ revogadoEm: now })
    .where(and(eq(token.usuarioId, usuarioId), isNull(token.revogadoEm)));
  await encerradas(conn, `u${usuarioId}`);
}
