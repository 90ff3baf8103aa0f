import { z } from "@hono/zod-openapi";
import { SITUACOES_CONTRATO } from "@/lib/regras/contrato";
import { QueryId } from "../../../lib/params";

const texto = z.string();
const parte = z.object({ nome: texto, documento_mask: texto });

/**
 * A company's contract as the lookups answer it, the same from the Hub's data and from the ERP (RM): the
 * parties' documents masked (a rural producer's CPF is personal data), the values and the period.
 */
export const ContratoDaEmpresaSchema = z
  .object({
    /** The contract's number where it was read: the Hub's contract id, or RM's number. */
    numero: texto,
    /** The request it was hired through, when the source knows it. */
    nrosolicitacao: texto.nullable(),
    servico: z.object({ codigo: texto, titulo: texto }),
    contratante: parte,
    contratada: parte,
    valor_bruto: z.number(),
    valor_subsidio: z.number(),
    valor_cliente: z.number(),
    /** The period of the work, `AAAA-MM-DD`. */
    inicio: texto,
    fim: texto,
    situacao: z.enum(SITUACOES_CONTRATO),
  })
  .openapi("ContratoDaEmpresa");

export const EmpresaServicoParams = z.object({ empresa: QueryId, servico: QueryId });

/** The ERP lookup takes every service of the company, or one. */
export const ContratoRmQuery = z.strictObject({ servico: QueryId.optional() });
