import { z } from "@hono/zod-openapi";
import { LIMITES_EDITAL, RESULTADOS_SERVICO } from "@/lib/regras/edital";
import { Id, QueryId, Texto } from "../../../lib/params";

const id = z.number().int();
const texto = z.string();

const StatusSchema = z.object({ codigo: texto, descricao: texto, cor: texto }).openapi("InscricaoStatus");
const ServicoSchema = z.object({ id, titulo: texto });
const EmpresaSchema = z.object({ id, nomefantasia: texto, cnpj: texto.nullable() });

/** A tender's candidate for staff: its company, state, services (with their result once fixed) and evaluator. */
export const CandidatoSchema = z
  .object({
    inscricao: id,
    empresa: EmpresaSchema,
    status: StatusSchema,
    etapa_atual: texto.nullable(),
    servicos: z.array(ServicoSchema.extend({ resultado: z.enum(RESULTADOS_SERVICO).nullable() })),
    avaliador: z.object({ id, nome: texto }).nullable(),
  })
  .openapi("CandidatoEdital");

/** One candidate's result: its services approved and refused, its appeal and what the user may do now. */
export const ResultadoSchema = z
  .object({
    inscricao: id,
    versao: z.number().int(),
    edital: z.object({ id, numero_edital: texto, titulo: texto }),
    empresa: EmpresaSchema,
    status: StatusSchema,
    servicos_aprovados: z.array(ServicoSchema),
    servicos_reprovados: z.array(ServicoSchema),
    /** The last day (AAAA-MM-DD, São Paulo) the candidate may appeal. */
    prazo_recurso: texto.nullable(),
    recurso: z.object({ texto, arquivo: z.boolean(), decisao: texto.nullable() }).nullable(),
    dtaresultado: texto.nullable(),
    /** The workflow's actions open to the user: recorrer, decidir_recurso, publicar_resultado. */
    acoes: z.array(texto),
  })
  .openapi("ResultadoInscricao");

export const ResultadoEmpresaParams = z.object({ id: QueryId, empresa: QueryId });
export const PublicarParams = z.object({ edital: QueryId, inscricao: QueryId });

export const RecursoForm = z
  .strictObject({
    texto: Texto(10, LIMITES_EDITAL.recurso),
    arquivo: z
      .instanceof(File, { message: "Anexe o arquivo do recurso (PDF ou imagem)." })
      .openapi({ type: "string", format: "binary" })
      .optional(),
  })
  .openapi("RecursoInscricao");

export const DecisaoRecursoBody = z
  .strictObject({
    deferido: z.boolean({ error: "Diga se o recurso foi deferido." }),
    decisao: Texto(5, LIMITES_EDITAL.recurso),
    /** Refused services the granted appeal turns into approved. */
    servicos: z.array(Id).max(50).default([]),
  })
  .superRefine((b, ctx) => {
    if (!b.deferido && b.servicos.length)
      ctx.addIssue({
        code: "custom",
        path: ["servicos"],
        message: "Só um recurso deferido aprova serviços.",
      });
  })
  .openapi("DecisaoRecurso");

/** A company with accepted tender documents past their validity, for staff. */
export const VencidoSchema = z
  .object({
    empresa: z.object({ id, nomefantasia: texto }),
    documentos: z.array(
      z.object({ id, nome: texto, validade: texto, edital: z.object({ id, numero_edital: texto }) }),
    ),
  })
  .openapi("EmpresaComDocumentoVencido");

export type RecursoForm = z.infer<typeof RecursoForm>;
export type DecisaoRecursoBody = z.infer<typeof DecisaoRecursoBody>;
