import "server-only";
import { asc, eq } from "drizzle-orm";
import { STAFF, type Group } from "@/lib/roles";
import type { Conn, Tx } from "../../../db/client";
import { centroCusto, centroCustoEnvolvido, usuario } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import { writeHistory } from "../../../lib/history";
import { groupsOf } from "../../auth";
import { nomeCompletoDe, usuariosAtivos } from "../../usuario";
import { mudanca, NAO_ENCONTRADO } from "../interno/service";
import type { EnvolvidoBody, EnvolvidosBody } from "./schemas";

const env = centroCustoEnvolvido;

// The group a person is listed under when they are in several: who answers for a budget first.
const ORDEM_GRUPOS: readonly Group[] = ["coordenador", "gestor", "interno", "consultor"];

const colunas = {
  id: env.id,
  centrocusto: { id: centroCusto.id, codigo: centroCusto.codigo },
  usuario: { id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email },
  dtainclusao: env.dtainclusao,
};

const envolvidosOnde = (conn: Conn) =>
  conn
    .select(colunas)
    .from(env)
    .innerJoin(centroCusto, eq(centroCusto.id, env.centroCustoId))
    .innerJoin(usuario, eq(usuario.id, env.usuarioId))
    .$dynamic();

const envolvidoOf = <T extends { dtainclusao: Date }>(r: T) => ({
  ...r,
  dtainclusao: r.dtainclusao.toISOString(),
});

/** The centre a body names; 400 on `centrocusto` when there is none. */
async function centroDoCorpo(conn: Conn, id: number) {
  const [c] = await conn
    .select({ id: centroCusto.id, codigo: centroCusto.codigo })
    .from(centroCusto)
    .where(eq(centroCusto.id, id));
  if (!c) throw badRequest("Dados inválidos.", { centrocusto: [NAO_ENCONTRADO] });
  return c;
}

/** The active staff users among `ids`; 400 on `campo` naming those that are not. */
async function equipe(conn: Conn, ids: number[], campo: string) {
  const achados = await usuariosAtivos(conn, ids, STAFF);
  const faltam = ids.filter((id) => !achados.some((u) => u.id === id));
  if (faltam.length)
    throw badRequest("Dados inválidos.", {
      [campo]: [
        faltam.length === 1
          ? `O usuário ${faltam[0]} não existe, está inativo ou não é da equipe interna.`
          : `Os usuários ${faltam.join(", ")} não existem, estão inativos ou não são da equipe interna.`,
      ],
    });
  return achados;
}

/** Involves one staff user in a centre; 409 when they already are. */
export async function adicionarEnvolvido(tx: Tx, user: AuthUser, b: EnvolvidoBody, now: Date) {
  const centro = await centroDoCorpo(tx, b.centrocusto);
  const [pessoa] = await equipe(tx, [b.usuario], "usuario");
  const [criado] = await tx
    .insert(env)
    .values({ centroCustoId: centro.id, usuarioId: pessoa.id, dtainclusao: now })
    .onConflictDoNothing()
    .returning({ id: env.id });
  if (!criado) throw conflict("Esta pessoa já está envolvida neste centro de custo.");
  await writeHistory(tx, mudanca(user, centro.id, "ADICIONAR_ENVOLVIDO", null, nomeCompletoDe(pessoa)));
  const [linha] = await envolvidosOnde(tx).where(eq(env.id, criado.id));
  return envolvidoOf(linha);
}

/** Involves several staff users at once; those already involved stay as they are. */
export async function adicionarEnvolvidos(tx: Tx, user: AuthUser, b: EnvolvidosBody, now: Date) {
  const centro = await centroDoCorpo(tx, b.centrocusto);
  const pessoas = await equipe(tx, [...new Set(b.usuarios)], "usuarios");
  const criados = await tx
    .insert(env)
    .values(pessoas.map((p) => ({ centroCustoId: centro.id, usuarioId: p.id, dtainclusao: now })))
    .onConflictDoNothing()
    .returning({ usuarioId: env.usuarioId });
  await writeHistory(
    tx,
    pessoas
      .filter((p) => criados.some((c) => c.usuarioId === p.id))
      .map((p) => mudanca(user, centro.id, "ADICIONAR_ENVOLVIDO", null, nomeCompletoDe(p))),
  );
  return envolvidosPorGrupo(tx, centro.id);
}

/** Takes a person off a centre; 404 when the link does not exist. */
export async function removerEnvolvido(tx: Tx, user: AuthUser, id: number) {
  const [linha] = await envolvidosOnde(tx).where(eq(env.id, id));
  if (!linha) throw notFound("Pessoa envolvida não encontrada.");
  await tx.delete(env).where(eq(env.id, id));
  await writeHistory(
    tx,
    mudanca(user, linha.centrocusto.id, "REMOVER_ENVOLVIDO", nomeCompletoDe(linha.usuario), null),
  );
}

/** The people involved in centre `id` by staff group (by rank), each group by name; 404 without the centre. */
export async function envolvidosPorGrupo(conn: Conn, id: number) {
  const [centro] = await conn
    .select({ id: centroCusto.id, codigo: centroCusto.codigo })
    .from(centroCusto)
    .where(eq(centroCusto.id, id));
  if (!centro) throw notFound(NAO_ENCONTRADO);
  const linhas = await envolvidosOnde(conn)
    .where(eq(env.centroCustoId, id))
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(env.id));
  const grupos = await groupsOf(
    conn,
    linhas.map((l) => l.usuario.id),
  );
  type Item = Omit<ReturnType<typeof envolvidoOf<(typeof linhas)[number]>>, "centrocusto">;
  const porGrupo = new Map<string, { grupo: { id: number; name: string }; envolvidos: Item[] }>();
  for (const { centrocusto: _, ...l } of linhas) {
    const deles = grupos.get(l.usuario.id) ?? [];
    const grupo = ORDEM_GRUPOS.map((g) => deles.find((d) => d.name === g)).find(Boolean);
    // Someone who left the staff groups stays listed until removed, under their first remaining group.
    const onde = grupo ?? deles[0] ?? { id: 0, name: "sem grupo" };
    const item = porGrupo.get(onde.name) ?? { grupo: onde, envolvidos: [] };
    item.envolvidos.push(envolvidoOf(l));
    porGrupo.set(onde.name, item);
  }
  const rank = (name: string) => {
    const i = ORDEM_GRUPOS.indexOf(name as Group);
    return i < 0 ? ORDEM_GRUPOS.length : i;
  };
  return {
    centrocusto: centro,
    grupos: [...porGrupo.values()].sort((a, b) => rank(a.grupo.name) - rank(b.grupo.name)),
  };
}
