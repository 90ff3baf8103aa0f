import { describe, expect, it } from "vitest";
import { GUARDED_ROUTES } from "../lib/endpoint";
import { ACOES, type Access } from "./acoes";
import { usarApiDeTeste } from "@/tests/setup/api";

const api = usarApiDeTeste();

const METHODS = ["get", "post", "put", "patch", "delete"];

// Who may call each route: as the path table allowed before routes named actions (the move to actions
// must not have widened or narrowed any), and as each route added since was designed.
// Written out here, not taken from lib/roles, so a change there cannot move a route unnoticed.
const EQUIPE = ["consultor", "gestor", "coordenador", "interno"];
const EQUIPE_ADMIN = [...EQUIPE, "admin"];
const GESTAO = ["gestor", "coordenador", "interno"];
const PARTES = ["cliente", "prestador"];
const ANTES: Record<string, string | string[]> = {
  "DELETE /diagnostico/{id}/remover/consultor/": EQUIPE,
  "DELETE /solicitacao/documento/{id}/": EQUIPE,
  "DELETE /solicitacao/interno/rascunho/{id}/": GESTAO,
  "DELETE /solicitacao/interno/{id}/remover/consultor/": EQUIPE,
  "GET /auth/admin/listar/": ["admin"],
  "GET /auth/admin/listar/{id}/": ["admin"],
  "GET /auth/interno/gestor/list/": EQUIPE_ADMIN,
  "GET /auth/me/": "authenticated",
  "GET /auth/me/avatar/": "authenticated",
  "GET /consulta/centrocusto/": EQUIPE_ADMIN,
  "GET /consulta/centrocusto/detalhe/": EQUIPE_ADMIN,
  "GET /consulta/produtor-rural/": ["cliente", ...EQUIPE_ADMIN],
  "GET /diagnostico/consultor/": EQUIPE,
  "GET /diagnostico/externo/": PARTES,
  "GET /diagnostico/externo/enviados/": PARTES,
  "GET /diagnostico/externo/{id}/": PARTES,
  "GET /diagnostico/externo/enviados/{id}/": PARTES,
  "GET /diagnostico/{id}/arquivo/": [...PARTES, ...EQUIPE],
  "PATCH /diagnostico/externo/{id}/aceite/": PARTES,
  "PATCH /diagnostico/externo/{id}/rejeita/": PARTES,
  "PUT /diagnostico/externo/{id}/envia/arquivo/": PARTES,
  "PATCH /diagnostico/externo/{id}/aprovar/": PARTES,
  "PUT /diagnostico/externo/{id}/correcao/": PARTES,
  "GET /proposta/externo/": ["prestador"],
  "GET /proposta/externo/emanalise/": ["prestador"],
  "GET /proposta/externo/enviadas/": ["prestador"],
  "GET /proposta/externo/{id}/solicitacao/": [...PARTES, ...EQUIPE],
  "GET /proposta/externo/{id}/empresas/": [...PARTES, ...EQUIPE],
  "GET /proposta/externo/detalhe/{id}/": [...PARTES, ...EQUIPE],
  "GET /proposta/{solicitacao}/etapas/{proposta}/": [...PARTES, ...EQUIPE],
  "POST /proposta/externo/": ["prestador"],
  "PUT /proposta/externo/atualiza/": ["prestador"],
  "PUT /proposta/externo/{id}/arquivo/": ["prestador"],
  "GET /proposta/{id}/arquivo/": [...PARTES, ...EQUIPE],
  "PUT /proposta/{id}/externo/desistencia/": ["prestador"],
  "PATCH /proposta/externo/envia-selecao/{id}/": ["cliente"],
  "PUT /proposta/{solicitacao}/interno/{proposta}/negociacao/": ["cliente", ...GESTAO],
  "PUT /proposta/interno/nova-rodada/{id}/": GESTAO,
  "POST /solicitacao/interno/{id}/enviar/contratos/": GESTAO,
  "PATCH /solicitacao/interno/{id}/negociacao/": GESTAO,
  "GET /contrato/solicitacao/{id}/": [...PARTES, ...EQUIPE],
  "GET /proposta/gera/contrato/{solicitacao}/{proposta}/": [...PARTES, ...EQUIPE],
  "GET /proposta/gera/contrato/aprovado/{id}/": [...PARTES, ...EQUIPE],
  "PATCH /proposta/externo/assina/contrato/{solicitacao}/{proposta}/": PARTES,
  "POST /contrato/assinatura/{id}/link/": [...PARTES, ...GESTAO],
  "GET /link/contrato/{token}/": "public",
  "GET /link/contrato/{token}/arquivo/": "public",
  "PATCH /link/assinar/contrato/{id}/": "public",
  "GET /solicitacao/interno/assinaturas/": GESTAO,
  "PATCH /solicitacao/interno/assinatura/{id}/autoriza/": GESTAO,
  "PATCH /proposta/v2/autoriza/execucao/{id}/": GESTAO,
  "GET /projeto/externo/": PARTES,
  "GET /projeto/externo/{id}/": PARTES,
  "GET /projeto/externo/{id}/subprojetos/": PARTES,
  "PATCH /projeto/externo/{projeto}/etapa/{etapa}/envia/arquivo/": ["prestador"],
  "PATCH /projeto/externo/{projeto}/etapa/{etapa}/aprovar/": ["cliente"],
  "PATCH /projeto/externo/{projeto}/etapa/{etapa}/devolver/": ["cliente"],
  "GET /projeto/externo/{projeto}/etapa/{etapa}/arquivo/": PARTES,
  "PUT /projeto/externo/{id}/finaliza/": ["prestador"],
  "GET /projeto/externo/{id}/notas/": ["prestador", ...EQUIPE],
  "PATCH /projeto/externo/{id}/notas/enviar/": ["prestador"],
  "GET /projeto/externo/{projeto}/notas/{parcela}/arquivo/": ["prestador", ...EQUIPE],
  "PATCH /solicitacao/interno/plano/{id}/autoriza/nota/": GESTAO,
  "PATCH /solicitacao/interno/plano/{id}/nota/paga/": GESTAO,
  "PATCH /solicitacao/interno/{id}/finalizar/": GESTAO,
  "POST /pagamento/externo/": ["cliente"],
  "POST /pagamento/externo/verifica/solicitacao/{id}/": ["cliente", ...GESTAO],
  "POST /pagamento/interno/gera-link/": GESTAO,
  "POST /pagamento/interno/gera-recibo/{id}/": GESTAO,
  "GET /pagamento/solicitacao/{id}/": ["cliente", ...EQUIPE],
  "GET /pagamento/{id}/recibo/": ["cliente", ...EQUIPE],
  "GET /pagamento/{id}/comprovante/": ["cliente", ...EQUIPE],
  "GET /link/pagamento/{token}/": "public",
  "POST /link/pagamento/{token}/": "public",
  "POST /link/pagamento/{token}/verifica/": "public",
  "PUT /projeto/externo/{id}/aceite/": ["prestador"],
  "PUT /solicitacao/interno/{id}/parceiros/": GESTAO,
  "GET /parceiro/interno/list/": EQUIPE_ADMIN,
  "GET /empresa/prestador/{id}/": "authenticated",
  "GET /parceiro/interno/": [...GESTAO, "admin"],
  "POST /parceiro/interno/": [...GESTAO, "admin"],
  "GET /parceiro/interno/{id}/": [...GESTAO, "admin"],
  "PUT /parceiro/interno/{id}/": [...GESTAO, "admin"],
  "DELETE /parceiro/interno/{id}/": [...GESTAO, "admin"],
  "GET /projeto/externo/{id}/certificados/": [...PARTES, ...EQUIPE],
  "POST /projeto/externo/{id}/certificados/": ["prestador"],
  "GET /projeto/externo/{projeto}/certificados/{certificado}/arquivo/": [...PARTES, ...EQUIPE],
  "GET /avaliacao/questionario/{id}/": [...PARTES, ...EQUIPE],
  "POST /avaliacao/": ["cliente"],
  "POST /avaliacao/{id}/link/": ["cliente", ...GESTAO],
  "GET /link/avaliacao/{token}/": "public",
  "POST /avaliacao/avaliacao-link/": "public",
  "POST /avaliacao/gerar/atestofinal/{id}/": [...PARTES, ...EQUIPE],
  "GET /avaliacao/atestado/{codigo}/": "public",
  "GET /questionario/interno/": [...GESTAO, "admin"],
  "POST /questionario/interno/": [...GESTAO, "admin"],
  "PUT /questionario/interno/atualiza/": [...GESTAO, "admin"],
  "DELETE /questionario/interno/{id}/": [...GESTAO, "admin"],
  "GET /questionario/interno/lista/": [...GESTAO, "admin"],
  "POST /questionario/interno/lista/": [...GESTAO, "admin"],
  "GET /questionario/interno/lista/{id}/": [...GESTAO, "admin"],
  "PATCH /solicitacao/externo/analise/gestor/{id}/": ["cliente"],
  "GET /diagnostico/consultor/{id}/": EQUIPE,
  "GET /diagnostico/enviados/consultor/": EQUIPE,
  "GET /empresa/": ["cliente", "prestador"],
  "GET /empresa/list/": ["cliente"],
  "GET /empresa/{id}/": ["cliente"],
  "GET /listagem/area-atuacao/simple/": "authenticated",
  "GET /listagem/externo/status/": "authenticated",
  "GET /listagem/externo/substatus/": "authenticated",
  "GET /listagem/genero/": "authenticated",
  "GET /listagem/interno/cidades/": "authenticated",
  "GET /listagem/interno/clientes/": EQUIPE_ADMIN,
  "GET /listagem/interno/consultores/": EQUIPE_ADMIN,
  "GET /listagem/interno/estados/": "authenticated",
  "GET /listagem/interno/faixa-quilometragem/": ["prestador", ...EQUIPE_ADMIN],
  "GET /listagem/interno/gestores/": EQUIPE_ADMIN,
  "GET /listagem/interno/grupos/": EQUIPE_ADMIN,
  "GET /listagem/interno/modelo-hora/": ["prestador", ...EQUIPE_ADMIN],
  "GET /listagem/interno/modelosoferta/": EQUIPE_ADMIN,
  "GET /listagem/interno/plano-pagamento/": ["prestador", ...EQUIPE_ADMIN],
  "GET /listagem/interno/prestadores/": EQUIPE_ADMIN,
  "GET /listagem/interno/proprietarios/": EQUIPE_ADMIN,
  "GET /listagem/interno/servicos/": EQUIPE_ADMIN,
  "GET /listagem/interno/sociosAdministradores/": EQUIPE_ADMIN,
  "GET /listagem/interno/status/": EQUIPE_ADMIN,
  "GET /listagem/interno/substatus/": EQUIPE_ADMIN,
  "GET /listagem/pergunta/dimensionamento/": "public",
  "GET /listagem/simples/interno/gestores/": EQUIPE_ADMIN,
  "GET /listagem/simples/interno/modelosoferta/": EQUIPE_ADMIN,
  "GET /listagem/simples/interno/prestadores/": EQUIPE_ADMIN,
  "GET /listagem/simples/interno/servicos/": EQUIPE_ADMIN,
  "GET /listagem/unidade-atendimento/simple/": "authenticated",
  "GET /listagem/usuarios/internos/": EQUIPE_ADMIN,
  "GET /modelooferta/acessado/": "public",
  "GET /modelooferta/destaque/": "public",
  "GET /modelooferta/recomendado/": "public",
  "GET /parametro/": EQUIPE_ADMIN,
  "GET /portal/documento/": "public",
  "GET /portal/documento/{id}/arquivo/": "public",
  "GET /programa/interno/list/": EQUIPE_ADMIN,
  "GET /projeto/consultor/": EQUIPE,
  "GET /projeto/consultor/{id}/": EQUIPE,
  "GET /publicoalvo/interno/": EQUIPE_ADMIN,
  "GET /sas/checar/vinculo/": ["cliente", ...EQUIPE_ADMIN],
  "GET /servico/": "public",
  "GET /servico/detalhe/{id}/": "public",
  "GET /servico/detalhe/{id}/prestadores/": "public",
  "GET /servico/detalhe/{id}/questionario/": "public",
  "GET /servico/filtros/": "public",
  "GET /solicitacao/documento/{id}/arquivo/": EQUIPE,
  "GET /solicitacao/externo/": ["cliente"],
  "GET /solicitacao/externo/detalhe/{id}/": ["cliente"],
  "GET /solicitacao/externo/detalhe/{id}/perguntas/": ["cliente"],
  "GET /solicitacao/externo/etapas/{id}/": ["cliente"],
  "GET /solicitacao/interno/demanda/": EQUIPE,
  "GET /solicitacao/interno/detalhe/{id}/": EQUIPE,
  "GET /solicitacao/interno/detalhe/{id}/assinaturas/": EQUIPE,
  "GET /solicitacao/interno/detalhe/{id}/perguntas/": EQUIPE,
  "GET /solicitacao/interno/gestores/list/{id}/": EQUIPE,
  "GET /solicitacao/interno/pendentes/": EQUIPE,
  "GET /solicitacao/interno/rascunho/": GESTAO,
  "GET /solicitacao/interno/rascunho/{id}/": GESTAO,
  "GET /solicitacao/interno/subsolicitacao/detalhe/{id}/": EQUIPE,
  "GET /solicitacao/interno/{id}/responsaveis/": EQUIPE,
  "GET /solicitacao/interno/{id}/subsolicitacao/": EQUIPE,
  "GET /tema/externo/list/": "public",
  "GET /tema/interno/": EQUIPE_ADMIN,
  "GET /tema/subtema/externo/list/": "public",
  "GET /tema/subtema/interno/list/": EQUIPE_ADMIN,
  "GET /unidade-atendimento/": EQUIPE_ADMIN,
  "PATCH /auth/interno/gestor/{id}/ativar/": ["admin"],
  "PATCH /diagnostico/{id}/altera/consultor/": EQUIPE,
  "PATCH /solicitacao/interno/cliente/atualiza/{id}/": ["cliente"],
  "PATCH /solicitacao/interno/rascunho/{id}/": GESTAO,
  "PATCH /solicitacao/interno/{id}/altera/centrocusto/": GESTAO,
  "PATCH /solicitacao/interno/{id}/altera/consultor/": EQUIPE,
  "PATCH /solicitacao/interno/{id}/altera/objetivo/": GESTAO,
  "PATCH /solicitacao/interno/{id}/alterar/responsaveis/": GESTAO,
  "PATCH /solicitacao/interno/{id}/cancela/": GESTAO,
  "PATCH /solicitacao/interno/{id}/devolver/": GESTAO,
  "PATCH /solicitacao/interno/{id}/liberar/": GESTAO,
  "POST /auth/login/": "public",
  "POST /auth/logout/": "authenticated",
  "POST /empresa/": ["cliente"],
  "POST /solicitacao/documento/": EQUIPE,
  "POST /solicitacao/externo/enviar/": ["cliente"],
  "POST /solicitacao/interno/contratacao/interna/enviar/": GESTAO,
  "POST /solicitacao/interno/enviar/": GESTAO,
  "POST /solicitacao/interno/rascunho/": GESTAO,
  "POST /solicitacao/interno/{id}/subsolicitacao/": GESTAO,
  "PUT /auth/me/avatar/": "authenticated",
};

const grupos = (a: Access | string | string[]) => (typeof a === "string" ? a : [...a].sort());

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
