// A provider's sent proposal for an LGPD request and the request as its provider quotes it, as the API
// answers them, for the proposal modals' browser tests.
import type { Cotacao, PropostaDetalhe } from "@/services/proposta";

const cor = (codigo: string, descricao: string) => ({ id: 1, codigo, descricao, cor: "#1677ff" });

const etapasDaOferta: Cotacao["etapas"] = [
  {
    id: 11,
    ordem: 1,
    titulo: "inventário de dados",
    descricao: "Mapeamento dos dados pessoais tratados.",
    entregavel: "Inventário de dados pessoais",
  },
  {
    id: 12,
    ordem: 2,
    titulo: "análise de riscos",
    descricao: "Bases legais, lacunas e riscos.",
    entregavel: "Relatório de lacunas e riscos",
  },
  {
    id: 13,
    ordem: 3,
    titulo: "capacitação",
    descricao: "Treinamento da equipe e do encarregado.",
    entregavel: "Registro de capacitação",
  },
];

const solicitacao = {
  id: 40,
  nrosolicitacao: "2026-000321",
  empresa_label: "Sabor da Ilha",
  modelooferta: { id: 7, titulo: "Adequação à LGPD para Microempresas" },
  dtaprazoenvioproposta: "2026-12-01T02:59:59Z",
};

export const proposta: PropostaDetalhe = {
  id: 5,
  solicitacao,
  prestador: { id: 8, nomefantasia: "vértice consultoria", cnpj_mask: "28.732.778/0001-04" },
  empresa_proposta: { id: 8, nomefantasia: "vértice consultoria", cnpj_mask: "28.732.778/0001-04" },
  status: cor("ENVIADA", "Enviada"),
  valor_bruto: 2670,
  valor_subsidio: 1869,
  valor_subsidio_parceiros: 0,
  valor_cliente: 801,
  percentual_subsidio: 70,
  porcentagem_subsidio: 70,
  porcentagem_cliente: 30,
  dta_inicio: "2027-01-11",
  dta_fim: "2027-03-31",
  dtaprazo: "2027-01-08",
  visita: true,
  dtaenvio: "2026-11-25T12:00:00Z",
  comentario: "",
  modelo_hora: { id: 1, descricao: "Consultoria padrão" },
  faixa_quilometragem: { id: 2, km_minimo: 0, km_maximo: 50 },
  plano_pagamento: { id: 4, descricao: "2 parcelas", parcelas: 2 },
  etapas: [
    { id: 31, etapa: etapasDaOferta[0], ordem: 1, horas: 6, visita: false, valor: 900 },
    { id: 32, etapa: etapasDaOferta[1], ordem: 2, horas: 4, visita: true, valor: 720 },
    { id: 33, etapa: etapasDaOferta[2], ordem: 3, horas: 7, visita: false, valor: 1050 },
  ],
  parcelas: [
    { numero: 1, etapa_ordem: 1, valor: 1335 },
    { numero: 2, etapa_ordem: 3, valor: 1335 },
  ],
  arquivo: null,
  credenciado_desde: "2025-03-10T12:00:00Z",
  versao: 3,
  acoes: ["atualizar", "anexar", "desistir"],
  historico: [],
};

export const cotacao: Cotacao = {
  ...solicitacao,
  substatus: cor("AGUARDANDO_PROPOSTAS", "Aguardando propostas"),
  objetivo: "Adequar o cadastro de clientes à LGPD.",
  servico: { id: 3, titulo: "Adequação à LGPD" },
  etapas: etapasDaOferta,
  respostas: [],
  subsidio: { porcentagem: 70, parceiros: 0 },
  empresas: [],
  prazo_encerrado_sem_propostas: false,
  diagnostico: null,
  propostas: [],
  versao: 9,
  acoes: [],
};

/** The pricing lists the proposal form chooses from. */
export const precificacao = {
  horas: [
    { id: 1, descricao: "Consultoria padrão", valor_hora: 150, valor_hora_adicional: 120, hora_limite: 40 },
  ],
  planos: [{ id: 4, descricao: "2 parcelas", parcelas: 2 }],
  faixas: [{ id: 2, km_minimo: 0, km_maximo: 50, valor: 120 }],
};
