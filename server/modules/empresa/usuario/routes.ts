import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { corpo, escrita, json, leitura } from "../../../lib/endpoint";
import { ErrorSchema } from "../../../lib/errors";
import { exportacao } from "../../../lib/exportacao";
import {
  EmpresaUsuarioBody,
  EmpresaUsuarioChave,
  EmpresaUsuarioPage,
  EmpresaUsuarioQuery,
  EmpresaUsuarioSchema,
} from "./schemas";
import { desvincular, listarVinculos, lotesDeVinculos, vincular } from "./service";

/** Which users act for which companies: administrators keep the links. */
export const empresaUsuarioRoutes = new OpenAPIHono<HubEnv>();
const PATH = "/empresa/admin/empresa-usuario/";
const tags = ["empresa"];

// GET /empresa/admin/empresa-usuario/ – links of users to companies, searched and filtered, paged
leitura(
  empresaUsuarioRoutes,
  { path: PATH, acao: "usuario.administrar", tags, query: EmpresaUsuarioQuery },
  json(EmpresaUsuarioPage, "Vínculos de usuários a empresas"),
  ({ db, query, pagina }) => pagina((win) => listarVinculos(db, query, win)),
);

// GET /empresa/admin/empresa-usuario/export/ – the list's links (its filters, every page) as an XLSX, streamed
exportacao(empresaUsuarioRoutes, {
  path: `${PATH}export/`,
  acao: "usuario.administrar",
  tags,
  query: EmpresaUsuarioQuery,
  arquivo: "usuarios-das-empresas",
  nome: { singular: "Vínculo", plural: "Vínculos" },
  lotes: lotesDeVinculos,
  colunas: [
    { titulo: "Empresa", largura: 32, valor: (v) => v.empresa.nomefantasia },
    { titulo: "Razão social", largura: 40, valor: (v) => v.empresa.razaosocial },
    { titulo: "CNPJ/CPF", largura: 20, valor: (v) => v.empresa.cnpj_mask ?? v.empresa.cpf_mask },
    { titulo: "Tipo", largura: 11, valor: (v) => (v.empresa.tipo === "PRESTADOR" ? "Prestador" : "Cliente") },
    { titulo: "Usuário", largura: 32, valor: (v) => `${v.usuario.nome} ${v.usuario.sobrenome}`.trim() },
    { titulo: "E-mail", largura: 34, valor: (v) => v.usuario.email },
    { titulo: "Situação do usuário", largura: 20, valor: (v) => (v.usuario.ativo ? "Ativo" : "Inativo") },
  ],
});

// POST /empresa/admin/empresa-usuario/ – links a user to a company
escrita(
  empresaUsuarioRoutes,
  { method: "post", path: PATH, acao: "usuario.administrar", tags, body: corpo(EmpresaUsuarioBody) },
  { 201: json(EmpresaUsuarioSchema, "Usuário vinculado"), 409: json(ErrorSchema, "O vínculo já existe") },
  ({ db, user, body }) => vincular(db, user, body),
);

// DELETE /empresa/admin/empresa-usuario/?empresa=&usuario= – removes a user's link to a company
escrita(
  empresaUsuarioRoutes,
  { method: "delete", path: PATH, acao: "usuario.administrar", tags, query: EmpresaUsuarioChave },
  { 204: { description: "Vínculo removido" } },
  async ({ db, user, query }) => {
    await desvincular(db, user, query);
    return null;
  },
);
