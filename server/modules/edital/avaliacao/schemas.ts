import { z } from "@hono/zod-openapi";

const id = z.number().int();
const texto = z.string();

/** A tender with enrolments assigned to the evaluator, and what waits in it. */
export const AvaliacaoResumoSchema = z
  .object({
    id,
    numero_edital: texto,
    titulo: texto,
    inscricoes: id,
    /** Enrolments with documents sent and not yet decided. */
    a_decidir: id,
    /** Documents returned that the companies have yet to correct, and the nearest deadline. */
    em_correcao: id,
    prazo_correcao: texto.nullable(),
  })
  .openapi("AvaliacaoResumo");

export const EditalDoAvaliadorSchema = z
  .object({
    id,
    numero_edital: texto,
    titulo: texto,
    objeto: texto,
    etapas: z.array(
      z.object({
        id,
        titulo: texto,
        ordem: id,
        data_inicio: texto.nullable(),
        data_fim: texto.nullable(),
        grupos: z.array(
          z.object({
            id,
            titulo: texto,
            servico: texto.nullable(),
            documentos: z.array(z.object({ id, nome: texto, obrigatorio: z.boolean(), expira: z.boolean() })),
          }),
        ),
      }),
    ),
    /** The enrolments assigned to the evaluator: their stage and documents accepted of all. */
    inscricoes: z.array(
      z.object({
        id,
        empresa: texto,
        status: z.object({ codigo: texto, descricao: texto, cor: texto }),
        etapa: id.nullable(),
        aceitos: id,
        total: id,
      }),
    ),
  })
  .openapi("EditalDoAvaliador");
