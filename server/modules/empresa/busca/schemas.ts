import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../../lib/pagination";
import { QueryId } from "../../../lib/params";

const id = z.number().int();
const texto = z.string();
const Ref = z.object({ id, descricao: texto });

/** The filters of the staff's company search, the same for its page and its spreadsheet. */
const filtros = {
  search: z.string().trim().max(120, "Busque com no máximo 120 caracteres.").optional(),
  areaatuacao: QueryId.optional(),
  tipo: z.enum(["CLIENTE", "PRESTADOR"], { error: "Use CLIENTE ou PRESTADOR." }).optional(),
};

export const FiltroEmpresaQuery = z.strictObject(filtros);
export type FiltroEmpresa = z.infer<typeof FiltroEmpresaQuery>;

export const BuscaEmpresaQuery = PaginationQuery.extend(filtros).strict();

/** A company's standing, derived from its flags (see statusDe). */
export const StatusEmpresaSchema = z
  .object({ codigo: z.enum(["ATIVA", "SUSPENSA", "INATIVA"]), descricao: texto, cor: texto })
  .openapi("StatusEmpresa");

/** A company as the staff's search lists it. */
export const EmpresaBuscadaSchema = z
  .object({
    id,
    tipo: z.enum(["CLIENTE", "PRESTADOR"]),
    cnpj_mask: texto.nullable(),
    cpf_mask: texto.nullable(),
    razaosocial: texto,
    nomefantasia: texto,
    porte: Ref.nullable(),
    areaatuacao: Ref.nullable(),
    cidade: z.object({ id, nome: texto }),
    estado: z.object({ sigla: texto }),
    ativo: z.boolean(),
    suspenso: z.boolean(),
    status: StatusEmpresaSchema,
    dtainclusao: texto,
  })
  .openapi("EmpresaBuscada");

export const EmpresaBuscadaPage = paginatedSchema(EmpresaBuscadaSchema, "EmpresaBuscadaPagina");
