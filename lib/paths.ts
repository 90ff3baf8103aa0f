import { GESTAO, GESTORES_DE_EDITAL, STAFF, hasAnyRole, type Group, type RoleUser } from "./roles";

export const LOGIN_PATH = "/login";
export const NOT_FOUND_PATH = "/404";
/** Where a client follows the requests they sent (the cart goes there after checkout). */
export const MY_REQUESTS_PATH = "/externo/cliente/solicitacoes";
/** Where a provider finds the requests it may quote and its proposals. */
export const PROPOSTAS_PATH = "/externo/prestador/propostas";
/** Where each party finds its diagnostics: the provider's to make, the client's to review. */
export const DIAGNOSTICOS_PATH = {
  prestador: "/externo/prestador/diagnosticos",
  cliente: "/externo/cliente/diagnosticos",
} as const;

/** Where each party follows its projects: the provider's to carry out, the client's to follow. */
/** Staff's projects (every one for managers) and the programme's signatures waiting for them. */
export const PROJETOS_DA_EQUIPE_PATH = "/interno/consultor/projetos";
export const ASSINATURAS_PATH = "/interno/assinaturas";

export const PROJETOS_PATH = {
  prestador: "/externo/prestador/projetos",
  cliente: "/externo/cliente/projetos",
} as const;

/** Where staff keep the evaluation questionnaires: managers and the internal team, or administrators. */
export const QUESTIONARIOS_PATH = {
  interno: "/interno/questionarios",
  admin: "/admin/questionarios",
} as const;

/** Where staff keep the partners co-funding subsidies: managers and the internal team, or administrators. */
export const PARCEIROS_PATH = {
  interno: "/interno/parceiros",
  admin: "/admin/parceiros",
} as const;

/** Where staff look companies up (search, detail, history): managers and the internal team, or administrators. */
export const EMPRESAS_PATH = {
  interno: "/interno/empresas",
  admin: "/admin/empresas",
} as const;

/** The staff queue of requests; its filters live in the URL (the dashboards link to them). */
export const FILA_PATH = "/interno/solicitacoes";

/** Where a provider keeps its company's consultants and their accreditation per service. */
export const CONSULTORES_PATH = "/externo/prestador/consultores";

/** Where staff look up which companies a CPF is linked to: the staff area, or administrators'. */
export const VINCULOS_CPF_PATH = {
  interno: "/interno/vinculos-cpf",
  admin: "/admin/vinculos-cpf",
} as const;

/**
 * A tender's pages of its results: its candidates (staff) and its result (staff and the tender's evaluators
 * see every candidate, a candidate its own, with its appeal).
 */
export const EDITAL_PATH = {
  candidatos: (edital: number) => `/credenciamento/editais/${edital}/candidatos`,
  resultado: (edital: number) => `/credenciamento/editais/${edital}/resultado`,
} as const;
/** Where staff see the companies whose accepted tender documents expired. */
export const DOCUMENTOS_VENCIDOS_PATH = "/credenciamento/documentos-vencidos";

/** Where administrators link users to the companies they act for. */
export const EMPRESA_USUARIOS_PATH = "/admin/empresa-usuarios";

/** Where administrators keep the areas of activity and the service units (with their cities and managers). */
export const AREAS_PATH = "/admin/areas";
/** Where administrators watch what the metrics system and the ERP were sent, and act on failures. */
export const INTEGRACAO_PATH = "/admin/integracao";
export const UNIDADES_PATH = "/admin/unidades";
export const USUARIOS_PATH = "/admin/usuarios";
export const SERVICOS_ADMIN_PATH = "/admin/servicos";
export const PERGUNTAS_PATH = "/admin/perguntas";

/** Where staff follow the cost centres, their movements and the monthly follow-up: managers and the internal team, or administrators. */
export const CENTROS_CUSTO_PATH = {
  interno: "/interno/centros-custo",
  admin: "/admin/centros-custo",
} as const;

/** A provider company's enrolments in accreditation tenders, and the evaluator's side of them. */
export const INSCRICOES_PATH = "/credenciamento/inscricoes";
export const AVALIACAO_PATH = "/credenciamento/avaliador";
/** The signed-in user's choice of which notifications reach them by e-mail, and when. */
export const PREFERENCIAS_PATH = "/conta/notificacoes";

/** The monthly follow-up of the balances, under a cost centres' area (`base`). */
export const acompanhamentoPath = (base: string) => `${base}/acompanhamento`;

/**
 * The id in a path segment or query value (`/projetos/12`, `?rascunho=12`): a positive whole number, or
 * null for anything a hand-edited address may hold instead.
 */
