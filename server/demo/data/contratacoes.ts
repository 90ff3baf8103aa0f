import type { PropostaSeed, SolicitacaoSeed } from "./solicitacoes";
import { CLIENTE, CONSULTOR, GESTOR, PRESTADOR } from "./usuarios";

// Demo requests in contracting (DESIGN §5), one per step: final analysis, signatures, payment, execution
// authorisation, and one authorised, whose project cliente@ and prestador@ follow. Each is seeded in final analysis with Vértice's proposal selected, and then taken to its
// step by the portal's own contracting services (server/demo/contratacao.ts), so contracts, hashes and
// signatures are real.

const VERTICE = "28732778000104";
const NEXO = "39844618000173";
const SABOR_DA_ILHA = "82158239000159";
const ZANELLA = "02605425045";
const BOM_PRECO = "62378070000135";

/** How far the portal takes each request after seeding it in final analysis. */
export type EtapaContratacao =
  | "ANALISE_FINAL_GESTOR"
  | "AGUARDANDO_ASSINATURA"
  | "AGUARDANDO_PAGAMENTO"
  | "AGUARDANDO_AUTORIZACAO"
  | "EM_EXECUCAO"
  | "AGUARDANDO_AVALIACAO"
  | "CONCLUIDA";

/**
 * `representante`: who signs for a client company no demo account belongs to, through a shared link
 * staff generate (as the portal offers for signatories without an account).
 */
export type ContratacaoSeed = SolicitacaoSeed & {
  centro: string;
  ate: EtapaContratacao;
  representante?: { nome: string; cpf: string };
  /**
   * Once in execution: stages (by order) the provider delivered, and what the client did with each: returned
   * it saying what to fix, or approved it (then staff authorise that instalment's invoice).
   */
  entregas?: { etapa: number; devolvida?: string; aprovada?: true }[];
  /** Certificates the provider attaches once every stage is approved (then it sends the project for evaluation). */
  certificados?: string[];
  /** Concluded: the client's scores, in question order (the comment question gets a text), then staff finish. */
  avaliacao?: { notas: number[]; comentario: string };
};

const selecionada = (em: string, periodo = { dta_inicio: "2027-01-11", dta_fim: "2027-04-30" }): PropostaSeed => ({
  prestador: VERTICE,
  status: "SELECIONADA",
  por: PRESTADOR,
  horas: [10, 12, 8],
  visita: true,
  modeloHora: "Consultoria padrão",
  plano: "2 parcelas",
  comentario: "Duas consultoras dedicadas, com entregas quinzenais.",
  ...periodo,
  dtaprazo: "2027-01-08",
  em,
  historico: [{ acao: "SELECIONAR", para: "SELECIONADA", por: CLIENTE, em: "2026-11-19T12:00:00Z" }],
});

const ate_analise = (em: string) => [
  { acao: "LIBERAR", de: "AGUARDANDO_ANALISE", para: "AGUARDANDO_PROPOSTAS", por: GESTOR, em },
  {
    acao: "ENCERRAR_PRAZO",
    de: "AGUARDANDO_PROPOSTAS",
    para: "PROPOSTAS_EM_ANALISE",
    por: GESTOR,
    em: "2026-11-18T03:00:00Z",
  },
  {
    acao: "ANALISE_GESTOR",
    de: "PROPOSTAS_EM_ANALISE",
    para: "ANALISE_FINAL_GESTOR",
    por: CLIENTE,
    em: "2026-11-19T13:00:00Z",
  },
];

const base = {
  tipo: "EXTERNA" as const,
  substatus: "ANALISE_FINAL_GESTOR",
  criador: CLIENTE,
  consultor: CONSULTOR,
  dtaprazoenvioproposta: "2026-11-18T02:59:59Z",
  centro: "CC-2026-001",
};

