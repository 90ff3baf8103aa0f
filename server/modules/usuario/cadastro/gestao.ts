import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { GESTORES } from "@/lib/roles";
import type { Conn, Tx } from "../../../db/client";
import {
  areaAtuacao,
  areaAtuacaoGestor,
  unidadeAtendimento,
  unidadeAtendimentoGestor,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { registrarAuditoria } from "../../../lib/crud-auditoria";
import { campoDe } from "../../../lib/crud-vinculo";
import { badRequest } from "../../../lib/errors";
import { cidadesDasUnidades, comGestoresEmDia } from "../gestores-por-unidade";
import { nomeCompletoDe, usuariosAtivos } from "../pessoas";

/** The units and areas of activity a manager answers for, by id. */
export type Gestao = { unidades: number[]; areas: number[] };

/**
 * The two links a manager has (the same rows /unidade-atendimento/gestor/ and /area-atuacao/gestor/ keep):
 * the owner's table and its history entity (as its crud declares it), and the link's columns.
 */
const LIGACOES = {
  unidades: {
    dono: unidadeAtendimento,
    donoId: unidadeAtendimento.id,
    descricao: unidadeAtendimento.descricao,
    ativo: unidadeAtendimento.ativo,
    entidade: "unidade_atendimento",
    tabela: unidadeAtendimentoGestor,
    coluna: unidadeAtendimentoGestor.unidadeId,
    gestor: unidadeAtendimentoGestor.usuarioId,
    erro: "Unidade não encontrada ou arquivada.",
  },
  areas: {
    dono: areaAtuacao,
    donoId: areaAtuacao.id,
    descricao: areaAtuacao.descricao,
    ativo: areaAtuacao.ativo,
    entidade: "area_atuacao",
    tabela: areaAtuacaoGestor,
    coluna: areaAtuacaoGestor.areaId,
    gestor: areaAtuacaoGestor.usuarioId,
    erro: "Área não encontrada ou arquivada.",
  },
} satisfies Record<
  keyof Gestao,
  {
    dono: PgTable;
    donoId: AnyPgColumn;
    descricao: AnyPgColumn;
    ativo: AnyPgColumn;
    entidade: string;
    tabela: PgTable;
    coluna: AnyPgColumn;
    gestor: AnyPgColumn;
    erro: string;
  }
>;

const ligadas = (conn: Conn, campo: keyof Gestao, usuarioId: number) => {
  const l = LIGACOES[campo];
  return conn
    .select({ id: l.donoId, descricao: l.descricao })
    .from(l.tabela)
    .innerJoin(l.dono, eq(l.donoId, l.coluna))
    .where(eq(l.gestor, usuarioId))
    .orderBy(asc(l.descricao)) as Promise<{ id: number; descricao: string }[]>;
};

/** The units and areas a user answers for, by name. */
export async function gestaoDe(conn: Conn, usuarioId: number) {
  const [unidades, areas] = [
    await ligadas(conn, "unidades", usuarioId),
    await ligadas(conn, "areas", usuarioId),
  ];
  return { unidades, areas };
}

/**
 * Makes a manager answer for exactly these units and areas: the links not wanted are removed, the new ones
 * made (only to active units and areas). Each link and unlink is written to the unit's or area's history,
 * as their own link routes write it, and the open requests of the units' cities gain or lose the manager
 * at once. Answers what changed, for the user's history (null when nothing did).
 */
export async function definirGestao(tx: Tx, usuarioId: number, gestao: Gestao, por: AuthUser) {
  const unidades = (await ligadas(tx, "unidades", usuarioId)).map((u) => u.id);
  const cidades = await cidadesDasUnidades(tx, [...new Set([...unidades, ...gestao.unidades])]);
  return comGestoresEmDia(tx, cidades, () => ligar(tx, usuarioId, gestao, por));
}

async function ligar(tx: Tx, usuarioId: number, gestao: Gestao, por: AuthUser) {
  const [gestor] = await usuariosAtivos(tx, [usuarioId], GESTORES);
  if (!gestor)
    throw badRequest("Só um gestor ou coordenador ativo responde por unidades e áreas.", {
      groups: ["Inclua o grupo gestor ou coordenador."],
    });
  const nome = `Gestor: ${nomeCompletoDe(gestor)}`;
  const mudou: { de: string[]; para: string[] } = { de: [], para: [] };
  for (const campo of ["unidades", "areas"] as const) {
    const l = LIGACOES[campo];
    const antes = await ligadas(tx, campo, usuarioId);
    const querido = new Set(gestao[campo]);
    const sair = antes.filter((a) => !querido.has(a.id));
    const novos = gestao[campo].filter((id) => !antes.some((a) => a.id === id));
    const entrar = novos.length
      ? ((await tx
          .select({ id: l.donoId, descricao: l.descricao })
          .from(l.dono)
          .where(and(inArray(l.donoId, novos), eq(l.ativo, true)))) as { id: number; descricao: string }[])
      : [];
    if (entrar.length < novos.length) throw badRequest("Dados inválidos.", { [campo]: [l.erro] });
    if (sair.length)
      await tx.delete(l.tabela).where(
        and(
          eq(l.gestor, usuarioId),
          inArray(
            l.coluna,
            sair.map((s) => s.id),
          ),
        ),
      );
    if (entrar.length)
      await tx
        .insert(l.tabela)
        .values(entrar.map((e) => ({ [campoDe(l.tabela, l.coluna)]: e.id, usuarioId })));
    for (const s of sair)
      await registrarAuditoria(tx, l.entidade, s.id, por.id, "desvinculo", { de: nome, para: null });
    for (const e of entrar)
      await registrarAuditoria(tx, l.entidade, e.id, por.id, "vinculo", { de: null, para: nome });
    if (sair.length || entrar.length) {
      const rotulo = campo === "unidades" ? "Unidades" : "Áreas";
      const lista = (itens: { descricao: string }[]) =>
        `${rotulo}: ${itens.map((i) => i.descricao).join(", ") || "(nenhuma)"}`;
      mudou.de.push(lista(antes));
      mudou.para.push(lista([...antes.filter((a) => querido.has(a.id)), ...entrar]));
    }
  }
  return mudou.para.length ? { de: mudou.de.join("; "), para: mudou.para.join("; ") } : null;
}
