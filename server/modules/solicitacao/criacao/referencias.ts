import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  centroCusto,
  credenciamento,
  credenciamentoApto,
  empresa,
  modeloOferta,
  servico,
} from "../../../db/schema";
import { badRequest } from "../../../lib/errors";

export type Referencias = {
  modelo_oferta?: number | null;
  empresas?: number[];
  prestador?: number | null;
  centrocusto?: number | null;
};

/** Provider company `id` if it may take new work: active and not suspended. */
export const prestadorApto = (id: number) =>
  and(
    eq(empresa.id, id),
    eq(empresa.tipo, "PRESTADOR"),
    eq(empresa.ativo, true),
    eq(empresa.suspenso, false),
  );

/**
 * Loads what a new request or a draft points at, with one query per kind: an active offer of an
 * active service, active client companies, an active and unsuspended provider accredited for the
 * offer's service, an active cost centre. Anything missing becomes a field error (pt-BR).
 */
export async function carregarReferencias(conn: Conn, refs: Referencias) {
  const empresaIds = [...new Set(refs.empresas ?? [])];
  const [[oferta], empresas, [centro]] = await Promise.all([
    refs.modelo_oferta
      ? conn
          .select({ id: modeloOferta.id, valor: modeloOferta.valor, servicoId: modeloOferta.servicoId })
          .from(modeloOferta)
          .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
          .where(
            and(
              eq(modeloOferta.id, refs.modelo_oferta),
              eq(modeloOferta.ativo, true),
              eq(servico.ativo, true),
            ),
          )
      : [],
    empresaIds.length
      ? conn
          .select({ id: empresa.id, cidadeId: empresa.cidadeId })
          .from(empresa)
          .where(and(inArray(empresa.id, empresaIds), eq(empresa.tipo, "CLIENTE"), eq(empresa.ativo, true)))
      : [],
    refs.centrocusto
      ? conn
          .select({ id: centroCusto.id, codigo: centroCusto.codigo })
          .from(centroCusto)
          .where(and(eq(centroCusto.id, refs.centrocusto), eq(centroCusto.ativo, true)))
      : [],
  ]);
  const [prestador] = refs.prestador
    ? await conn
        .select({ id: empresa.id, servicoId: credenciamento.servicoId })
        .from(empresa)
        .leftJoin(
          credenciamento,
          and(
            eq(credenciamento.empresaId, empresa.id),
            credenciamentoApto(),
            eq(credenciamento.servicoId, oferta?.servicoId ?? 0),
          ),
        )
        .where(prestadorApto(refs.prestador))
    : [];

  const errors: Record<string, string[]> = {};
  if (refs.modelo_oferta && !oferta) errors.modelo_oferta = ["Modelo de oferta não encontrado ou inativo."];
  const achadas = new Set(empresas.map((e) => e.id));
  const faltam = empresaIds.filter((e) => !achadas.has(e));
  if (faltam.length) errors.empresas = [`Empresa cliente não encontrada ou inativa: ${faltam.join(", ")}.`];
  if (refs.prestador && (!prestador || (oferta && prestador.servicoId === null)))
    errors.prestador = [
      prestador
        ? "Este prestador não é credenciado para o serviço."
        : "Prestador não encontrado, inativo ou suspenso.",
    ];
  if (refs.centrocusto && !centro) errors.centrocusto = ["Centro de custo não encontrado ou inativo."];
  return { errors, oferta, empresas, centro };
}

/** carregarReferencias, refusing the whole input with 400 when anything is missing. */
export async function validarReferencias(
  conn: Conn,
  refs: Referencias,
  extra: Record<string, string[]> = {},
) {
  const loaded = await carregarReferencias(conn, refs);
  const errors = { ...extra, ...loaded.errors };
  if (Object.keys(errors).length) throw badRequest("Verifique os dados informados.", errors);
  return loaded;
}
