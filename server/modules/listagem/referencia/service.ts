import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  areaAtuacao,
  faixaQuilometragem,
  genero,
  grupo,
  modeloHora,
  planoPagamento,
  status,
  substatus,
  unidadeAtendimento,
} from "../../../db/schema";
import { badRequest } from "../../../lib/errors";
import type { FonteOpcao } from "../service";

/** The option lists that are whole tables: genders, and the active areas and service units. */
export const FONTES = {
  genero: { table: genero, id: genero.id, descricao: genero.descricao },
  areaAtuacao: {
    table: areaAtuacao,
    id: areaAtuacao.id,
    descricao: areaAtuacao.descricao,
    where: eq(areaAtuacao.ativo, true),
  },
  unidadeAtendimento: {
    table: unidadeAtendimento,
    id: unidadeAtendimento.id,
    descricao: unidadeAtendimento.descricao,
    where: eq(unidadeAtendimento.ativo, true),
  },
} satisfies Record<string, FonteOpcao>;

const cor = { id: status.id, codigo: status.codigo, descricao: status.descricao, cor: status.cor };

/** An entity's statuses in workflow order; an entity without any is unknown (400 on `entidade`). */
export async function listStatus(conn: Conn, entidade: string) {
  const rows = await conn
    .select(cor)
    .from(status)
    .where(eq(status.entidade, entidade))
    .orderBy(asc(status.ordem), asc(status.id));
  if (!rows.length) throw badRequest("Dados inválidos.", { entidade: ["Entidade não encontrada."] });
  return rows;
}

/**
 * An entity's substatuses with their status, in workflow order; only one status's when `statusRef`
 * (id or código) is given. Every status has at least one substatus, so none found is an unknown status.
 */
export async function listSubstatus(conn: Conn, entidade: string, statusRef?: number | string) {
  const rows = await conn
    .select({
      id: substatus.id,
      codigo: substatus.codigo,
      descricao: substatus.descricao,
      cor: substatus.cor,
      status: { id: status.id, codigo: status.codigo },
    })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(
      and(
        eq(status.entidade, entidade),
        statusRef === undefined
          ? undefined
          : typeof statusRef === "number"
            ? eq(status.id, statusRef)
            : eq(status.codigo, statusRef),
      ),
    )
    .orderBy(asc(substatus.ordem), asc(substatus.id));
  if (!rows.length)
    throw badRequest(
      "Dados inválidos.",
      statusRef === undefined
        ? { entidade: ["Entidade não encontrada."] }
        : { status: ["Status não encontrado."] },
    );
  return rows;
}

export const listGrupos = (conn: Conn) =>
  conn.select({ id: grupo.id, name: grupo.name }).from(grupo).orderBy(asc(grupo.name));

// numeric columns arrive as strings; two decimals fit a double exactly enough for display and sums.
export async function listModelosHora(conn: Conn) {
  const rows = await conn.select().from(modeloHora).orderBy(asc(modeloHora.descricao), asc(modeloHora.id));
  return rows.map((r) => ({
    id: r.id,
    descricao: r.descricao,
    valor_hora: Number(r.valorHora),
    valor_hora_adicional: Number(r.valorHoraAdicional),
    hora_limite: r.horaLimite,
  }));
}

/** Payment plans by number of instalments, where "3 parcelas" belongs after "2 parcelas". */
export const listPlanosPagamento = (conn: Conn) =>
  conn
    .select({ id: planoPagamento.id, descricao: planoPagamento.descricao, parcelas: planoPagamento.parcelas })
    .from(planoPagamento)
    .orderBy(asc(planoPagamento.parcelas), asc(planoPagamento.descricao));

/** Distance bands from the nearest. */
export async function listFaixasQuilometragem(conn: Conn) {
  const rows = await conn.select().from(faixaQuilometragem).orderBy(asc(faixaQuilometragem.kmMinimo));
  return rows.map((r) => ({
    id: r.id,
    km_minimo: r.kmMinimo,
    km_maximo: r.kmMaximo,
    valor: Number(r.valor),
  }));
}
