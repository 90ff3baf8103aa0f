import type { SolicitacaoSeed } from "./solicitacoes";
import { CLIENTE, CONSULTOR, GESTOR, PRESTADOR, PRESTADOR_2 } from "./usuarios";

// Demo requests in quotation (DESIGN §5): two open to prestador@hub.example's company, one with three
// proposals for cliente@hub.example to compare, one in negotiation, and one whose round closed empty.

const VERTICE = "28732778000104";
const MENTORA = "82743702000120";
const CONECTA = "82731670000142";
const NEXO = "39844618000173";
const SABOR_DA_ILHA = "82158239000159";
const BOM_PRECO = "62378070000135";
const ZANELLA = "02605425045";

const liberada = (em: string) => ({ acao: "LIBERAR", de: "AGUARDANDO_ANALISE", para: "AGUARDANDO_PROPOSTAS", por: GESTOR, em });
const encerrada = (em: string) => ({
  acao: "ENCERRAR_PRAZO",
  de: "AGUARDANDO_PROPOSTAS",
  para: "PROPOSTAS_EM_ANALISE",
  por: GESTOR,
  em,
});
const datas = { dta_inicio: "2027-01-11", dta_fim: "2027-03-31", dtaprazo: "2027-01-08" };

export const COTACOES: SolicitacaoSeed[] = [
  {
    nrosolicitacao: "2026-900011",
    tipo: "EXTERNA",
    substatus: "AGUARDANDO_PROPOSTAS",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [NEXO],
    criador: CLIENTE,
    objetivo: "Organizar o fluxo de caixa da software house e prever as necessidades de capital de giro.",
    consultor: CONSULTOR,
    dtaprazoenvioproposta: "2026-12-18T02:59:59Z",
    em: "2026-11-02T13:00:00Z",
    historico: [liberada("2026-11-04T12:00:00Z")],
    propostas: [
      {
        prestador: VERTICE,
        status: "RASCUNHO",
        por: PRESTADOR,
        horas: [8, 12, 6],
        modeloHora: "Consultoria padrão",
        plano: "2 parcelas",
        comentario: "Rascunho: confirmar a agenda da equipe antes de enviar.",
        em: "2026-11-10T15:00:00Z",
        ...datas,
      },
    ],
  },
  {
    nrosolicitacao: "2026-900012",
    tipo: "INTERNA",
    substatus: "AGUARDANDO_PROPOSTAS",
    modelo: "Presença Digital e Redes Sociais",
    empresas: [BOM_PRECO],
    criador: GESTOR,
    objetivo: "Montar a presença digital do mercado e a rotina de ofertas semanais nas redes sociais.",
    dtaprazoenvioproposta: "2026-12-22T02:59:59Z",
    em: "2026-11-05T13:00:00Z",
    historico: [liberada("2026-11-06T12:00:00Z")],
  },
  {
    nrosolicitacao: "2026-900013",
    tipo: "EXTERNA",
    substatus: "PROPOSTAS_EM_ANALISE",
    modelo: "Presença Digital e Redes Sociais",
    empresas: [SABOR_DA_ILHA],
    criador: CLIENTE,
    objetivo: "Divulgar o cardápio e o delivery do restaurante nas redes sociais e no Google.",
    consultor: CONSULTOR,
    dtaprazoenvioproposta: "2026-11-20T02:59:59Z",
    em: "2026-10-20T13:00:00Z",
    historico: [liberada("2026-10-22T12:00:00Z"), encerrada("2026-11-20T03:00:00Z")],
    // The city's shopkeepers' chamber co-funds it: the proposals show its part of the subsidy.
    parceiros: ["Câmara de Dirigentes Lojistas de Florianópolis"],
    propostas: [
      {
        prestador: VERTICE,
        status: "ENVIADA",
        por: PRESTADOR,
        horas: [10, 16, 8],
        visita: true,
        modeloHora: "Consultoria padrão",
        plano: "3 parcelas",
        comentario: "Inclui uma visita ao restaurante para fotografar os pratos.",
        em: "2026-11-12T14:00:00Z",
        ...datas,
      },
      {
        prestador: MENTORA,
        status: "ENVIADA",
        por: PRESTADOR_2,
        horas: [8, 12, 6],
        modeloHora: "Consultoria especializada",
        plano: "2 parcelas",
        comentario: "Equipe com especialista em tráfego pago para delivery.",
        em: "2026-11-15T16:30:00Z",
        ...datas,
      },
      {
        prestador: CONECTA,
        status: "ENVIADA",
        horas: [6, 10, 6],
        modeloHora: "Instrutoria",
        plano: "À vista",
        comentario: "Formato de oficinas com a equipe do restaurante.",
        em: "2026-11-18T11:00:00Z",
        ...datas,
      },
    ],
  },
  {
    nrosolicitacao: "2026-900014",
    tipo: "EXTERNA",
    substatus: "EM_NEGOCIACAO",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [ZANELLA],
    criador: CLIENTE,
    objetivo: "Separar as contas da família das contas do sítio e planejar o caixa da safra de uva.",
    consultor: CONSULTOR,
    dtaprazoenvioproposta: "2026-11-14T02:59:59Z",
    em: "2026-10-10T13:00:00Z",
    historico: [
      liberada("2026-10-12T12:00:00Z"),
      encerrada("2026-11-14T03:00:00Z"),
      { acao: "PROPOSTA_SELECIONADA", de: "PROPOSTAS_EM_ANALISE", para: "PROPOSTAS_EM_ANALISE", por: CLIENTE, em: "2026-11-16T12:00:00Z" },
      {
        acao: "NEGOCIAR",
        de: "PROPOSTAS_EM_ANALISE",
        para: "EM_NEGOCIACAO",
        motivo: "Reduzir as horas da última etapa para caber no saldo do programa.",
        por: GESTOR,
        em: "2026-11-18T12:00:00Z",
      },
    ],
    propostas: [
      {
        prestador: VERTICE,
        status: "EM_NEGOCIACAO",
        por: PRESTADOR,
        horas: [10, 14, 12],
        modeloHora: "Consultoria padrão",
        plano: "2 parcelas",
        comentario: "Acompanhamento quinzenal durante a safra.",
        em: "2026-11-08T14:00:00Z",
        historico: [
          { acao: "SELECIONAR", para: "SELECIONADA", por: CLIENTE, em: "2026-11-16T12:00:00Z" },
          {
            acao: "NEGOCIAR",
            para: "EM_NEGOCIACAO",
            motivo: "Reduzir as horas da última etapa para caber no saldo do programa.",
            por: GESTOR,
            em: "2026-11-18T12:00:00Z",
          },
        ],
        ...datas,
      },
      {
        prestador: MENTORA,
        status: "NAO_SELECIONADA",
        por: PRESTADOR_2,
        horas: [12, 16, 12],
        modeloHora: "Consultoria especializada",
        plano: "3 parcelas",
        comentario: "Inclui planilha de custos por talhão.",
        em: "2026-11-10T10:00:00Z",
        historico: [{ acao: "NAO_SELECIONAR", para: "NAO_SELECIONADA", por: CLIENTE, em: "2026-11-16T12:00:00Z" }],
        ...datas,
      },
    ],
  },
  {
    // The deadline passed and no provider sent a proposal: staff see it and open a new round.
    nrosolicitacao: "2026-900015",
    tipo: "INTERNA",
    substatus: "AGUARDANDO_PROPOSTAS",
    modelo: "Fluxo de Caixa Essencial",
    empresas: [BOM_PRECO],
    criador: GESTOR,
    objetivo: "Implantar o controle de caixa diário do mercado antes da temporada de fim de ano.",
    dtaprazoenvioproposta: "2026-11-11T02:59:59Z",
    em: "2026-10-28T13:00:00Z",
    historico: [liberada("2026-10-29T12:00:00Z")],
  },
];
