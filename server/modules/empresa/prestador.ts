import "server-only";
import { z } from "@hono/zod-openapi";
import { and, asc, eq } from "drizzle-orm";
import { maskCNPJ } from "@/lib/format";
import type { Conn } from "../../db/client";
import { cidade, credenciamento, credenciamentoApto, empresa, estado, servico } from "../../db/schema";
import { notFound } from "../../lib/errors";

const texto = z.string();

/** A provider company as the people it works for see it ("provider data", "diagnostician data"). */
export const PerfilPrestadorSchema = z
  .object({
    id: z.number().int(),
    razaosocial: texto,
    nomefantasia: texto,
    cnpj_mask: texto.nullable(),
    cidade: texto,
    uf: texto,
    telefone: texto,
    email: texto,
    /** The services it is accredited for (active links), with since when. */
    credenciamentos: z.array(z.object({ servico: texto, desde: texto })),
  })
  .openapi("PerfilPrestador");

/** Provider company `id`'s public profile: who it is, where, how to reach it and what it is accredited for. */
export async function perfilDoPrestador(conn: Conn, id: number) {
  const [p] = await conn
    .select({
      id: empresa.id,
      razaosocial: empresa.razaosocial,
      nomefantasia: empresa.nomefantasia,
      cnpj: empresa.cnpj,
      cidade: cidade.nome,
      uf: estado.sigla,
      telefone: empresa.telefone,
      email: empresa.email,
    })
    .from(empresa)
    .innerJoin(cidade, eq(cidade.id, empresa.cidadeId))
    .innerJoin(estado, eq(estado.id, cidade.estadoId))
    .where(and(eq(empresa.id, id), eq(empresa.tipo, "PRESTADOR")));
  if (!p) throw notFound("Prestador não encontrado.");
  const credenciamentos = await conn
    .select({ servico: servico.titulo, desde: credenciamento.dtainclusao })
    .from(credenciamento)
    .innerJoin(servico, eq(servico.id, credenciamento.servicoId))
    .where(and(eq(credenciamento.empresaId, id), credenciamentoApto()))
    .orderBy(asc(servico.titulo));
  const { cnpj, ...resto } = p;
  return {
    ...resto,
    cnpj_mask: cnpj ? maskCNPJ(cnpj) : null,
    credenciamentos: credenciamentos.map((c) => ({ ...c, desde: c.desde.toISOString() })),
  };
}
