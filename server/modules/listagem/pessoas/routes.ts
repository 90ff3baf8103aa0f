import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import { CLIENT_PAGE_SIZE } from "@/lib/constants";
import type { HubEnv } from "../../../lib/context";
import { endpoint, json } from "../../../lib/endpoint";
import {
  ClientePage,
  ModeloOfertaListaPage,
  ModeloOfertaListaQuery,
  PessoaEmpresaPage,
  PessoaEmpresaQuery,
  PrestadorListaPage,
  PrestadorListaQuery,
  SearchQuery,
  ServicoListaPage,
  ServicoListaQuery,
  UsuarioInternoPage,
  UsuarioOpcaoPage,
} from "../schemas";
import { listClientes, listModelosOferta, listPrestadores, listServicos } from "./service";
import { GESTORES, listPessoasEmpresa, listUsuariosDosGrupos, listUsuariosInternos } from "../../usuario";

export const listagemPessoasRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/interno/clientes/ – active client companies and rural producers, searched, 50 a page
endpoint(
  listagemPessoasRoutes,
  {
    method: "get",
    path: "/listagem/interno/clientes/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: SearchQuery },
    responses: { 200: json(ClientePage, "Clientes") },
  },
  async ({ db, query, pagina }) => pagina((win) => listClientes(db, query.search, win), CLIENT_PAGE_SIZE),
);

// GET /listagem/interno/proprietarios/ – owners of rural properties, searched, paginated
endpoint(
  listagemPessoasRoutes,
  {
    method: "get",
    path: "/listagem/interno/proprietarios/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: PessoaEmpresaQuery },
    responses: { 200: json(PessoaEmpresaPage, "Proprietários") },
  },
  async ({ db, query, pagina }) => {
    const page = await pagina((win) => listPessoasEmpresa(db, "PROPRIETARIO", query, win));
    return page;
  },
);

// GET /listagem/interno/sociosAdministradores/ – managing partners of client companies, searched, paginated
endpoint(
  listagemPessoasRoutes,
  {
    method: "get",
    path: "/listagem/interno/sociosAdministradores/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: PessoaEmpresaQuery },
    responses: { 200: json(PessoaEmpresaPage, "Sócios administradores") },
  },
  async ({ db, query, pagina }) => {
    const page = await pagina((win) => listPessoasEmpresa(db, "SOCIO_ADMINISTRADOR", query, win));
    return page;
  },
);

// GET /listagem/interno/consultores/ – active consultants, searched, paginated
endpoint(
  listagemPessoasRoutes,
  {
    method: "get",
    path: "/listagem/interno/consultores/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: SearchQuery },
    responses: { 200: json(UsuarioOpcaoPage, "Consultores") },
  },
  async ({ db, query, pagina }) => {
    const page = await pagina((win) => listUsuariosDosGrupos(db, ["consultor"], query.search, win));
    return page;
  },
);

// GET /listagem/interno/gestores/ – active managers and coordinators, searched, paginated
endpoint(
  listagemPessoasRoutes,
  {
    method: "get",
    path: "/listagem/interno/gestores/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: SearchQuery },
    responses: { 200: json(UsuarioOpcaoPage, "Gestores") },
  },
  async ({ db, query, pagina }) => {
    const page = await pagina((win) => listUsuariosDosGrupos(db, GESTORES, query.search, win));
    return page;
  },
);

// GET /listagem/usuarios/internos/ – active staff users with their groups, searched, paginated
endpoint(
  listagemPessoasRoutes,
  {
    method: "get",
    path: "/listagem/usuarios/internos/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: SearchQuery },
    responses: { 200: json(UsuarioInternoPage, "Usuários internos") },
  },
  async ({ db, query, pagina }) => {
    const page = await pagina((win) => listUsuariosInternos(db, query.search, win));
    return page;
  },
);

// GET /listagem/interno/modelosoferta/ – offer models with their service, by service and situation, paginated
endpoint(
  listagemPessoasRoutes,
  {
    method: "get",
    path: "/listagem/interno/modelosoferta/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: ModeloOfertaListaQuery },
    responses: { 200: json(ModeloOfertaListaPage, "Modelos de oferta") },
  },
  async ({ db, query, pagina }) => {
    const page = await pagina((win) => listModelosOferta(db, query, win));
    return page;
  },
);

// GET /listagem/interno/prestadores/ – provider companies, only those accredited for `servico` when given, paginated
endpoint(
  listagemPessoasRoutes,
  {
    method: "get",
    path: "/listagem/interno/prestadores/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: PrestadorListaQuery },
    responses: { 200: json(PrestadorListaPage, "Prestadores") },
  },
  async ({ db, query, pagina }) => {
    const page = await pagina((win) => listPrestadores(db, query, win));
    return page;
  },
);

// GET /listagem/interno/servicos/ – services with type and programme, by situation, paginated
endpoint(
  listagemPessoasRoutes,
  {
    method: "get",
    path: "/listagem/interno/servicos/",
    acao: "referencia.listar",
    tags: ["listagem"],
    request: { query: ServicoListaQuery },
    responses: { 200: json(ServicoListaPage, "Serviços") },
  },
  async ({ db, query, pagina }) => {
    const page = await pagina((win) => listServicos(db, query, win));
    return page;
  },
);
