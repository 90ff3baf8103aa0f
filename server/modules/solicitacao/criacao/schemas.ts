import { z } from "@hono/zod-openapi";
import { MAX_ARQUIVOS } from "@/lib/regras/arquivo";
import { TEXTO_MAX, TEXTO_MIN } from "@/lib/regras/solicitacao";
import { PaginationQuery, paginatedSchema } from "../../../lib/pagination";
import { Id, QueryId, Texto } from "../../../lib/params";
const TIPOS = ["INTERNA", "CONTRATACAO_INTERNA"] as const;

// A multipart field sent once arrives as a value, sent again as a list; empresas may also be a JSON array.
const lista = (v: unknown) => {
  const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
  if (list.length !== 1 || typeof list[0] !== "string" || !list[0].trim().startsWith("[")) return list;
  try {
    return JSON.parse(list[0]);
  } catch {
    return list;
  }
};

const arquivoField = z
  .instanceof(File, { message: "Envie um arquivo." })
  .openapi({ type: "string", format: "binary" });

export const EnviarInternoForm = z
  .strictObject({
    modelo_oferta: QueryId,
    empresas: z
      .preprocess(lista, z.array(QueryId).min(1, "Escolha ao menos uma empresa.").max(50))
      .openapi({ type: "array", items: { type: "integer" } }),
    objetivo: Texto(TEXTO_MIN, TEXTO_MAX),
    justificativa: Texto(0, TEXTO_MAX).default(""),
    arquivos: z
      .preprocess(lista, z.array(arquivoField).max(MAX_ARQUIVOS, `Envie no máximo ${MAX_ARQUIVOS} arquivos.`))
      .openapi({ type: "array", items: { type: "string", format: "binary" } }),
    rascunho: QueryId.optional(),
  })
  .openapi("SolicitacaoInternaEnvio");
export type EnviarInterno = z.infer<typeof EnviarInternoForm>;

export const ContratacaoBody = z
  .strictObject({
    modelo_oferta: Id,
    prestador: Id,
    objetivo: Texto(TEXTO_MIN, TEXTO_MAX),
    justificativa: Texto(TEXTO_MIN, TEXTO_MAX),
    centrocusto: Id.optional(),
    empresas: z.array(Id).max(50).default([]),
    rascunho: Id.optional(),
  })
  .openapi("ContratacaoInternaEnvio");
export type Contratacao = z.infer<typeof ContratacaoBody>;

export const SubsolicitacaoBody = z
  .strictObject({
    modelo_oferta: Id,
    objetivo: Texto(TEXTO_MIN, TEXTO_MAX),
    empresas: z.array(Id).min(1, "Escolha ao menos uma empresa.").max(50).optional(),
  })
  .openapi("SubsolicitacaoEnvio");
export type Subsolicitacao = z.infer<typeof SubsolicitacaoBody>;

// Every field of a draft may be unset for now; null clears an id on update.
const campos = {
  modelo_oferta: Id.nullable().optional(),
  empresas: z.array(Id).max(50).optional(),
  prestador: Id.nullable().optional(),
  centrocusto: Id.nullable().optional(),
  objetivo: Texto(0, TEXTO_MAX).optional(),
  justificativa: Texto(0, TEXTO_MAX).optional(),
};

export const RascunhoBody = z
  .strictObject({
    ...campos,
    tipo: z.enum(TIPOS, { error: "Use INTERNA ou CONTRATACAO_INTERNA." }),
    objetivo: campos.objetivo.default(""),
    justificativa: campos.justificativa.default(""),
  })
  .openapi("RascunhoNovo");
export type NovoRascunho = z.infer<typeof RascunhoBody>;

export const RascunhoPatch = z.strictObject(campos).openapi("RascunhoAlteracao");
export type RascunhoCampos = z.infer<typeof RascunhoPatch>;

export const RascunhoQuery = PaginationQuery.extend({
  tipo: z.enum(TIPOS, { error: "Use INTERNA ou CONTRATACAO_INTERNA." }).optional(),
  modelo: QueryId.optional(),
}).strict();
export type RascunhoFilter = z.infer<typeof RascunhoQuery>;

const ref = z.object({ id: z.number().int(), nomefantasia: z.string() });

export const RascunhoSchema = z
  .object({
    id: z.number().int(),
    tipo: z.enum(TIPOS),
    modelooferta: z
      .object({
        id: z.number().int(),
        titulo: z.string(),
        servico: z.object({ id: z.number().int(), titulo: z.string() }),
      })
      .nullable(),
    empresas: z.array(ref),
    prestador: ref.nullable(),
    centrocusto: z.object({ id: z.number().int(), codigo: z.string(), descricao: z.string() }).nullable(),
    objetivo: z.string(),
    justificativa: z.string(),
    dtainclusao: z.string(),
    dtaalteracao: z.string(),
  })
  .openapi("Rascunho");

export const RascunhoPage = paginatedSchema(RascunhoSchema, "RascunhoPagina");

export const DocumentoForm = z
  .strictObject({
    solicitacao: QueryId,
    arquivo: z
      .instanceof(File, { message: "Envie o arquivo no campo arquivo." })
      .openapi({ type: "string", format: "binary" }),
    descricao: Texto(0, 200).default(""),
  })
  .openapi("SolicitacaoDocumentoEnvio");
export type NovoDocumento = z.infer<typeof DocumentoForm>;
