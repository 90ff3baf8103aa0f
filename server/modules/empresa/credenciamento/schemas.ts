import { z } from "@hono/zod-openapi";
import { ArquivoSchema } from "../../../lib/files";
import { Id, QueryId, Texto } from "../../../lib/params";

const id = z.number().int();
const texto = z.string();
const arquivoForm = (message: string) =>
  z.instanceof(File, { message }).openapi({ type: "string", format: "binary" });

export const StatusSchema = z
  .object({ codigo: texto, descricao: texto, cor: texto })
  .openapi("CredenciamentoStatus");

export const CredenciamentoSchema = z
  .object({
    id,
    servico: z.object({ id, codigo: texto, titulo: texto }),
    status: StatusSchema,
    ativo: z.boolean(),
    suspenso: z.boolean(),
    /** Why staff refused the request or suspended the link. */
    motivo: texto.nullable(),
    /** The document behind a suspension. */
    documento: ArquivoSchema.nullable(),
    /**
     * A document of the tender that accredited this service expired (accepted, past its validity): staff
     * decide whether to suspend; the link is not suspended by itself.
     */
    documento_vencido: z.boolean(),
    versao: z.number().int(),
    dtainclusao: texto,
    dtaatualizacao: texto,
    /** What the signed-in user may do with this link now (the workflow's buttons). */
    acoes: z.array(texto),
  })
  .openapi("Credenciamento");

export const CredenciamentosDaEmpresaSchema = z
  .object({
    empresa: z.object({ id, razaosocial: texto, nomefantasia: texto }),
    credenciamentos: z.array(CredenciamentoSchema),
    /** Required document types the company has not sent yet: until then it may not ask accreditation. */
    documentos_faltantes: z.array(z.object({ id, descricao: texto })),
    /** Active services with no link or a refused one: what the provider may ask and staff may link now. */
    servicos_livres: z.array(z.object({ id, codigo: texto, titulo: texto })),
  })
  .openapi("CredenciamentosDaEmpresa");

export const SolicitarBody = z
  .strictObject({
    servicos: z
      .array(Id, { error: "Escolha ao menos um serviço." })
      .min(1, "Escolha ao menos um serviço.")
      .max(30, "Escolha no máximo 30 serviços de uma vez."),
  })
  .openapi("CredenciamentoSolicitacao");

export const RecusaBody = z
  .strictObject({ servico: Id, motivo: Texto(10, 1000) })
  .openapi("CredenciamentoRecusa");

export const VincularBody = z.strictObject({ empresa: Id, servico: Id }).openapi("CredenciamentoVinculo");

export const ToggleBody = z.strictObject({ id: Id }).openapi("CredenciamentoToggle");

export const SuspenderForm = z
  .strictObject({
    id: QueryId,
    /** "true" suspends (a document and a reason); "false" lifts the suspension (a reason). */
    suspenso: z.enum(["true", "false"], { error: "Use true ou false." }).default("true"),
    motivo: Texto(10, 1000),
    arquivo: arquivoForm("Anexe o documento da suspensão.").optional(),
  })
  .superRefine((f, ctx) => {
    if (f.suspenso === "true" && !f.arquivo)
      ctx.addIssue({ code: "custom", path: ["arquivo"], message: "Anexe o documento da suspensão." });
  })
  .openapi("CredenciamentoSuspensao");

export const DocumentoTipoSchema = z
  .object({ id, descricao: texto, exigido_prestador: z.boolean() })
  .openapi("DocumentoTipo");

export const DocumentoForm = z
  .strictObject({
    empresa: QueryId,
    tipo: QueryId,
    arquivo: arquivoForm("Anexe o documento (PDF, PNG ou JPEG)."),
  })
  .openapi("DocumentoEnvio");

export const DocumentoSchema = z
  .object({
    id,
    tipo: z.object({ id, descricao: texto }),
    arquivo: ArquivoSchema,
    dtainclusao: texto,
  })
  .openapi("EmpresaDocumento");

export const DocumentoPathParams = z.object({ empresa: QueryId, documento: QueryId });

export type RecusaBody = z.infer<typeof RecusaBody>;
export type VincularBody = z.infer<typeof VincularBody>;
export type SuspenderForm = z.infer<typeof SuspenderForm>;
export type DocumentoForm = z.infer<typeof DocumentoForm>;
