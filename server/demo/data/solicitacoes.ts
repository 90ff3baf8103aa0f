import { CONTRATACOES } from "./contratacoes";
import { COTACOES } from "./cotacoes";
import { CLIENTE, CONSULTOR, CONSULTOR_2, COORDENADOR, GESTOR, GESTOR_2, PRESTADOR } from "./usuarios";

// Demo requests across the workflow (DESIGN §5), so every staff page has something to show.
// Numbers "2026-9000NN" stay clear of the sequence the portal hands out ("2026-000001"…).

/** Consultants and the service unit whose cities' requests they follow. */
export const CONSULTORES_UNIDADE = [
  { unidade: "Unidade Florianópolis", consultor: CONSULTOR },
  { unidade: "Unidade Norte do Paraná", consultor: CONSULTOR },
  { unidade: "Unidade Oeste Catarinense", consultor: CONSULTOR_2 },
];

/** A history row; `diagnostico` puts it on the request's diagnostic instead of the request. */
export type EventoSeed = {
  acao: string;
  de?: string;
  para?: string;
  motivo?: string;
  por: string;
  em: string;
  diagnostico?: true;
};

export type SolicitacaoSeed = {
  nrosolicitacao: string;
  tipo: "EXTERNA" | "INTERNA" | "CONTRATACAO_INTERNA";
  substatus: string;
  modelo: string; // offer title
  empresas: string[]; // CNPJ or CPF
  criador: string; // e-mail
  objetivo: string;
  justificativa?: string;
  consultor?: string;
  prestador?: string; // CNPJ
  dtaprazoenvioproposta?: string;
  em: string; // dtainclusao
  // After the CRIAR row, which every request gets.
  historico?: EventoSeed[];
  /** `arquivo`: the provider already sent it (a generated PDF). */
  diagnostico?: { status: string; prazo: string; consultor?: string; arquivo?: true };
  projeto?: { dta_inicio: string; dta_fim: string };
  /** Partners co-funding it (razaosocial), linked before its proposals are priced. */
  parceiros?: string[];
  propostas?: PropostaSeed[];
};

/** A provider's proposal on a demo request, priced on seeding from its hours per offer stage. */
export type PropostaSeed = {
  prestador: string; // CNPJ
  status: string;
  /** E-mail of who sent it (none: a provider without a portal account, Conecta). */
  por?: string;
  /** Hours per offer stage, in order (the last repeats for any stage beyond). */
  horas: number[];
  /** A visit on the first stage, priced with the 31–100 km band. */
  visita?: boolean;
  modeloHora: string;
  plano: string;
  comentario: string;
  dta_inicio: string;
  dta_fim: string;
  dtaprazo: string;
  em: string;
  /** Steps after it was sent. */
  historico?: { acao: string; para: string; motivo?: string; por: string; em: string }[];
};

const VERTICE = "28732778000104";
const NEXO = "39844618000173";
const SABOR_DA_ILHA = "82158239000159";
const MENTORA = "82743702000120";

