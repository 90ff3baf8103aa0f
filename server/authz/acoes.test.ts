import { describe, expect, it, vi } from "vitest";
import { GUARDED_ROUTES } from "../lib/endpoint";
import { ROTAS_DE_TRANSICAO } from "../lib/transicao";
import { WORKFLOWS } from "../lib/workflow";
import { ACOES, type Acao, type Access } from "./acoes";
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
  "GET /integracao/admin/eventos/{consumidor}/falhas/": ["admin"],
  "POST /integracao/admin/eventos/{consumidor}/{evento}/reprocessar/": ["admin"],
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
  // A diagnostic's transitions take their table's action (one "who may act"): each is its party's alone.
  "PATCH /diagnostico/externo/{id}/aceite/": ["prestador"],
  "PATCH /diagnostico/externo/{id}/rejeita/": ["prestador"],
  "PUT /diagnostico/externo/{id}/envia/arquivo/": ["prestador"],
  "PATCH /diagnostico/externo/{id}/aprovar/": ["cliente"],
  "PUT /diagnostico/externo/{id}/correcao/": ["cliente"],
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
  "GET /projeto/externo/{projeto}/notas/{parcela}/comprovante/": ["prestador", ...EQUIPE],
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
  "GET /parceiro/interno/export/": [...GESTAO, "admin"],
  "POST /parceiro/interno/": [...GESTAO, "admin"],
  "GET /parceiro/interno/{id}/": [...GESTAO, "admin"],
  "PUT /parceiro/interno/{id}/": [...GESTAO, "admin"],
  "DELETE /parceiro/interno/{id}/": [...GESTAO, "admin"],
  "GET /centrocusto/interno/": [...GESTAO, "admin"],
  "GET /centrocusto/interno/export/": [...GESTAO, "admin"],
  "GET /centrocusto/interno/detalhe/{id}/": [...GESTAO, "admin"],
  "PATCH /centrocusto/interno/{id}/": ["gestor", "coordenador", "admin"],
  "PATCH /centrocusto/interno/update/{id}/": ["gestor", "coordenador", "admin"],
  "POST /centrocusto/interno/envolvidos/": ["gestor", "coordenador", "admin"],
  "DELETE /centrocusto/interno/envolvidos/{id}/": ["gestor", "coordenador", "admin"],
  "PUT /centrocusto/interno/envolvidos/bulk/create/": ["gestor", "coordenador", "admin"],
  "GET /centrocusto/interno/envolvidos/grupo/": [...GESTAO, "admin"],
  "GET /centrocusto/interno/acompanhamento/saldo/": [...GESTAO, "admin"],
  "GET /centrocusto/interno/acompanhamento/saldo/export/": [...GESTAO, "admin"],
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
  "GET /questionario/interno/export/": [...GESTAO, "admin"],
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
  // The back office's records (issue 46): staff read them, administrators keep them.
  "GET /area-atuacao/": EQUIPE_ADMIN,
  "GET /area-atuacao/export/": EQUIPE_ADMIN,
  "GET /area-atuacao/{id}/": EQUIPE_ADMIN,
  "GET /area-atuacao/{id}/historico/": ["admin"],
  "POST /area-atuacao/": ["admin"],
  "PUT /area-atuacao/{id}/": ["admin"],
  "PATCH /area-atuacao/{id}/": ["admin"],
  "DELETE /area-atuacao/{id}/": ["admin"],
  "GET /area-atuacao/gestor/": EQUIPE_ADMIN,
  "POST /area-atuacao/gestor/": ["admin"],
  "DELETE /area-atuacao/gestor/{id}/": ["admin"],
  "GET /unidade-atendimento/export/": EQUIPE_ADMIN,
  "GET /unidade-atendimento/{id}/": EQUIPE_ADMIN,
  "GET /unidade-atendimento/{id}/historico/": ["admin"],
  "POST /unidade-atendimento/": ["admin"],
  "PUT /unidade-atendimento/{id}/": ["admin"],
  "PATCH /unidade-atendimento/{id}/": ["admin"],
  "DELETE /unidade-atendimento/{id}/": ["admin"],
  "GET /unidade-atendimento/cidade/": EQUIPE_ADMIN,
  "POST /unidade-atendimento/cidade/": ["admin"],
  "DELETE /unidade-atendimento/cidade/{id}/": ["admin"],
  "GET /unidade-atendimento/gestor/": EQUIPE_ADMIN,
  "POST /unidade-atendimento/gestor/": ["admin"],
  "DELETE /unidade-atendimento/gestor/{id}/": ["admin"],
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
  "GET /empresa/{id}/credenciamentos/": ["prestador", ...EQUIPE_ADMIN],
  "PATCH /empresa/{id}/credenciar/": ["prestador"],
  "PATCH /empresa/{id}/recusa-credenciamento/": [...GESTAO, "admin"],
  "POST /empresa/interno/servico/vincular/": [...GESTAO, "admin"],
  "DELETE /empresa/interno/servico/remover/{id}/": [...GESTAO, "admin"],
  "PATCH /empresa/interno/servico/toggle/": [...GESTAO, "admin"],
  "PATCH /empresa/interno/servico/suspender/": [...GESTAO, "admin"],
  "GET /empresa/credenciamento/{id}/documento/": ["prestador", ...EQUIPE_ADMIN],
  "GET /empresa/documento/tipo/": "authenticated",
  "POST /empresa/documento/": [...PARTES, ...EQUIPE_ADMIN],
  "GET /empresa/{id}/documentos/": [...PARTES, ...EQUIPE_ADMIN],
  "GET /empresa/{empresa}/documentos/{documento}/arquivo/": [...PARTES, ...EQUIPE_ADMIN],
  "GET /empresa/interno/busca/empresa/": [...GESTAO, "admin"],
  "GET /empresa/interno/export/": [...GESTAO, "admin"],
  "GET /empresa/interno/detalhe/{id}/": [...GESTAO, "admin"],
  "GET /empresa/historico/{id}/": [...GESTAO, "admin"],
  "POST /empresa/historico/{id}/": [...GESTAO, "admin"],
  "GET /empresa/historico/anexo/{id}/": [...GESTAO, "admin"],
  "POST /empresa/consultor/adicionar/": ["prestador"],
  "POST /empresa/consultor/credenciar/": ["prestador"],
  "DELETE /empresa/consultor/{id}/descredenciar/": ["prestador"],
  "DELETE /empresa/consultor/{id}/remover/": ["prestador"],
  "GET /empresa/{id}/consultor/list/": ["prestador", ...EQUIPE_ADMIN],
  "GET /empresa/{empresa}/{servico}/consultor/list/": ["prestador", ...EQUIPE_ADMIN],
  "GET /empresa/consultar-contrato/{empresa}/{servico}/": [...PARTES, ...GESTAO, "admin"],
  "GET /empresa/consultar-contrato-rm/{id}/": [...PARTES, ...GESTAO, "admin"],
  "GET /sas/consultar/empresas/": EQUIPE_ADMIN,
  "GET /sas/consultar/vinculos/": EQUIPE_ADMIN,
  "GET /sas/consultar/vinculos/export/": EQUIPE_ADMIN,
  "GET /sas/consultar/vinculos/{id}/": EQUIPE_ADMIN,
  "GET /empresa/admin/empresa-usuario/": ["admin"],
  "GET /empresa/admin/empresa-usuario/export/": ["admin"],
  "POST /empresa/admin/empresa-usuario/": ["admin"],
  "DELETE /empresa/admin/empresa-usuario/": ["admin"],
  "GET /mensagem/contatos/": [...PARTES, ...EQUIPE],
  "GET /mensagem/list/": [...PARTES, ...EQUIPE],
  "PUT /mensagem/visto/": [...PARTES, ...EQUIPE],
  "POST /mensagem/enviar/": [...PARTES, ...EQUIPE],
  "GET /mensagem/{id}/arquivo/": [...PARTES, ...EQUIPE],
  "GET /notificacao/mensagem/list/": "authenticated",
  "PUT /notificacao/visto/{id}/": "authenticated",
  "PUT /notificacao/visto/todos/": "authenticated",
  "GET /eventos/stream/": "authenticated",
  "GET /dash/externo/cliente/": ["cliente"],
  "GET /dash/externo/prestador/": ["prestador"],
  "GET /dash/interno/gestor/": ["gestor"],
  "GET /dash/interno/coordenador/": ["coordenador"],
  "DELETE /credenciamento/edital/detalhe/{id}/arquivos/{arquivo}/": [
    "admin",
    "coordenador",
    "gestor",
    "interno",
  ],
  "GET /credenciamento/edital/avaliadores/": ["admin", "coordenador", "gestor", "interno"],
  "GET /credenciamento/edital/detalhe/{id}/": "public",
  "GET /credenciamento/edital/detalhe/{id}/arquivos/": "public",
  "GET /credenciamento/edital/detalhe/{id}/arquivos/{arquivo}/": "public",
  "GET /credenciamento/edital/detalhe/{id}/check/": ["admin", "coordenador", "gestor", "interno"],
  "GET /credenciamento/edital/detalhe/{id}/historico/": ["admin", "coordenador", "gestor", "interno"],
  "GET /credenciamento/edital/documentos/vencidos/": ["admin", "coordenador", "gestor", "interno"],
  "GET /credenciamento/edital/inscricao/{id}/empresas/": ["admin", "coordenador", "gestor", "interno"],
  "GET /credenciamento/edital/inscricao/{id}/recurso/arquivo/": [
    "admin",
    "avaliador",
    "coordenador",
    "gestor",
    "interno",
    "prestador",
  ],
  "GET /credenciamento/edital/inscricao/{id}/resultado/": [
    "admin",
    "avaliador",
    "coordenador",
    "gestor",
    "interno",
    "prestador",
  ],
  "GET /credenciamento/edital/inscricao/{id}/resultado/{empresa}/": [
    "admin",
    "avaliador",
    "coordenador",
    "gestor",
    "interno",
    "prestador",
  ],
  "GET /credenciamento/edital/list/": "public",
  "POST /credenciamento/edital/avaliacao/{id}/finaliza/parcial/": [
    "admin",
    "avaliador",
    "coordenador",
    "gestor",
    "interno",
  ],
  "POST /credenciamento/edital/create/": ["admin", "coordenador", "gestor", "interno"],
  "POST /credenciamento/edital/detalhe/{id}/arquivos/": ["admin", "coordenador", "gestor", "interno"],
  "POST /credenciamento/edital/inscricao/{id}/recurso/": ["prestador"],
  "PUT /credenciamento/edital/detalhe/{id}/": ["admin", "coordenador", "gestor", "interno"],
  "PUT /credenciamento/edital/detalhe/{id}/encerrar/": ["admin", "coordenador", "gestor", "interno"],
  "PUT /credenciamento/edital/detalhe/{id}/publicar/": ["admin", "coordenador", "gestor", "interno"],
  "PUT /credenciamento/edital/inscricao/{id}/recurso/decisao/": ["admin", "coordenador", "gestor", "interno"],
  "PUT /credenciamento/edital/{edital}/inscricao/{inscricao}/publicar_individual/": [
    "admin",
    "coordenador",
    "gestor",
    "interno",
  ],
  "POST /credenciamento/edital/inscricao/": ["prestador"],
  "GET /credenciamento/edital/inscricao/list/": ["prestador", "avaliador", ...GESTAO, "admin"],
  "GET /credenciamento/edital/detalhe/inscricao/": ["prestador"],
  "GET /credenciamento/edital/inscricao/detalhe/": ["prestador"],
  "GET /credenciamento/edital/inscricao/detalhe/{id}/": ["prestador", "avaliador", ...GESTAO, "admin"],
  "GET /credenciamento/edital/inscricao/etapas/{id}/": ["prestador", "avaliador", ...GESTAO, "admin"],
  "PATCH /credenciamento/edital/inscricao/etapas/documento/{id}/": [
    "prestador",
    "avaliador",
    ...GESTAO,
    "admin",
  ],
  "PATCH /credenciamento/edital/inscricao/etapas/next/{id}/": ["prestador", "avaliador", ...GESTAO, "admin"],
  "GET /credenciamento/edital/avaliacao/list/": ["avaliador"],
  "GET /credenciamento/edital/avaliacao/{id}/inscricoes/": ["avaliador"],
  "GET /credenciamento/edital/detalhe/{id}/page_avaliador/": ["avaliador"],
};

