import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUARDED_ROUTES } from "../lib/endpoint";
import { ACOES, type Access } from "./acoes";
import { createTestApi, type TestApi } from "@/tests/setup/api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const METHODS = ["get", "post", "put", "patch", "delete"];

// Who could call each route when the table listed paths (before routes named actions): the move to
// actions must not have widened or narrowed any route.
const ANTES: Record<string, Access> = {
  "DELETE /diagnostico/{id}/remover/consultor/": ["consultor", "gestor", "coordenador", "interno"],
  "DELETE /solicitacao/documento/{id}/": ["consultor", "gestor", "coordenador", "interno"],
  "DELETE /solicitacao/interno/rascunho/{id}/": ["gestor", "coordenador", "interno"],
  "DELETE /solicitacao/interno/{id}/remover/consultor/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /auth/admin/listar/": ["admin"],
  "GET /auth/admin/listar/{id}/": ["admin"],
  "GET /auth/interno/gestor/list/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /auth/me/": "authenticated",
  "GET /auth/me/avatar/": "authenticated",
  "GET /consulta/centrocusto/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /consulta/centrocusto/detalhe/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /consulta/produtor-rural/": ["cliente", "consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /diagnostico/consultor/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /diagnostico/consultor/{id}/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /diagnostico/enviados/consultor/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /empresa/": ["cliente", "prestador"],
  "GET /empresa/list/": ["cliente"],
  "GET /empresa/{id}/": ["cliente"],
  "GET /listagem/area-atuacao/simple/": "authenticated",
  "GET /listagem/externo/status/": "authenticated",
  "GET /listagem/externo/substatus/": "authenticated",
  "GET /listagem/genero/": "authenticated",
  "GET /listagem/interno/cidades/": "authenticated",
  "GET /listagem/interno/clientes/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/consultores/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/estados/": "authenticated",
  "GET /listagem/interno/faixa-quilometragem/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/gestores/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/grupos/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/modelo-hora/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/modelosoferta/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/plano-pagamento/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/prestadores/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/proprietarios/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/servicos/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/sociosAdministradores/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/status/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/interno/substatus/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/pergunta/dimensionamento/": "public",
  "GET /listagem/simples/interno/gestores/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/simples/interno/modelosoferta/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/simples/interno/prestadores/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/simples/interno/servicos/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /listagem/unidade-atendimento/simple/": "authenticated",
  "GET /listagem/usuarios/internos/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /modelooferta/acessado/": "public",
  "GET /modelooferta/destaque/": "public",
  "GET /modelooferta/recomendado/": "public",
  "GET /parametro/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /portal/documento/": "public",
  "GET /portal/documento/{id}/arquivo/": "public",
  "GET /programa/interno/list/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /projeto/consultor/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /projeto/consultor/{id}/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /publicoalvo/interno/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /sas/checar/vinculo/": ["cliente", "consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /servico/": "public",
  "GET /servico/detalhe/{id}/": "public",
  "GET /servico/detalhe/{id}/prestadores/": "public",
  "GET /servico/detalhe/{id}/questionario/": "public",
  "GET /servico/filtros/": "public",
  "GET /solicitacao/documento/{id}/arquivo/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /solicitacao/externo/": ["cliente"],
  "GET /solicitacao/externo/detalhe/{id}/": ["cliente"],
  "GET /solicitacao/externo/detalhe/{id}/perguntas/": ["cliente"],
  "GET /solicitacao/externo/etapas/{id}/": ["cliente"],
  "GET /solicitacao/interno/demanda/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/detalhe/{id}/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/detalhe/{id}/assinaturas/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/detalhe/{id}/perguntas/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/gestores/list/{id}/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/pendentes/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/rascunho/": ["gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/rascunho/{id}/": ["gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/subsolicitacao/detalhe/{id}/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/{id}/responsaveis/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /solicitacao/interno/{id}/subsolicitacao/": ["consultor", "gestor", "coordenador", "interno"],
  "GET /tema/externo/list/": "public",
  "GET /tema/interno/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /tema/subtema/externo/list/": "public",
  "GET /tema/subtema/interno/list/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "GET /unidade-atendimento/": ["consultor", "gestor", "coordenador", "interno", "admin"],
  "PATCH /auth/interno/gestor/{id}/ativar/": ["admin"],
  "PATCH /diagnostico/{id}/altera/consultor/": ["consultor", "gestor", "coordenador", "interno"],
  "PATCH /solicitacao/interno/cliente/atualiza/{id}/": ["cliente"],
  "PATCH /solicitacao/interno/rascunho/{id}/": ["gestor", "coordenador", "interno"],
  "PATCH /solicitacao/interno/{id}/altera/centrocusto/": ["gestor", "coordenador", "interno"],
  "PATCH /solicitacao/interno/{id}/altera/consultor/": ["consultor", "gestor", "coordenador", "interno"],
  "PATCH /solicitacao/interno/{id}/altera/objetivo/": ["gestor", "coordenador", "interno"],
  "PATCH /solicitacao/interno/{id}/alterar/responsaveis/": ["gestor", "coordenador", "interno"],
  "PATCH /solicitacao/interno/{id}/cancela/": ["gestor", "coordenador", "interno"],
  "PATCH /solicitacao/interno/{id}/devolver/": ["gestor", "coordenador", "interno"],
  "PATCH /solicitacao/interno/{id}/liberar/": ["gestor", "coordenador", "interno"],
  "POST /auth/login/": "public",
  "POST /auth/logout/": "authenticated",
  "POST /empresa/": ["cliente"],
  "POST /solicitacao/documento/": ["consultor", "gestor", "coordenador", "interno"],
  "POST /solicitacao/externo/enviar/": ["cliente"],
  "POST /solicitacao/interno/contratacao/interna/enviar/": ["gestor", "coordenador", "interno"],
  "POST /solicitacao/interno/enviar/": ["gestor", "coordenador", "interno"],
  "POST /solicitacao/interno/rascunho/": ["gestor", "coordenador", "interno"],
  "POST /solicitacao/interno/{id}/subsolicitacao/": ["gestor", "coordenador", "interno"],
  "PUT /auth/me/avatar/": "authenticated",
};

const grupos = (a: Access) => (typeof a === "string" ? a : [...a].sort());

describe("action permission table", () => {
  it("gives every route of the OpenAPI document an action of the table, and every action a route", async () => {
    const doc = (await api.call("GET", "/openapi.json")).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${path.replace(/^\/api\/hub/, "")}`),
    );
    expect(served.length).toBeGreaterThan(0);
    // A route made with plain createRoute would be in the document yet run unguarded.
    expect(served.filter((key) => !GUARDED_ROUTES.has(key))).toEqual([]);
    expect([...GUARDED_ROUTES.keys()].filter((key) => !served.includes(key))).toEqual([]);
    const usadas = new Set(GUARDED_ROUTES.values());
    expect(Object.keys(ACOES).filter((acao) => !usadas.has(acao as keyof typeof ACOES))).toEqual([]);
  });

  it("lets each route be called by exactly the groups it allowed before routes named actions", () => {
    const agora = Object.fromEntries([...GUARDED_ROUTES].map(([rota, acao]) => [rota, grupos(ACOES[acao])]));
    expect(agora).toEqual(Object.fromEntries(Object.entries(ANTES).map(([rota, a]) => [rota, grupos(a)])));
  });

  it("serves the OpenAPI document without a session", async () => {
    const res = await api.call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.paths["/api/hub/auth/login/"].post).toBeDefined();
  });
});
