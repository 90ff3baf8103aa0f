import "server-only";
import { asc } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { faixaQuilometragem, modeloHora, planoPagamento } from "../../db/schema";

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
