import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { QueryBool, QueryId } from "../../lib/params";
import { ModeloOfertaCardSchema } from "../servico";

const id = z.number().int();
const texto = z.string();

export const VitrineSchema = z
  .object({ acao: z.number().int(), results: z.array(ModeloOfertaCardSchema) })
  .openapi("VitrineModeloOferta");

export const ModeloOfertaListaQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  servico: QueryId.optional(),
  ativo: QueryBool,
}).strict();

/** The list's filters without its page: an export holds every row they pick. */
export const ModeloOfertaExportQuery = ModeloOfertaListaQuery.omit({ page: true, page_size: true }).strict();

export const ModeloOfertaListaPage = paginatedSchema(
  z
    .object({
      id,
      titulo: texto,
      valor: z.number(),
      ativo: z.boolean(),
      servico: z.object({ id, titulo: texto, exige_diagnostico: z.boolean() }),
    })
    .openapi("ModeloOfertaLista"),
  "ModeloOfertaListaPagina",
);
