import { z } from "@hono/zod-openapi";
import { PAPEIS_SAS } from "@/lib/regras/sas";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { CnpjField, CpfField } from "../empresa";

export const VinculoQuery = z.strictObject({ cnpj: CnpjField, cpf: CpfField });

export const VinculoSchema = z.object({ vinculado: z.boolean() }).openapi("VinculoCpfEmpresa");

const texto = z.string();
const papel = z.enum(PAPEIS_SAS);

/** The company of a link; `id` is the Hub's when the company is registered here. */
const EmpresaVinculadaSchema = z.object({
  id: z.number().int().nullable(),
  razaosocial: texto,
  nomefantasia: texto,
  cnpj_mask: texto.nullable(),
  cpf_mask: texto.nullable(),
});

export const CpfQuery = z.strictObject({ cpf: CpfField });

/** A company a CPF is linked to, with the person's roles in it. */
export const EmpresaDoCpfSchema = EmpresaVinculadaSchema.extend({ papeis: z.array(papel) }).openapi(
  "EmpresaDoCpf",
);

/** A link as lists show it: the CPF masked, whoever reads it. */
export const VinculoItemSchema = z
  .object({
    id: texto,
    papel,
    pessoa: z.object({ nome: texto, sobrenome: texto, cpf_mask: texto.nullable() }),
    empresa: EmpresaVinculadaSchema,
  })
  .openapi("VinculoCpf");

export const VinculoPage = paginatedSchema(VinculoItemSchema, "VinculoCpfPagina");

/** One link: the CPF in full too for those who read CPFs in full (VEEM_CPF), null for everyone else. */
export const VinculoDetalheSchema = VinculoItemSchema.extend({
  pessoa: z.object({ nome: texto, sobrenome: texto, cpf_mask: texto.nullable(), cpf: texto.nullable() }),
}).openapi("VinculoCpfDetalhe");

export const VinculosQuery = PaginationQuery.extend({
  search: z.string().trim().max(120, "Busque com no máximo 120 caracteres.").optional(),
  papel: z.enum(PAPEIS_SAS, { error: "Use PROPRIETARIO ou SOCIO_ADMINISTRADOR." }).optional(),
  cpf: CpfField.optional(),
}).strict();

/**
 * The driver's id of a link (the local driver's are like `pessoa-12`); never `export`, the list's spreadsheet
 * beside it, so the API's document shows that no request is both.
 */
export const VinculoIdParam = z.object({
  id: z.string().regex(/^(?!export$)[\w-]{1,64}$/, "Informe um identificador válido."),
});