export const CONTRATACOES: ContratacaoSeed[] = [
  {
    ...base,
    nrosolicitacao: "2026-900016",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [NEXO],
    objetivo: "Montar o fluxo de caixa semanal da software house e a política de capital de giro.",
    em: "2026-10-05T13:00:00Z",
    historico: ate_analise("2026-10-07T12:00:00Z"),
    propostas: [selecionada("2026-11-12T14:00:00Z")],
    ate: "ANALISE_FINAL_GESTOR",
  },

  {
    ...base,
    nrosolicitacao: "2026-900017",
    modelo: "Presença Digital e Redes Sociais",
    empresas: [SABOR_DA_ILHA],
    objetivo: "Lançar o cardápio de verão do restaurante nas redes sociais com fotos profissionais.",
    em: "2026-10-01T13:00:00Z",
    historico: ate_analise("2026-10-03T12:00:00Z"),
    propostas: [selecionada("2026-11-10T14:00:00Z")],
    ate: "AGUARDANDO_ASSINATURA",
  },
  {
    ...base,
    nrosolicitacao: "2026-900018",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [ZANELLA],
    objetivo: "Planejar o caixa do sítio para a próxima safra e separar as contas da família.",
    em: "2026-09-25T13:00:00Z",
    historico: ate_analise("2026-09-28T12:00:00Z"),
    propostas: [selecionada("2026-11-05T14:00:00Z")],
    ate: "AGUARDANDO_PAGAMENTO",
  },
  {
    ...base,
    tipo: "INTERNA",
    criador: GESTOR,
    nrosolicitacao: "2026-900019",
    modelo: "Presença Digital e Redes Sociais",
    empresas: [BOM_PRECO],
    objetivo: "Criar o catálogo de ofertas do mercado no Instagram e no WhatsApp Business.",
    em: "2026-09-20T13:00:00Z",
    historico: ate_analise("2026-09-22T12:00:00Z"),
    propostas: [selecionada("2026-11-03T14:00:00Z")],
    representante: { nome: "Osvaldo Pereira", cpf: "52998224725" },
    ate: "AGUARDANDO_AUTORIZACAO",
  },
  {
    ...base,
    nrosolicitacao: "2026-900020",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [NEXO],
    objetivo: "Montar o fluxo de caixa mensal da software house e prever o capital de giro do próximo ano.",
    em: "2026-09-15T13:00:00Z",
    historico: ate_analise("2026-09-17T12:00:00Z"),
    // Started in October, so the returned first stage is past its due date: late.
    propostas: [selecionada("2026-11-01T14:00:00Z", { dta_inicio: "2026-10-01", dta_fim: "2027-01-29" })],
    ate: "EM_EXECUCAO",
    // Stage 1 returned to the provider; stage 2 approved, its instalment's invoice ('Nota 1') to send; stage 3
    // for the client to approve.
    entregas: [
      { etapa: 1, devolvida: "Inclua a planilha com as categorias de despesa usadas no mapeamento." },
      { etapa: 2, aprovada: true },
      { etapa: 3 },
    ],
  },
  {
    ...base,
    nrosolicitacao: "2026-900021",
    modelo: "Presença Digital e Redes Sociais",
    empresas: [ZANELLA],
    objetivo: "Divulgar a venda direta de produtos do sítio nas redes sociais da região.",
    em: "2026-10-06T13:00:00Z",
    historico: ate_analise("2026-10-08T12:00:00Z"),
    propostas: [selecionada("2026-11-13T14:00:00Z")],
    // A second one in final analysis, so the browser tests take one through contracting per screen size (on
    // the rural property: Sabor da Ilha's yearly request limit is left for the checkout tests).
    ate: "ANALISE_FINAL_GESTOR",
  },  {
    ...base,
    nrosolicitacao: "2026-900022",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [ZANELLA],
    objetivo: "Organizar o caixa do sítio entre a colheita e a venda da safra de café.",
    em: "2026-08-20T13:00:00Z",
    historico: ate_analise("2026-08-22T12:00:00Z"),
    propostas: [selecionada("2026-10-20T14:00:00Z")],
    // Every stage approved and the project sent for evaluation: cliente@ has an evaluation to answer.
    ate: "AGUARDANDO_AVALIACAO",
    entregas: [1, 2, 3].map((etapa) => ({ etapa, aprovada: true as const })),
    certificados: ["Certificado de participação na oficina de fluxo de caixa"],
  },
  {
    ...base,
    nrosolicitacao: "2026-900023",
    modelo: "Presença Digital e Redes Sociais",
    empresas: [NEXO],
    objetivo: "Apresentar a software house nas redes sociais para atrair clientes do interior.",
    em: "2026-08-10T13:00:00Z",
    historico: ate_analise("2026-08-12T12:00:00Z"),
    propostas: [selecionada("2026-10-15T14:00:00Z")],
    // Evaluated by cliente@ and finished by staff: its final attestation downloads.
    ate: "CONCLUIDA",
    entregas: [1, 2, 3, 4].map((etapa) => ({ etapa, aprovada: true as const })),
    certificados: ["Certificado de conclusão da trilha de marketing digital"],
    avaliacao: { notas: [5, 4, 5, 4, 5], comentario: "Equipe atenciosa e entregas no prazo." },
  },
  {
    ...base,
    tipo: "CONTRATACAO_INTERNA",
    criador: GESTOR,
    nrosolicitacao: "2026-900024",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [NEXO],
    objetivo: "Capacitar as empresas incubadas no controle do fluxo de caixa, contratado diretamente pelo programa.",
    em: "2026-09-05T13:00:00Z",
    historico: ate_analise("2026-09-07T12:00:00Z"),
    propostas: [selecionada("2026-10-25T14:00:00Z")],
    // An internal hiring in execution: prestador@ accepts the demand before delivering.
    ate: "EM_EXECUCAO",
  },
  {
    ...base,
    nrosolicitacao: "2026-900025",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [ZANELLA],
    objetivo: "Separar as contas do sítio e da família e planejar os pagamentos do financiamento rural.",
    em: "2026-08-25T13:00:00Z",
    historico: ate_analise("2026-08-27T12:00:00Z"),
    propostas: [selecionada("2026-10-22T14:00:00Z")],
    // A second one waiting for evaluation: the browser tests answer it through an evaluation link.
    ate: "AGUARDANDO_AVALIACAO",
    entregas: [1, 2, 3].map((etapa) => ({ etapa, aprovada: true as const })),
  },
  {
    ...base,
    nrosolicitacao: "2026-900026",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [ZANELLA],
    objetivo: "Controlar o caixa da agroindústria do sítio, do leite à venda dos queijos na feira.",
    em: "2026-09-12T13:00:00Z",
    historico: ate_analise("2026-09-14T12:00:00Z"),
    propostas: [selecionada("2026-11-02T14:00:00Z")],
    // 2026-900020's twin, so the browser tests take one execution through at each screen size.
    ate: "EM_EXECUCAO",
    entregas: [
      { etapa: 1, devolvida: "Inclua a planilha com as categorias de despesa usadas no mapeamento." },
      { etapa: 2, aprovada: true },
      { etapa: 3 },
    ],
  },
  {
    ...base,
    nrosolicitacao: "2026-900027",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [ZANELLA],
    objetivo: "Organizar o caixa da horta do sítio e separar o que é da feira e o que é da casa.",
    em: "2026-09-24T13:00:00Z",
    historico: ate_analise("2026-09-27T12:00:00Z"),
    propostas: [selecionada("2026-11-04T14:00:00Z")],
    // 2026-900018's twin: the payment's browser test pays that one, and the steps' test reads this one
    // unpaid, so neither depends on the order the two run in.
    ate: "AGUARDANDO_PAGAMENTO",
  },
];
