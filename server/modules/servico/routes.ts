import "server-only";
import { IdParam } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { SIMPLE_LIST_PAGE_SIZE } from "@/lib/constants";
import { json, leitura } from "../../lib/endpoint";
import { rotasDeCadastro } from "./cadastro/routes";
import { OpcaoPage, SearchQuery, opcoesPaginadas } from "../../lib/opcoes";
import {
  FiltrosSchema,
  ModeloOfertaDetalheSchema,
  ModeloOfertaPage,
  PerguntaQuery,
  PerguntaSchema,
  PrestadorSchema,
  QuestionarioSchema,
  ServicoListaPage,
  ServicoListaQuery,
  ServicoQuery,
} from "./schemas";
import {
  getDetalhe,
  getFiltros,
  getQuestionario,
  listPerguntas,
  listPrestadores,
  listServicos,
  listServicosCadastrados,
  servicosAtivos,
} from "./service";

export const servicoRoutes = new OpenAPIHono<HubEnv>();

// GET /servico/ – the public catalogue: one card per offer model, filtered and paginated
leitura(
  servicoRoutes,
  { path: "/servico/", acao: "catalogo.ver", tags: ["servico"], query: ServicoQuery },
  json(ModeloOfertaPage, "Modelos de oferta do catálogo"),
  async ({ db, query, pagina }) => {
    return pagina((win) => listServicos(db, query, win));
  },
);

// GET /servico/filtros/ – themes with subthemes, types and programmes to filter the catalogue
leitura(
  servicoRoutes,
  { path: "/servico/filtros/", acao: "catalogo.ver", tags: ["servico"] },
  json(FiltrosSchema, "Opções de filtro do catálogo"),
  async ({ db }) => getFiltros(db),
);

// GET /servico/detalhe/{id}/ – one active offer model with its stages; records a view
leitura(
  servicoRoutes,
  { path: "/servico/detalhe/{id}/", acao: "catalogo.ver", tags: ["servico"], params: IdParam },
  json(ModeloOfertaDetalheSchema, "Modelo de oferta"),
  async ({ db, sessao, params }) => {
    const { id } = params;
    return getDetalhe(db, id, sessao?.id ?? null);
  },
);

// GET /servico/detalhe/{id}/prestadores/ – providers accredited for the offer's service
leitura(
  servicoRoutes,
  { path: "/servico/detalhe/{id}/prestadores/", acao: "catalogo.ver", tags: ["servico"], params: IdParam },
  json(z.array(PrestadorSchema), "Prestadores credenciados"),
  async ({ db, params }) => listPrestadores(db, params.id),
);

// GET /servico/detalhe/{id}/questionario/ – the dimensioning questions of the offer's service
leitura(
  servicoRoutes,
  { path: "/servico/detalhe/{id}/questionario/", acao: "catalogo.ver", tags: ["servico"], params: IdParam },
  json(QuestionarioSchema, "Questionário de dimensionamento"),
  async ({ db, params }) => getQuestionario(db, params.id),
);

// GET /listagem/pergunta/dimensionamento/ – the dimensioning questions of one service
leitura(
  servicoRoutes,
  {
    path: "/listagem/pergunta/dimensionamento/",
    acao: "catalogo.ver",
    tags: ["servico"],
    query: PerguntaQuery,
  },
  json(z.array(PerguntaSchema), "Perguntas de dimensionamento"),
  async ({ db, query }) => listPerguntas(db, query.servico),
);

// GET /listagem/interno/servicos/ – services with type and programme, by situation, paginated
leitura(
  servicoRoutes,
  {
    path: "/listagem/interno/servicos/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: ServicoListaQuery,
  },
  json(ServicoListaPage, "Serviços"),
  async ({ db, query, pagina }) => pagina((win) => listServicosCadastrados(db, query, win)),
);

// GET /listagem/simples/interno/servicos/ – active services, descricao = título, 100 a page
leitura(
  servicoRoutes,
  {
    path: "/listagem/simples/interno/servicos/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: SearchQuery,
  },
  json(OpcaoPage, "Serviços"),
  async ({ db, query, pagina }) =>
    pagina((win) => opcoesPaginadas(db, servicosAtivos(), query.search, win), SIMPLE_LIST_PAGE_SIZE),
);

rotasDeCadastro(servicoRoutes);