const grupos = (a: Access | string | string[]) => (typeof a === "string" ? a : [...a].sort());

describe("action permission table", () => {
  it("gives every route of the OpenAPI document an action of the table, and every action a route", async () => {
    // The document is not a path of the contract it describes.
    const doc = (await api.raw("GET", "/openapi.json")).body as {
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
    // The portal's own actions (a deadline closing) have no route, and a workflow's transition names each.
    const doSistema = Object.keys(ACOES).filter((acao) => ACOES[acao as Acao] === "sistema");
    expect(
      Object.keys(ACOES).filter((acao) => !usadas.has(acao as Acao) && !doSistema.includes(acao)),
    ).toEqual([]);
    const dasTransicoes = new Set(
      [...WORKFLOWS.values()].flatMap((wf) => wf.transicoes.map((t) => t.permissao)),
    );
    expect(doSistema.filter((acao) => !dasTransicoes.has(acao as Acao))).toEqual([]);
  });

  it("lets a transition's route be called by its transition's action alone, and every transition name one", () => {
    expect(ROTAS_DE_TRANSICAO.size).toBeGreaterThan(20);
    for (const [rota, { entidade, acao }] of ROTAS_DE_TRANSICAO) {
      const t = WORKFLOWS.get(entidade)!.transicoes.find((x) => x.acao === acao)!;
      expect({ rota, acao: GUARDED_ROUTES.get(rota) }).toEqual({ rota, acao: t.permissao });
    }
    for (const wf of WORKFLOWS.values())
      for (const t of wf.transicoes) expect(ACOES, `${wf.entidade}.${t.acao}`).toHaveProperty([t.permissao]);
  });

  it("lets each route be called by exactly the groups it allowed before routes named actions", () => {
    const agora = Object.fromEntries([...GUARDED_ROUTES].map(([rota, acao]) => [rota, grupos(ACOES[acao])]));
    expect(agora).toEqual(Object.fromEntries(Object.entries(ANTES).map(([rota, a]) => [rota, grupos(a)])));
  });

  it("serves the OpenAPI document without a session", async () => {
    const res = await api.raw("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(
      (res.body as { paths: Record<string, { post?: unknown }> }).paths["/api/hub/auth/login/"].post,
    ).toBeDefined();
  });

  it("generates the OpenAPI document once, not on every call", async () => {
    await api.raw("GET", "/openapi.json");
    const gerar = vi.spyOn(api.app, "getOpenAPI31Document");
    const [a, b] = [await api.raw("GET", "/openapi.json"), await api.raw("GET", "/openapi.json")];
    expect(gerar).not.toHaveBeenCalled();
    expect(b.body).toEqual(a.body);
    gerar.mockRestore();
  });
});
