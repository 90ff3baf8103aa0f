import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { SIMPLE_LIST_PAGE_SIZE } from "@/lib/constants";
import { GESTORES } from "@/lib/roles";
import { genero } from "../../db/schema";
import { json, leitura, lista } from "../../lib/endpoint";
import { OpcaoPage, OpcaoSchema, SearchQuery, opcoes, opcoesPaginadas } from "../../lib/opcoes";
import { GroupSchema } from "../auth";
import { rotasDeCadastro } from "./cadastro/routes";
import { gestoresAtivos, listPessoasEmpresa, listUsuariosDosGrupos, listUsuariosInternos } from "./pessoas";
import {
  GestorSchema,
  PessoaEmpresaPage,
  PessoaEmpresaQuery,
  UsuarioInternoPage,
  UsuarioOpcaoPage,
  UsuarioPage,
  UsuarioQuery,
} from "./schemas";
import { listGestores, listGrupos, listUsuarios } from "./service";

export const usuarioRoutes = new OpenAPIHono<HubEnv>();

// /auth/admin/registrar/…, /auth/admin/atualiza/…, ativar, a user's detail and history (cadastro/)
rotasDeCadastro(usuarioRoutes);

// GET /auth/admin/listar/ – users, filtered by groups and search, paginated
leitura(
  usuarioRoutes,
  { path: "/auth/admin/listar/", acao: "usuario.administrar", tags: ["usuario"], query: UsuarioQuery },
  json(UsuarioPage, "Usuários"),
  async ({ db, query, pagina }) => {
    return pagina((win) => listUsuarios(db, query, win));
  },
);

// GET /auth/interno/gestor/list/ – managers and coordinators, active or not, with their service units
lista(
  usuarioRoutes,
  { path: "/auth/interno/gestor/list/", acao: "referencia.listar", tags: ["usuario"], descricao: "Gestores" },
  GestorSchema,
  listGestores,
);

// GET /listagem/interno/proprietarios/ – owners of rural properties, searched, paginated
leitura(
  usuarioRoutes,
  {
    path: "/listagem/interno/proprietarios/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: PessoaEmpresaQuery,
  },
  json(PessoaEmpresaPage, "Proprietários"),
  async ({ db, query, pagina }) => pagina((win) => listPessoasEmpresa(db, "PROPRIETARIO", query, win)),
);

// GET /listagem/interno/sociosAdministradores/ – managing partners of client companies, searched, paginated
leitura(
  usuarioRoutes,
  {
    path: "/listagem/interno/sociosAdministradores/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: PessoaEmpresaQuery,
  },
  json(PessoaEmpresaPage, "Sócios administradores"),
  async ({ db, query, pagina }) => pagina((win) => listPessoasEmpresa(db, "SOCIO_ADMINISTRADOR", query, win)),
);

// GET /listagem/interno/consultores/ – active consultants, searched, paginated
leitura(
  usuarioRoutes,
  {
    path: "/listagem/interno/consultores/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: SearchQuery,
  },
  json(UsuarioOpcaoPage, "Consultores"),
  async ({ db, query, pagina }) =>
    pagina((win) => listUsuariosDosGrupos(db, ["consultor"], query.search, win)),
);

// GET /listagem/interno/gestores/ – active managers and coordinators, searched, paginated
leitura(
  usuarioRoutes,
  { path: "/listagem/interno/gestores/", acao: "referencia.listar", tags: ["listagem"], query: SearchQuery },
  json(UsuarioOpcaoPage, "Gestores"),
  async ({ db, query, pagina }) => pagina((win) => listUsuariosDosGrupos(db, GESTORES, query.search, win)),
);

// GET /listagem/usuarios/internos/ – active staff users with their groups, searched, paginated
leitura(
  usuarioRoutes,
  { path: "/listagem/usuarios/internos/", acao: "referencia.listar", tags: ["listagem"], query: SearchQuery },
  json(UsuarioInternoPage, "Usuários internos"),
  async ({ db, query, pagina }) => pagina((win) => listUsuariosInternos(db, query.search, win)),
);

// GET /listagem/simples/interno/gestores/ – active managers and coordinators, descricao = full name, 100 a page
leitura(
  usuarioRoutes,
  {
    path: "/listagem/simples/interno/gestores/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: SearchQuery,
  },
  json(OpcaoPage, "Gestores"),
  async ({ db, query, pagina }) =>
    pagina((win) => opcoesPaginadas(db, gestoresAtivos(db), query.search, win), SIMPLE_LIST_PAGE_SIZE),
);

// GET /listagem/interno/grupos/ – the user groups, by name
lista(
  usuarioRoutes,
  { path: "/listagem/interno/grupos/", acao: "referencia.listar", tags: ["listagem"], descricao: "Grupos" },
  GroupSchema,
  listGrupos,
);

// GET /listagem/genero/ – genders, by name
leitura(
  usuarioRoutes,
  { path: "/listagem/genero/", acao: "referencia.basica", tags: ["listagem"] },
  json(z.array(OpcaoSchema), "Gêneros"),
  async ({ db }) => opcoes(db, { table: genero, id: genero.id, descricao: genero.descricao }),
);