const ANTERIORES: SolicitacaoSeed[] = [
  {
    nrosolicitacao: "2026-900001",
    tipo: "INTERNA",
    substatus: "AGUARDANDO_ANALISE",
    modelo: "Plano de Investimentos e Crédito Orientado",
    empresas: ["62378070000135", "47037941794"],
    criador: GESTOR,
    objetivo: "Planejar a ampliação do mercado e a modernização da propriedade com crédito orientado.",
    justificativa: "Demanda levantada na rodada de negócios do Oeste Catarinense.",
    consultor: CONSULTOR_2,
    em: "2026-03-02T13:10:00Z",
  },
  {
    nrosolicitacao: "2026-900002",
    tipo: "CONTRATACAO_INTERNA",
    substatus: "AGUARDANDO_ANALISE",
    modelo: "Planilhas para Controles Gerenciais",
    empresas: [],
    criador: COORDENADOR,
    objetivo: "Padronizar as planilhas gerenciais usadas pelas unidades de atendimento do programa.",
    justificativa: "Contratação direta de prestador credenciado para material de uso interno.",
    prestador: VERTICE,
    em: "2026-03-03T14:00:00Z",
  },
  {
    nrosolicitacao: "2026-900003",
    tipo: "INTERNA",
    substatus: "AGUARDANDO_ANALISE",
    modelo: "Presença Digital e Redes Sociais",
    empresas: ["33199704000194"],
    criador: GESTOR_2,
    objetivo: "Estruturar a presença digital da loja e o atendimento pelas redes sociais.",
    consultor: CONSULTOR,
    em: "2026-03-04T12:30:00Z",
  },
  {
    nrosolicitacao: "2026-900004",
    tipo: "EXTERNA",
    substatus: "DEVOLVIDA_CLIENTE",
    modelo: "Precificação para Comércio e Serviços",
    empresas: ["82158239000159"],
    criador: CLIENTE,
    objetivo: "Revisar os preços dos produtos da padaria.",
    em: "2026-03-05T11:00:00Z",
    historico: [
      {
        acao: "DEVOLVER",
        de: "AGUARDANDO_ANALISE",
        para: "DEVOLVIDA_CLIENTE",
        motivo: "Detalhe quais linhas de produtos entram na revisão de preços e o faturamento médio mensal.",
        por: GESTOR,
        em: "2026-03-06T15:20:00Z",
      },
    ],
  },
  {
    nrosolicitacao: "2026-900005",
    tipo: "INTERNA",
    substatus: "AGUARDANDO_DIAGNOSTICO",
    modelo: "Adequação à LGPD para Microempresas",
    empresas: ["95371500000146"],
    criador: GESTOR_2,
    objetivo: "Adequar o tratamento de dados de clientes do bar e da loja virtual à LGPD.",
    consultor: CONSULTOR,
    prestador: VERTICE,
    dtaprazoenvioproposta: "2026-12-18T02:59:59Z",
    em: "2026-03-09T13:00:00Z",
    historico: [
      { acao: "LIBERAR", de: "AGUARDANDO_ANALISE", para: "AGUARDANDO_DIAGNOSTICO", por: GESTOR_2, em: "2026-03-10T12:00:00Z" },
    ],
    diagnostico: { status: "AGUARDANDO_ACEITE", prazo: "2026-12-10T02:59:59Z", consultor: CONSULTOR },
  },
  {
    nrosolicitacao: "2026-900006",
    tipo: "INTERNA",
    substatus: "AGUARDANDO_PROPOSTAS",
    modelo: "Custos e Formação de Preço na Indústria",
    empresas: ["59095541000193"],
    criador: GESTOR,
    objetivo: "Apurar os custos de produção da malharia e rever a formação de preços.",
    dtaprazoenvioproposta: "2026-12-18T02:59:59Z",
    em: "2026-03-11T16:45:00Z",
    historico: [
      { acao: "LIBERAR", de: "AGUARDANDO_ANALISE", para: "AGUARDANDO_PROPOSTAS", por: GESTOR, em: "2026-03-12T10:00:00Z" },
    ],
  },
  {
    nrosolicitacao: "2026-900007",
    tipo: "INTERNA",
    substatus: "EM_EXECUCAO",
    modelo: "Fluxo de Caixa Essencial",
    empresas: ["40366231000138"],
    criador: GESTOR_2,
    objetivo: "Organizar o fluxo de caixa da cafeteria antes da abertura da segunda loja.",
    consultor: CONSULTOR,
    prestador: MENTORA,
    em: "2026-02-02T12:00:00Z",
    historico: [
      { acao: "LIBERAR", de: "AGUARDANDO_ANALISE", para: "AGUARDANDO_PROPOSTAS", por: GESTOR_2, em: "2026-02-03T12:00:00Z" },
      { acao: "AUTORIZAR_EXECUCAO", de: "AGUARDANDO_PROPOSTAS", para: "EM_EXECUCAO", por: COORDENADOR, em: "2026-03-02T12:00:00Z" },
    ],
    projeto: { dta_inicio: "2026-03-02", dta_fim: "2026-05-29" },
  },
  {
    nrosolicitacao: "2026-900008",
    tipo: "INTERNA",
    substatus: "CANCELADA",
    modelo: "Boas Práticas de Fabricação e Licença Sanitária",
    empresas: ["62687231000172"],
    criador: COORDENADOR,
    objetivo: "Preparar a cozinha da pousada para a renovação da licença sanitária.",
    em: "2026-02-16T13:00:00Z",
    historico: [
      {
        acao: "CANCELAR",
        de: "AGUARDANDO_ANALISE",
        para: "CANCELADA",
        motivo: "A empresa contratou o serviço por conta própria antes da análise.",
        por: COORDENADOR,
        em: "2026-02-20T17:00:00Z",
      },
    ],
  },
  {
    nrosolicitacao: "2026-900009",
    tipo: "EXTERNA",
    substatus: "AGUARDANDO_DIAGNOSTICO",
    modelo: "Adequação à LGPD para Microempresas",
    empresas: [NEXO],
    criador: CLIENTE,
    objetivo: "Mapear os dados pessoais que o software de gestão guarda dos clientes e adequar os contratos à LGPD.",
    consultor: CONSULTOR,
    prestador: VERTICE,
    dtaprazoenvioproposta: "2026-12-22T02:59:59Z",
    em: "2026-10-05T14:00:00Z",
    historico: [
      { acao: "LIBERAR", de: "AGUARDANDO_ANALISE", para: "AGUARDANDO_DIAGNOSTICO", por: GESTOR, em: "2026-10-07T12:00:00Z" },
      { acao: "ACEITE", de: "AGUARDANDO_ACEITE", para: "EM_ELABORACAO", por: PRESTADOR, em: "2026-10-08T15:00:00Z", diagnostico: true },
    ],
    diagnostico: { status: "EM_ELABORACAO", prazo: "2026-12-05T02:59:59Z", consultor: CONSULTOR },
  },
  {
    nrosolicitacao: "2026-900010",
    tipo: "EXTERNA",
    substatus: "AGUARDANDO_DIAGNOSTICO",
    modelo: "Adequação à LGPD para Microempresas",
    empresas: [SABOR_DA_ILHA],
    criador: CLIENTE,
    objetivo: "Adequar o cadastro de clientes do delivery e a lista de e-mails promocionais do restaurante à LGPD.",
    consultor: CONSULTOR,
    prestador: VERTICE,
    dtaprazoenvioproposta: "2026-12-15T02:59:59Z",
    em: "2026-09-21T13:00:00Z",
    historico: [
      { acao: "LIBERAR", de: "AGUARDANDO_ANALISE", para: "AGUARDANDO_DIAGNOSTICO", por: GESTOR, em: "2026-09-23T12:00:00Z" },
      { acao: "ACEITE", de: "AGUARDANDO_ACEITE", para: "EM_ELABORACAO", por: PRESTADOR, em: "2026-09-24T13:00:00Z", diagnostico: true },
      { acao: "ENVIAR", de: "EM_ELABORACAO", para: "ENVIADO", por: PRESTADOR, em: "2026-11-12T18:30:00Z", diagnostico: true },
    ],
    diagnostico: { status: "ENVIADO", prazo: "2026-11-20T02:59:59Z", consultor: CONSULTOR, arquivo: true },
  },
];

export const SOLICITACOES: SolicitacaoSeed[] = [...ANTERIORES, ...COTACOES, ...CONTRATACOES];
