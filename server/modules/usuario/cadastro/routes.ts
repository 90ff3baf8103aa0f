import "server-only";
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { rotasDaAuditoria } from "../../../lib/crud-auditoria";
import { corpo, escrita, json, leitura } from "../../../lib/endpoint";
import { ErrorSchema } from "../../../lib/errors";
import { LinkSchema } from "../../../lib/link";
import { IdParam } from "../../../lib/params";
import { ROLE_LABELS, type Group } from "@/lib/roles";
import { emLotes, exportacao } from "../../../lib/exportacao";
import { nomeCompletoDe } from "../pessoas";
import { AtivarBody, UsuarioQuery } from "../schemas";
import { lerUsuarios } from "../service";
import {
  ContaCorpo,
  GestaoCorpo,
  GestorCorpo,
  PessoaCorpo,
  UsuarioCadastroSchema,
  UsuarioCorpo,
  UsuarioCriadoSchema,
} from "./schemas";
import {
  alterarConta,
  alterarGestao,
  alterarPessoa,
  ENTIDADE,
  lerUsuario,
  novoLink,
  registrar,
} from "./service";

const tags = ["usuario"];
const acao = "usuario.administrar" as const;
const repetido = { 409: json(ErrorSchema, "E-mail ou CPF de outro usuário, ou o último administrador") };
const usuarioJson = json(UsuarioCadastroSchema, "Usuário");

/**
 * The administrator's registration of internal users and managers (issue 46): create, the person and the
 * account changed apart, activation, a manager's units and areas, a new password link and the history.
 */
export function rotasDeCadastro(router: OpenAPIHono<HubEnv>) {
  // GET /auth/admin/listar/export/ – every user the list's filters pick, as a spreadsheet (before {id})
  exportacao(router, {
    path: "/auth/admin/listar/export/",
    acao,
    tags,
    query: UsuarioQuery,
    arquivo: "usuarios",
    nome: { singular: "Usuário", plural: "Usuários" },
    lotes: (db, query) => emLotes((win) => lerUsuarios(db, query, win)),
    colunas: [
      { titulo: "Nome", largura: 36, valor: (u) => nomeCompletoDe(u) },
      { titulo: "E-mail", largura: 36, valor: (u) => u.email },
      { titulo: "CPF", largura: 16, valor: (u) => u.cpf_mask ?? "" },
      {
        titulo: "Grupos",
        largura: 36,
        valor: (u) => u.groups.map((g) => ROLE_LABELS[g.name as Group] ?? g.name).join(", "),
      },
      { titulo: "Situação", largura: 10, valor: (u) => (u.ativo ? "Ativo" : "Inativo") },
      { titulo: "Desde", largura: 12, tipo: "data", valor: (u) => new Date(u.dtainclusao) },
    ],
  });

  // GET /auth/admin/listar/{id}/ – one user, with the units and areas a manager answers for
  leitura(
    router,
    { path: "/auth/admin/listar/{id}/", acao, tags, params: IdParam },
    usuarioJson,
    ({ db, params }) => lerUsuario(db, params.id),
  );

  // GET /auth/admin/listar/{id}/historico/ – who created and changed the user, and when
  rotasDaAuditoria(router, { path: "/auth/admin/listar/", tags, acoes: { gerir: acao }, entidade: ENTIDADE });

  // POST /auth/admin/registrar/usuario/ – registers an internal user; answers its password link
  escrita(
    router,
    { method: "post", path: "/auth/admin/registrar/usuario/", acao, tags, body: corpo(UsuarioCorpo) },
    { 201: json(UsuarioCriadoSchema, "Usuário cadastrado e o link da senha"), ...repetido },
    ({ db, user, body, now }) => registrar(db, body, user, now),
  );

  // POST /auth/registrar/interno/gestor/ – registers a manager with its units and areas; answers its password link
  escrita(
    router,
    { method: "post", path: "/auth/registrar/interno/gestor/", acao, tags, body: corpo(GestorCorpo) },
    { 201: json(UsuarioCriadoSchema, "Gestor cadastrado e o link da senha"), ...repetido },
    ({ db, user, body, now }) => registrar(db, body, user, now),
  );

  // PUT /auth/atualiza/interno/gestor/{id}/ – the units and areas a manager answers for, replaced
  escrita(
    router,
    {
      method: "put",
      path: "/auth/atualiza/interno/gestor/{id}/",
      acao,
      tags,
      params: IdParam,
      body: corpo(GestaoCorpo),
    },
    { 200: usuarioJson },
    ({ db, user, params, body }) => alterarGestao(db, params.id, body, user),
  );

  // PATCH /auth/admin/atualiza/pessoa/{id}/ – name, surname, CPF
  escrita(
    router,
    {
      method: "patch",
      path: "/auth/admin/atualiza/pessoa/{id}/",
      acao,
      tags,
      params: IdParam,
      body: corpo(PessoaCorpo),
    },
    { 200: usuarioJson, ...repetido },
    ({ db, user, params, body }) => alterarPessoa(db, params.id, body, user),
  );

  // PATCH /auth/admin/atualiza/usuario/{id}/ – e-mail, groups, situation (deactivation ends its sessions)
  escrita(
    router,
    {
      method: "patch",
      path: "/auth/admin/atualiza/usuario/{id}/",
      acao,
      tags,
      params: IdParam,
      body: corpo(ContaCorpo),
    },
    { 200: usuarioJson, ...repetido },
    ({ db, user, params, body, now }) => alterarConta(db, params.id, body, user, now),
  );

  // PATCH /auth/interno/gestor/{id}/ativar/ – activates or deactivates a user; deactivation ends its sessions
  escrita(
    router,
    {
      method: "patch",
      path: "/auth/interno/gestor/{id}/ativar/",
      acao,
      tags,
      params: IdParam,
      body: corpo(AtivarBody),
    },
    {
      200: json(z.object({ id: z.number(), ativo: z.boolean() }), "Situação do usuário"),
      409: json(ErrorSchema, "O último administrador ativo"),
    },
    async ({ db, user, params, body, now }) => {
      const { id, ativo } = await alterarConta(db, params.id, { ativo: body.ativo }, user, now);
      return { id, ativo };
    },
  );

  // POST /auth/admin/usuario/{id}/link-senha/ – a new password link, spending the ones handed out before
  escrita(
    router,
    { method: "post", path: "/auth/admin/usuario/{id}/link-senha/", acao, tags, params: IdParam },
    { 201: json(LinkSchema, "Link para definir a senha") },
    ({ db, user, params, now }) => novoLink(db, params.id, user, now),
  );
}
