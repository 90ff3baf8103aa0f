import { z } from "@hono/zod-openapi";
import { NOTA } from "@/lib/regras/historico";
import { ArquivoSchema } from "../../../lib/files";
import { HistoricoItemSchema } from "../../../lib/history";
import { Texto } from "../../../lib/params";

/** A row of a company's history: a note, or a decision on one of its accreditations (with the service). */
export const HistoricoEmpresaSchema = HistoricoItemSchema.extend({
  servico: z.object({ id: z.number().int(), titulo: z.string() }).nullable(),
  /** The note's attachment; it downloads at GET /empresa/historico/anexo/{id}/ (the row's id). */
  arquivo: ArquivoSchema.nullable(),
}).openapi("EmpresaHistorico");

export const NotaForm = z
  .strictObject({
    texto: Texto(NOTA.min, NOTA.max),
    arquivo: z
      .instanceof(File, { message: "Envie o anexo como arquivo no campo arquivo." })
      .openapi({ type: "string", format: "binary" })
      .optional(),
  })
  .openapi("EmpresaNota");
export type Nota = z.infer<typeof NotaForm>;
