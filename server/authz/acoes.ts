import { GESTAO, hasAnyRole, ORCAMENTO, STAFF, STAFF_ADMIN, type Group, type RoleUser } from "@/lib/roles";

/**
 * "public": anyone; "authenticated": any signed-in user; "sistema": only the portal acting by itself (a
 * background job), never a person nor a route; otherwise the groups that may take the action.
 */
export type Access = "public" | "authenticated" | "sistema" | readonly Group[];

/**
 * The one permission table (as dub's): every route names one of these actions, and an action lists who
 * may take it. A route naming no action does not build, and a test walks the OpenAPI document to match.
 * Ownership of the object touched (a client's own companies, a consultant's reach) is checked in the
 * service. A workflow's transition names one of these actions too, and its route takes the
 * transition's, so the table here is the only place that says which groups may act.
 */
export const ACOES = {
  /** The public catalogue: offers, themes, programme documents, sizing questions. */
  "catalogo.ver": "public",
  "sessao.entrar": "public",
  /** One's own session, profile and picture. */
  "sessao.usar": "authenticated",
  /** Lists every signed-in form needs: states, cities, statuses, genders, areas, service units. */
  "referencia.basica": "authenticated",
  /** Lists staff forms need: clients, people, offers, providers, programmes, cost centres, settings. */
  "referencia.listar": STAFF_ADMIN,
  /** The pricing lists (hour models, payment plans, travel bands): staff, and providers pricing a proposal. */
  "precificacao.ver": ["prestador", ...STAFF_ADMIN],
  "usuario.administrar": ["admin"],
  /** The back office's reference records: areas, service units and their cities and managers. */
  "cadastro.administrar": ["admin"],
  /** The outbox's deliveries to each consumer: failures and reprocessing. */
  "integracao.administrar": ["admin"],
  /** The companies the signed-in client or provider belongs to. */
  "empresa.propria": ["cliente", "prestador"],
  /** A client's companies: list, detail, registration. */
  "empresa.cliente": ["cliente"],
  /** A provider's accreditations: the provider's own, and any for staff. */
  "credenciamento.ver": ["prestador", ...STAFF_ADMIN],
  /** A provider asks accreditation for services. */
  "credenciamento.solicitar": ["prestador"],
  /** Staff decide accreditation: accredit, refuse, switch off, suspend, remove. */
  "credenciamento.decidir": [...GESTAO, "admin"],
  /** A company's documents: its own users send and read them; staff too. */
  "documento.enviar": ["cliente", "prestador", ...STAFF_ADMIN],
  /** Looking up a CPF (rural producer, company links) while registering or serving a client. */
  "cpf.consultar": ["cliente", ...STAFF_ADMIN],
  /** A client's own requests: send, follow, answer a return. */
  "solicitacao.pedir": ["cliente"],
  /** Staff following requests, their diagnostics and projects, within their reach (consultants too). */
  "solicitacao.acompanhar": STAFF,
  /** Staff managing requests: release, return, cancel, cost centres, managers, creation, drafts. */
  "solicitacao.gerir": GESTAO,
  /** A request's deadlines closing (proposals, diagnostic acceptance): the portal's job alone. */
  "solicitacao.prazos": "sistema",
  /** The parties of a diagnostic: the provider who makes it and the client who approves it. */
  "diagnostico.tratar": ["cliente", "prestador"],
  /** The provider chosen for a diagnostic accepts or refuses it, writes it and sends it. */
  "diagnostico.fazer": ["prestador"],
  /** The client approves a diagnostic or returns it for correction. */
  "diagnostico.aprovar": ["cliente"],
  /** A provider's quotes: opportunities, sending, revising, giving up. */
  "proposta.enviar": ["prestador"],
  /** Reading a quotation and its proposals (sealed bids: each reads what the scope lets them). */
  "proposta.ver": ["cliente", "prestador", ...STAFF],
  /** The client's choice among the proposals. */
  "proposta.escolher": ["cliente"],
  /** A negotiation on the selected proposal: staff, or the client asking for an adjustment. */
  "proposta.negociar": ["cliente", ...GESTAO],
  /** A request's contracts and their PDFs: its parties (each reads its own) and the staff who reach it. */
  "contrato.ver": ["cliente", "prestador", ...STAFF],
  /** Signing one's own side of a contract in the portal. */
  "contrato.assinar": ["cliente", "prestador"],
  /** A shared signing link: the signature's party, or staff for anyone. */
  "contrato.compartilhar": ["cliente", "prestador", ...GESTAO],
  /** The projects of one's companies: the client's requests carried out, the provider's contracted work. */
  "projeto.parte": ["cliente", "prestador"],
  /** A project's instalments and invoices: its provider, and staff who follow it. */
  "projeto.notas": ["prestador", ...STAFF],
  /** Delivering a stage of one's company's project, sending its invoices and the project for evaluation. */
  "projeto.entregar": ["prestador"],
  /** Approving or returning a delivery of one's companies' project. */
  "projeto.aprovar": ["cliente"],
  /** Paying one's own request's client share in the portal. */
  "pagamento.pagar": ["cliente"],
  /** Asking the gateway whether a pending payment went through: the payer, or staff for them. */
  "pagamento.verificar": ["cliente", ...GESTAO],
  /** A request's payments, receipts and proofs: its client and the staff who reach it. */
  "pagamento.ver": ["cliente", ...STAFF],
  /** Pages opened by a shared link's token, with no session (the token is the permission). */
  "link.usar": "public",
  /** A provider company's profile: its name, place, contacts and accreditations (no private data). */
  "prestador.ver": "authenticated",
  /** Partners co-funding requests' subsidies. */
  "parceiro.gerir": [...GESTAO, "admin"],
  /** The active partners, to choose a request's co-funders: all staff, consultants too. */
  "parceiro.listar": STAFF_ADMIN,
  /** Evaluation questionnaires and which services use them. */
  "questionario.gerir": [...GESTAO, "admin"],
  /** A request's evaluation, its questionnaire and its final attestation: its parties and staff who reach it. */
  "avaliacao.ver": ["cliente", "prestador", ...STAFF],
  /** Answering one's own request's evaluation in the portal. */
  "avaliacao.responder": ["cliente"],
  /** An evaluation link for someone who answers without an account: the client, or staff for them. */
  "avaliacao.compartilhar": ["cliente", ...GESTAO],
  /** Checking a final attestation by its verification code: anyone holding the paper. */
  "atestado.verificar": "public",
  /** A provider's own project: accepting an internal demand, attaching certificates. */
  "projeto.conduzir": ["prestador"],
  /** A diagnostic's file: its parties and the staff who reach it. */
  "diagnostico.baixar": ["cliente", "prestador", ...STAFF],
  /** Staff looking companies up: search, detail, documents, export, and the company's history and notes. */
  "empresa.consultar": [...GESTAO, "admin"],
  /** A provider's consultants (consultor_prestador) and their accreditations: its own company's; staff any. */
  "consultor.ver": ["prestador", ...STAFF_ADMIN],
  /** A provider keeping its own company's consultants: adding, accrediting per service, withdrawing, removing. */
  "consultor.gerir": ["prestador"],
  /** A company's contracts for a service, from the Hub or the ERP (RM): the company's users; staff who run requests. */
  "contrato.consultar": ["cliente", "prestador", ...GESTAO, "admin"],
  /** A CPF's links to companies (owner of a rural property, managing partner) through the SAS integration. */
  "vinculo.consultar": STAFF_ADMIN,
  /** Cost centres for staff: balances, movements, people involved and the monthly follow-up. */
  "centrocusto.acompanhar": [...GESTAO, "admin"],
  /** Keeping cost centres: flags, data, budget contributions and adjustments, people involved. */
  "centrocusto.gerir": ORCAMENTO,
  /** A request's chat: its client, the providers it is open to or contracted with, and the staff who reach it. */
  "mensagem.conversar": ["cliente", "prestador", ...STAFF],
  /** Published tenders, their files and results: anyone, with no session. */
  "edital.ver": "public",
  /** Staff writing tenders (stages, groups, documents, evaluators, files), publishing them, deciding appeals and results. */
  "edital.gerir": [...GESTAO, "admin"],
  /** A provider company enrolling in a tender: its stages' documents, corrections and appeal. */
  "edital.inscrever": ["prestador"],
  /** An enrolment's detail and history: its company, the evaluator assigned to it and staff. */
  "edital.acompanhar": ["prestador", "avaliador", ...GESTAO, "admin"],
  /** An evaluator deciding the documents and stages of the enrolments assigned to them. */
  "edital.avaliar": ["avaliador"],
  /** Closing the evaluation of the enrolments decided so far (the protocol): the tender's evaluators and staff. */
  "edital.finalizar": ["avaliador", ...GESTAO, "admin"],
  /** Each role's own dashboard: the client's, the provider's, a manager's and a coordinator's. */
  "dash.cliente": ["cliente"],
  "dash.prestador": ["prestador"],
  "dash.gestor": ["gestor"],
  "dash.coordenador": ["coordenador"],
} as const satisfies Record<string, Access>;

export type Acao = keyof typeof ACOES;

/** Whether `user` (none for an anonymous caller) may take `acao`; the portal itself takes only "sistema" ones. */
export function permite(acao: Acao, user: RoleUser, sistema = false): boolean {
  const access: Access = ACOES[acao];
  if (sistema) return access === "sistema";
  if (access === "public") return true;
  if (access === "sistema" || !user) return false;
  return access === "authenticated" || hasAnyRole(user, access);
}
