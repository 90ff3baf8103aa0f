import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { corpo, escrita, json, leitura } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { exportacao } from "../../lib/exportacao";
import { SearchQuery } from "../../lib/opcoes";
import { IdParam } from "../../lib/params";
import { rotasDoDimensionamento } from "./dimensionamento/routes";
import {
  QuestionarioAtualizacaoBody,
  QuestionarioBody,
  QuestionarioDetalheSchema,
  QuestionarioOpcaoSchema,
  QuestionarioResumoPage,
  ServicosDoQuestionarioBody,
} from "./schemas";
import {
  atualizarQuestionario,
  criarQuestionario,
  definirServicos,
  detalharQuestionario,
  listarQuestionarios,
  listarResumos,
  lotesDeResumos,
  removerQuestionario,
} from "./service";

export const questionarioRoutes = new OpenAPIHono<HubEnv>();
rotasDoDimensionamento(questionarioRoutes);
const tags = ["questionario"];
const PATH = "/questionario/interno/";
const detalhe = json(QuestionarioDetalheSchema, "Questionário com perguntas e serviços");

// GET /questionario/interno/ – every evaluation questionnaire, by description, for selects
leitura(
  questionarioRoutes,
  { path: PATH, acao: "questionario.gerir", tags },
  json(z.array(QuestionarioOpcaoSchema), "Questionários"),
  ({ db }) => listarQuestionarios(db),
);

// POST /questionario/interno/ – creates a questionnaire with its questions (optionally the new default)
escrita(
  questionarioRoutes,
  { method: "post", path: PATH, acao: "questionario.gerir", tags, body: corpo(QuestionarioBody) },
  { 201: detalhe },
  ({ db, body }) => criarQuestionario(db, body),
);

// PUT /questionario/interno/atualiza/ – replaces a questionnaire's description and questions
escrita(
  questionarioRoutes,
  {
    method: "put",
    path: `${PATH}atualiza/`,
    acao: "questionario.gerir",
    tags,
    body: corpo(QuestionarioAtualizacaoBody),
  },
  { 200: detalhe, 422: json(ErrorSchema, "O questionário padrão só deixa de sê-lo quando outro é marcado") },
  ({ db, body: { id, ...resto } }) => atualizarQuestionario(db, id, resto),
);

// DELETE /questionario/interno/{id}/ – deletes a questionnaire other than the default
escrita(
  questionarioRoutes,
  { method: "delete", path: `${PATH}{id}/`, acao: "questionario.gerir", tags, params: IdParam },
  {
    204: { description: "Questionário excluído" },
    409: json(ErrorSchema, "O questionário padrão não pode ser excluído"),
  },
  async ({ db, params }) => {
    await removerQuestionario(db, params.id);
    return null;
  },
);

// GET /questionario/interno/lista/ – questionnaires with their counts of questions, services and evaluations
leitura(
  questionarioRoutes,
  { path: `${PATH}lista/`, acao: "questionario.gerir", tags, query: SearchQuery },
  json(QuestionarioResumoPage, "Questionários"),
  ({ db, query, pagina }) => pagina((win) => listarResumos(db, query.search, win)),
);

// GET /questionario/interno/export/ – the list's questionnaires (its search, every page) as an XLSX, streamed
exportacao(questionarioRoutes, {
  path: `${PATH}export/`,
  acao: "questionario.gerir",
  tags,
  query: SearchQuery,
  arquivo: "questionarios",
  nome: { singular: "Questionário", plural: "Questionários" },
  lotes: (db, query) => lotesDeResumos(db, query.search),
  colunas: [
    { titulo: "Descrição", largura: 48, valor: (q) => q.descricao },
    { titulo: "Padrão", largura: 8, valor: (q) => (q.padrao ? "Sim" : "Não") },
    { titulo: "Perguntas", largura: 11, tipo: "inteiro", valor: (q) => q.perguntas },
    { titulo: "Serviços", largura: 10, tipo: "inteiro", valor: (q) => q.servicos },
    { titulo: "Avaliações", largura: 12, tipo: "inteiro", valor: (q) => q.avaliacoes },
  ],
});

// POST /questionario/interno/lista/ – the services that use a questionnaire become exactly those sent
escrita(
  questionarioRoutes,
  {
    method: "post",
    path: `${PATH}lista/`,
    acao: "questionario.gerir",
    tags,
    body: corpo(ServicosDoQuestionarioBody),
  },
  { 200: detalhe },
  ({ db, body }) => definirServicos(db, body),
);

// GET /questionario/interno/lista/{id}/ – one questionnaire with its questions and services
leitura(
  questionarioRoutes,
  { path: `${PATH}lista/{id}/`, acao: "questionario.gerir", tags, params: IdParam },
  detalhe,
  ({ db, params }) => detalharQuestionario(db, params.id),
);
