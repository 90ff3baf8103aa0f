import { z } from "@hono/zod-openapi";
import { TIPOS_RESPOSTA } from "../../db/schema";
import { Id, QueryBool, QueryId } from "../../lib/params";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";

const Ref = z.object({ id: z.number().int(), descricao: z.string() });

const ServicoResumo = z.object({
  id: z.number().int(),
  codigo: z.string(),
  titulo: z.string(),
  exige_diagnostico: z.boolean(),
  porcentagem_subsidio: z.number(),
  tipo: Ref,
  programa: Ref,
  subtema: Ref.extend({ tema: Ref }),
});

export const ModeloOfertaCardSchema = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    descricao: z.string(),
    imagem: z.string().nullable(),
    valor: z.number(),
    carga_horaria: z.number().int(),
    destaque: z.boolean(),
    recomendado: z.boolean(),
    servico: ServicoResumo,
  })
  .openapi("ModeloOfertaCard");

export const EtapaModeloSchema = z
  .object({
    id: z.number().int(),
    ordem: z.number().int(),
    titulo: z.string(),
    descricao: z.string(),
    entregavel: z.string(),
  })
  .openapi("EtapaModelo");

export const ModeloOfertaDetalheSchema = ModeloOfertaCardSchema.extend({
  servico: ServicoResumo.extend({ descricao: z.string() }),
  etapas: z.array(EtapaModeloSchema),
}).openapi("ModeloOfertaDetalhe");

export const ModeloOfertaPage = paginatedSchema(ModeloOfertaCardSchema, "ModeloOfertaPagina");

export const PerguntaSchema = z
  .object({
    id: z.number().int(),
    pergunta: z.string(),
    chave: z.string(),
    tipo_resposta: z.enum(TIPOS_RESPOSTA),
    opcoes: z.array(z.string()),
    obrigatoria: z.boolean(),
    ordem: z.number().int(),
  })
  .openapi("PerguntaDimensionamento");

export const QuestionarioSchema = z
  .object({ id: z.number().int(), descricao: z.string(), perguntas: z.array(PerguntaSchema) })
  .openapi("QuestionarioDimensionamento");

export const PrestadorSchema = z
  .object({
    id: z.number().int(),
    nomefantasia: z.string(),
    razaosocial: z.string(),
    cidade: z.object({ id: z.number().int(), nome: z.string() }),
    estado: z.object({ sigla: z.string() }),
  })
  .openapi("PrestadorCredenciado");

export const FiltrosSchema = z
  .object({
    temas: z.array(Ref.extend({ subtemas: z.array(Ref) })),
    tipos: z.array(Ref),
    programas: z.array(Ref),
  })
  .openapi("FiltrosCatalogo");

const optionalId = QueryId.optional();

export const ServicoQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  ativo: QueryBool.default(true),
  tema: optionalId,
  subtema: optionalId,
  tipo: optionalId,
}).strict();
export type ServicoQuery = z.infer<typeof ServicoQuery>;

export const PerguntaQuery = z
  .object({
    servico: z
      .string({ error: "Informe o serviço." })
      .regex(/^[1-9]\d{0,9}$/, "Serviço inválido.")
      .transform(Number)
      .pipe(Id),
  })
  .strict();

export const ServicoListaQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  ativo: QueryBool,
}).strict();

export const ServicoListaPage = paginatedSchema(
  z
    .object({
      id: z.number().int(),
      codigo: z.string(),
      titulo: z.string(),
      ativo: z.boolean(),
      exige_diagnostico: z.boolean(),
      tipo: z.object({ descricao: z.string() }),
      programa: z.object({ descricao: z.string() }),
    })
    .openapi("ServicoLista"),
  "ServicoListaPagina",
);
