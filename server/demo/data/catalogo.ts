export const PROGRAMA = {
  GESTAO: "Programa Brasil Mais Gestão",
  AGRO: "Programa Agro Mais",
  INOVA: "Programa Inova Pequenos Negócios",
} as const;

// Programmes the institution also uses to hire providers for its own needs (contratação interna).
export const CONTRATACAO_INTERNA: readonly string[] = [PROGRAMA.GESTAO];

// tema → subtemas
export const TEMAS: Record<string, string[]> = {
  "Gestão Financeira": ["Fluxo de Caixa", "Custos e Precificação", "Crédito e Investimentos"],
  "Marketing e Vendas": ["Marketing Digital", "Vendas e Atendimento", "Marca e Posicionamento"],
  "Inovação e Tecnologia": ["Transformação Digital", "Inovação em Produtos e Processos"],
  "Gestão de Pessoas": ["Liderança", "Recrutamento e Retenção", "Cargos e Salários"],
  "Qualidade e Produtividade": ["Gestão da Qualidade", "Produtividade Industrial"],
  "Produção Rural": [
    "Gestão da Propriedade Rural",
    "Pecuária Leiteira",
    "Boas Práticas Agropecuárias",
    "Fruticultura e Olericultura",
    "Turismo Rural",
  ],
  Sustentabilidade: ["Eficiência Energética", "Gestão de Resíduos"],
  "Jurídico e Regularização": ["Proteção de Dados (LGPD)", "Regularização Sanitária", "Tributação e Formalização"],
};

/** [titulo, descricao, entregavel]; `ordem` is the position in the list, from 1. */
export type EtapaSeed = [titulo: string, descricao: string, entregavel: string];

export type OfertaSeed = {
  titulo: string;
  descricao: string;
  cargaHoraria: number;
  valor: number;
  destaque?: boolean;
  recomendado?: boolean;
  etapas: EtapaSeed[];
};

export type ServicoSeed = {
  codigo: string;
  titulo: string;
  descricao: string;
  tipo: string;
  programa: string;
  tema: string;
  subtema: string;
  area: string;
  porcentagemSubsidio: number;
  exigeDiagnostico?: boolean;
  // false: the service and all its offers are inactive.
  ativo?: boolean;
  ofertas: OfertaSeed[];
};
