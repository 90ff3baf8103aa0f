import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import { CLIENT_PAGE_SIZE } from "@/lib/constants";
import type { HubEnv } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { hubRoute, json } from "../../lib/route";
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
} from "./schemas";
import { listClientes, listModelosOferta, listPrestadores, listServicos } from "./service-interno";
import { GESTORES, listPessoasEmpresa, listUsuariosDosGrupos, listUsuariosInternos } from "../usuario";

export const listagemInternoRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/interno/clientes/ – active client companies and rural producers, searched, 50 a page
listagemInternoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/interno/clientes/",
    tags: ["listagem"],
    request: { query: SearchQuery },
    responses: { 200: json(ClientePage, "Clientes") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const page = await pageOf(
      c.req.url,
      q,
      (win) => listClientes(c.get("db"), q.search, win),
      CLIENT_PAGE_SIZE,
    );
    return c.json(page, 200);
  },
);

// GET /listagem/interno/proprietarios/ – owners of rural properties, searched, paginated
listagemInternoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/interno/proprietarios/",
    tags: ["listagem"],
    request: { query: PessoaEmpresaQuery },
    responses: { 200: json(PessoaEmpresaPage, "Proprietários") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const page = await pageOf(c.req.url, q, (win) => listPessoasEmpresa(c.get("db"), "PROPRIETARIO", q, win));
    return c.json(page, 200);
  },
);

// GET /listagem/interno/sociosAdministradores/ – managing partners of client companies, searched, paginated
listagemInternoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/interno/sociosAdministradores/",
    tags: ["listagem"],
    request: { query: PessoaEmpresaQuery },
    responses: { 200: json(PessoaEmpresaPage, "Sócios administradores") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const page = await pageOf(c.req.url, q, (win) =>
      listPessoasEmpresa(c.get("db"), "SOCIO_ADMINISTRADOR", q, win),
    );
    return c.json(page, 200);
  },
);

// GET /listagem/interno/consultores/ – active consultants, searched, paginated
listagemInternoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/interno/consultores/",
    tags: ["listagem"],
    request: { query: SearchQuery },
    responses: { 200: json(UsuarioOpcaoPage, "Consultores") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const page = await pageOf(c.req.url, q, (win) =>
      listUsuariosDosGrupos(c.get("db"), ["consultor"], q.search, win),
    );
    return c.json(page, 200);
  },
);

// GET /listagem/interno/gestores/ – active managers and coordinators, searched, paginated
listagemInternoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/interno/gestores/",
    tags: ["listagem"],
    request: { query: SearchQuery },
    responses: { 200: json(UsuarioOpcaoPage, "Gestores") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const page = await pageOf(c.req.url, q, (win) =>
      listUsuariosDosGrupos(c.get("db"), GESTORES, q.search, win),
    );
    return c.json(page, 200);
  },
);

// GET /listagem/usuarios/internos/ – active staff users with their groups, searched, paginated
listagemInternoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/usuarios/internos/",
    tags: ["listagem"],
    request: { query: SearchQuery },
    responses: { 200: json(UsuarioInternoPage, "Usuários internos") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const page = await pageOf(c.req.url, q, (win) => listUsuariosInternos(c.get("db"), q.search, win));
    return c.json(page, 200);
  },
);

// GET /listagem/interno/modelosoferta/ – offer models with their service, by service and situation, paginated
listagemInternoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/interno/modelosoferta/",
    tags: ["listagem"],
    request: { query: ModeloOfertaListaQuery },
    responses: { 200: json(ModeloOfertaListaPage, "Modelos de oferta") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const page = await pageOf(c.req.url, q, (win) => listModelosOferta(c.get("db"), q, win));
    return c.json(page, 200);
  },
);

// GET /listagem/interno/prestadores/ – provider companies, only those accredited for `servico` when given, paginated
listagemInternoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/interno/prestadores/",
    tags: ["listagem"],
    request: { query: PrestadorListaQuery },
    responses: { 200: json(PrestadorListaPage, "Prestadores") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const page = await pageOf(c.req.url, q, (win) => listPrestadores(c.get("db"), q, win));
    return c.json(page, 200);
  },
);

// GET /listagem/interno/servicos/ – services with type and programme, by situation, paginated
listagemInternoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/interno/servicos/",
    tags: ["listagem"],
    request: { query: ServicoListaQuery },
    responses: { 200: json(ServicoListaPage, "Serviços") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const page = await pageOf(c.req.url, q, (win) => listServicos(c.get("db"), q, win));
    return c.json(page, 200);
  },
);
