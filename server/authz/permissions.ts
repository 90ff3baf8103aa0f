import type { Group } from "@/lib/roles";

/** "public": anyone; "authenticated": any signed-in user; otherwise the groups that may call the route. */
export type Access = "public" | "authenticated" | readonly Group[];

const STAFF: readonly Group[] = ["consultor", "gestor", "coordenador", "interno"];

/**
 * The one permission table: every route of the OpenAPI document, by "METHOD /path" as the document
 * writes it. A route missing here refuses to register, and a test walks the document to match.
 * Ownership of the object touched (a client's own companies, say) is checked in the route's service.
 */
export const PERMISSIONS: Record<string, Access> = {
  "POST /auth/login/": "public",
  "POST /auth/logout/": "authenticated",
  "GET /auth/me/": "authenticated",
  "PUT /auth/me/avatar/": "authenticated",
  "GET /auth/me/avatar/": "authenticated",
  "GET /auth/admin/listar/": ["admin"],
  "GET /auth/admin/listar/{id}/": ["admin"],
  "PATCH /auth/interno/gestor/{id}/ativar/": ["admin"],
  "GET /empresa/": ["cliente", "prestador"],
  "GET /empresa/list/": ["cliente"],
  "GET /empresa/{id}/": ["cliente"],
  "POST /empresa/": ["cliente"],
  "GET /consulta/produtor-rural/": ["cliente", ...STAFF, "admin"],
  "GET /listagem/interno/estados/": "authenticated",
  "GET /listagem/interno/cidades/": "authenticated",
  "GET /sas/checar/vinculo/": ["cliente", ...STAFF, "admin"],
  "POST /solicitacao/externo/enviar/": ["cliente"],
  "GET /solicitacao/externo/": ["cliente"],
  "GET /solicitacao/externo/detalhe/{id}/": ["cliente"],
  "GET /solicitacao/externo/detalhe/{id}/perguntas/": ["cliente"],
  "GET /solicitacao/externo/etapas/{id}/": ["cliente"],
  "GET /unidade-atendimento/": [...STAFF, "admin"],
  "GET /consulta/centrocusto/": [...STAFF, "admin"],
  "GET /servico/": "public",
  "GET /servico/filtros/": "public",
  "GET /servico/detalhe/{id}/": "public",
  "GET /servico/detalhe/{id}/prestadores/": "public",
  "GET /servico/detalhe/{id}/questionario/": "public",
  "GET /listagem/pergunta/dimensionamento/": "public",
  "GET /modelooferta/recomendado/": "public",
  "GET /modelooferta/acessado/": "public",
  "GET /modelooferta/destaque/": "public",
  "GET /tema/externo/list/": "public",
  "GET /tema/subtema/externo/list/": "public",
  "GET /portal/documento/": "public",
  "GET /portal/documento/{id}/arquivo/": "public",
};
