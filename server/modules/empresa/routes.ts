import "server-only";
import { IdParam, NoQuery } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { ErrorSchema } from "../../lib/errors";
import { CLIENT_PAGE_SIZE, SIMPLE_LIST_PAGE_SIZE } from "@/lib/constants";
import { corpo, endpoint, json, leitura } from "../../lib/endpoint";
import { OpcaoPage, SearchQuery, opcoesPaginadas } from "../../lib/opcoes";
import { consultaProdutorRural, createEmpresa } from "./create";
import { exigirConsultaDeDocumento } from "./limites";
import { listClientes, listPrestadores, prestadoresAtivos } from "./listas";
import {
  ClientePage,
  EmpresaCreateBody,
  EmpresaPage,
  EmpresaQuery,
  EmpresaResumoSchema,
  EmpresaSchema,
  ProdutorRuralQuery,
  PrestadorListaPage,
  PrestadorListaQuery,
  ProdutorRuralSchema,
} from "./schemas";
import { PerfilPrestadorSchema, perfilDoPrestador } from "./prestador";
import { getEmpresaDoUsuario, listEmpresasDoUsuario, listEmpresasResumo } from "./service";
import { buscaRoutes } from "./busca/routes";
import { detalheRoutes } from "./detalhe/routes";
import { historicoRoutes } from "./historico/routes";

export const empresaRoutes = new OpenAPIHono<HubEnv>();

// GET /empresa/ – the caller's own companies (client or provider), with search, paginated
leitura(
  empresaRoutes,
  { path: "/empresa/", acao: "empresa.propria", tags: ["empresa"], query: EmpresaQuery },
  json(EmpresaPage, "Empresas do usuário"),
  async ({ db, user, query, pagina }) => {
    return pagina((win) => listEmpresasDoUsuario(db, user.id, query, win));
  },
);

// GET /empresa/list/ – the client's active companies, short form, unpaginated (registered before {id})
leitura(
  empresaRoutes,
  { path: "/empresa/list/", acao: "empresa.cliente", tags: ["empresa"] },
  json(z.array(EmpresaResumoSchema), "Empresas do cliente"),
  async ({ db, user }) => listEmpresasResumo(db, user.id),
);

// GET /empresa/{id}/ – one of the client's companies; 404 for any other
leitura(
  empresaRoutes,
  { path: "/empresa/{id}/", acao: "empresa.cliente", tags: ["empresa"], params: IdParam },
  json(EmpresaSchema, "Empresa"),
  async ({ db, user, params }) => getEmpresaDoUsuario(db, user.id, params.id),
);

const muitas = { 429: json(ErrorSchema, "Consultas de CPF ou CNPJ demais deste usuário") };

// POST /empresa/ – the client registers a company (CNPJ) or rural producer (CPF), linked to itself
endpoint(
  empresaRoutes,
  {
    method: "post",
    path: "/empresa/",
    acao: "empresa.cliente",
    tags: ["empresa"],
    request: { query: NoQuery, body: corpo(EmpresaCreateBody) },
    responses: {
      201: json(EmpresaSchema, "Empresa cadastrada"),
      409: json(ErrorSchema, "Documento já cadastrado"),
      ...muitas,
    },
  },
  async ({ db, user, body, now }) => {
    // Taken before the registration's transaction and committed on its own: a 409 (the document is
    // registered) must count, or the route would tell of anyone's CPF without limit.
    await exigirConsultaDeDocumento(db, user.id, now);
    return db.transaction((tx) => createEmpresa(tx, user.id, body));
  },
);

// GET /consulta/produtor-rural/ – whether a rural producer with this CPF is registered
endpoint(
  empresaRoutes,
  {
    method: "get",
    path: "/consulta/produtor-rural/",
    acao: "cpf.consultar",
    tags: ["empresa"],
    request: { query: ProdutorRuralQuery },
    responses: { 200: json(ProdutorRuralSchema, "Resultado da consulta"), ...muitas },
  },
  async ({ db, user, query, now }) => {
    // The one read that writes: the attempt it counts (limite_tentativa), not anything it reads.
    await exigirConsultaDeDocumento(db, user.id, now);
    return consultaProdutorRural(db, user, query.param_value);
  },
);

// GET /listagem/interno/clientes/ – active client companies and rural producers, searched, 50 a page
leitura(
  empresaRoutes,
  { path: "/listagem/interno/clientes/", acao: "referencia.listar", tags: ["listagem"], query: SearchQuery },
  json(ClientePage, "Clientes"),
  async ({ db, query, pagina }) => pagina((win) => listClientes(db, query.search, win), CLIENT_PAGE_SIZE),
);

// GET /listagem/interno/prestadores/ – provider companies, only those accredited for `servico` when given, paginated
leitura(
  empresaRoutes,
  {
    path: "/listagem/interno/prestadores/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: PrestadorListaQuery,
  },
  json(PrestadorListaPage, "Prestadores"),
  async ({ db, query, pagina }) => pagina((win) => listPrestadores(db, query, win)),
);

// GET /listagem/simples/interno/prestadores/ – active provider companies, descricao = nome fantasia, 100 a page
leitura(
  empresaRoutes,
  {
    path: "/listagem/simples/interno/prestadores/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: SearchQuery,
  },
  json(OpcaoPage, "Prestadores"),
  async ({ db, query, pagina }) =>
    pagina((win) => opcoesPaginadas(db, prestadoresAtivos(), query.search, win), SIMPLE_LIST_PAGE_SIZE),
);

// GET /empresa/prestador/{id}/ – a provider's profile for those it quotes or works for ("provider data")
leitura(
  empresaRoutes,
  { path: "/empresa/prestador/{id}/", acao: "prestador.ver", tags: ["empresa"], params: IdParam },
  json(PerfilPrestadorSchema, "Perfil do prestador"),
  ({ db, params }) => perfilDoPrestador(db, params.id),
);

// Staff looking companies up: search and export, detail and documents, history and notes.
empresaRoutes.route("/", buscaRoutes);
empresaRoutes.route("/", detalheRoutes);
empresaRoutes.route("/", historicoRoutes);