export function parseId(value: string | string[] | null | undefined): number | null {
  const id = Number(value);
  return typeof value === "string" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** "public": shown to everyone, signed in or not. */
export type MenuItem = { href: string; label: string; groups: readonly Group[] | "public" };

/** Every page the menu may show, with who may open it; only pages that exist are listed. */
export const MENU: readonly MenuItem[] = [
  { href: "/", label: "Catálogo de serviços", groups: "public" },
  { href: "/carrinho", label: "Carrinho", groups: "public" },
  { href: MY_REQUESTS_PATH, label: "Minhas solicitações", groups: ["cliente"] },
  { href: "/externo/cliente", label: "Painel do cliente", groups: ["cliente"] },
  { href: DIAGNOSTICOS_PATH.cliente, label: "Diagnósticos", groups: ["cliente"] },
  { href: PROJETOS_PATH.cliente, label: "Projetos", groups: ["cliente"] },
  { href: "/externo/prestador", label: "Painel do prestador", groups: ["prestador"] },
  { href: DIAGNOSTICOS_PATH.prestador, label: "Diagnósticos", groups: ["prestador"] },
  { href: PROPOSTAS_PATH, label: "Propostas", groups: ["prestador"] },
  { href: PROJETOS_PATH.prestador, label: "Projetos", groups: ["prestador"] },
  { href: CONSULTORES_PATH, label: "Meus consultores", groups: ["prestador"] },
  { href: "/externo/prestador/empresa", label: "Minha empresa", groups: ["prestador"] },
  { href: INSCRICOES_PATH, label: "Inscrições em editais", groups: ["prestador"] },
  { href: "/interno/gestor", label: "Painel do gestor", groups: ["gestor"] },
  { href: "/interno/coordenador", label: "Painel do coordenador", groups: ["coordenador"] },
  { href: "/interno/consultor", label: "Painel do consultor", groups: ["consultor"] },
  { href: "/interno", label: "Painel interno", groups: ["interno"] },
  { href: FILA_PATH, label: "Fila de solicitações", groups: STAFF },
  { href: "/interno/solicitacoes/nova", label: "Nova solicitação", groups: GESTAO },
  { href: "/interno/contratacao-interna", label: "Contratação interna", groups: GESTAO },
  { href: "/interno/rascunhos", label: "Rascunhos", groups: GESTAO },
  { href: ASSINATURAS_PATH, label: "Assinaturas do programa", groups: GESTAO },
  { href: PROJETOS_DA_EQUIPE_PATH, label: "Projetos", groups: STAFF },
  { href: "/interno/consultor/diagnosticos", label: "Diagnósticos", groups: STAFF },
  { href: QUESTIONARIOS_PATH.interno, label: "Questionários", groups: GESTAO },
  { href: PARCEIROS_PATH.interno, label: "Parceiros", groups: GESTAO },
  { href: EMPRESAS_PATH.interno, label: "Empresas", groups: GESTAO },
  { href: CENTROS_CUSTO_PATH.interno, label: "Centros de custo", groups: GESTAO },
  { href: acompanhamentoPath(CENTROS_CUSTO_PATH.interno), label: "Acompanhamento de saldos", groups: GESTAO },
  { href: VINCULOS_CPF_PATH.interno, label: "Vínculos de CPF", groups: STAFF },
  { href: AVALIACAO_PATH, label: "Painel do avaliador", groups: ["avaliador"] },
  { href: `${AVALIACAO_PATH}/avaliacoes`, label: "Avaliações", groups: ["avaliador"] },
  { href: "/credenciamento/editais", label: "Editais", groups: GESTORES_DE_EDITAL },
  { href: DOCUMENTOS_VENCIDOS_PATH, label: "Documentos vencidos", groups: [...GESTAO, "admin"] },
  { href: "/admin", label: "Painel do administrador", groups: ["admin"] },
  { href: USUARIOS_PATH, label: "Usuários", groups: ["admin"] },
  { href: EMPRESA_USUARIOS_PATH, label: "Usuários das empresas", groups: ["admin"] },
  // Administrators do not enter the staff area: the same screens live under theirs.
  { href: QUESTIONARIOS_PATH.admin, label: "Questionários", groups: ["admin"] },
  { href: PARCEIROS_PATH.admin, label: "Parceiros", groups: ["admin"] },
  { href: EMPRESAS_PATH.admin, label: "Empresas", groups: ["admin"] },
  { href: CENTROS_CUSTO_PATH.admin, label: "Centros de custo", groups: ["admin"] },
  {
    href: acompanhamentoPath(CENTROS_CUSTO_PATH.admin),
    label: "Acompanhamento de saldos",
    groups: ["admin"],
  },
  { href: VINCULOS_CPF_PATH.admin, label: "Vínculos de CPF", groups: ["admin"] },
  { href: AREAS_PATH, label: "Áreas de atuação", groups: ["admin"] },
  { href: UNIDADES_PATH, label: "Unidades de atendimento", groups: ["admin"] },
  { href: INTEGRACAO_PATH, label: "Integração", groups: ["admin"] },
  { href: SERVICOS_ADMIN_PATH, label: "Serviços", groups: ["admin"] },
  { href: PERGUNTAS_PATH, label: "Perguntas de dimensionamento", groups: ["admin"] },
];

export const menuFor = (user: RoleUser) =>
  MENU.filter((item) => item.groups === "public" || hasAnyRole(user, item.groups));
