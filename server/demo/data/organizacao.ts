import { COORDENADOR, GESTOR, GESTOR_2 } from "./usuarios";

export const AREAS_ATUACAO = [
  "Agronegócio",
  "Comércio",
  "Indústria",
  "Serviços",
  "Turismo",
  "Tecnologia",
  "Alimentação",
] as const;

// IBGE codes of the demo cities (checked against the municipality table by the seed test).
export const CIDADE = {
  FLORIANOPOLIS: "4205407",
  SAO_JOSE: "4216602",
  PALHOCA: "4211900",
  BIGUACU: "4202305",
  CHAPECO: "4204202",
  XANXERE: "4219507",
  CONCORDIA: "4204301",
  JOINVILLE: "4209102",
  JARAGUA_DO_SUL: "4208906",
  BLUMENAU: "4202404",
  ITAJAI: "4208203",
  BALNEARIO_CAMBORIU: "4202008",
  CURITIBA: "4106902",
  SAO_JOSE_DOS_PINHAIS: "4125506",
  PINHAIS: "4119152",
  COLOMBO: "4105805",
  ARAUCARIA: "4101804",
  LONDRINA: "4113700",
  MARINGA: "4115200",
  CAXIAS_DO_SUL: "4305108",
  BENTO_GONCALVES: "4302105",
  FARROUPILHA: "4307906",
  GARIBALDI: "4308607",
  PORTO_ALEGRE: "4314902",
  CANOAS: "4304606",
} as const;

export type UnidadeSeed = { descricao: string; cidades: string[]; gestores: string[] };

export const UNIDADES: UnidadeSeed[] = [
  {
    descricao: "Unidade Florianópolis",
    cidades: [CIDADE.FLORIANOPOLIS, CIDADE.SAO_JOSE, CIDADE.PALHOCA, CIDADE.BIGUACU],
    gestores: [GESTOR, COORDENADOR],
  },
  {
    descricao: "Unidade Oeste Catarinense",
    cidades: [CIDADE.CHAPECO, CIDADE.XANXERE, CIDADE.CONCORDIA],
    gestores: [GESTOR, GESTOR_2],
  },
  {
    descricao: "Unidade Norte Catarinense",
    cidades: [CIDADE.JOINVILLE, CIDADE.JARAGUA_DO_SUL],
    gestores: [GESTOR],
  },
  {
    descricao: "Unidade Vale do Itajaí",
    cidades: [CIDADE.BLUMENAU, CIDADE.ITAJAI, CIDADE.BALNEARIO_CAMBORIU],
    gestores: [GESTOR_2],
  },
  {
    descricao: "Unidade Curitiba",
    cidades: [CIDADE.CURITIBA, CIDADE.SAO_JOSE_DOS_PINHAIS, CIDADE.PINHAIS, CIDADE.COLOMBO, CIDADE.ARAUCARIA],
    gestores: [GESTOR, GESTOR_2],
  },
  {
    descricao: "Unidade Norte do Paraná",
    cidades: [CIDADE.LONDRINA, CIDADE.MARINGA],
    gestores: [GESTOR_2],
  },
  {
    descricao: "Unidade Serra Gaúcha",
    cidades: [CIDADE.CAXIAS_DO_SUL, CIDADE.BENTO_GONCALVES, CIDADE.FARROUPILHA, CIDADE.GARIBALDI],
    gestores: [GESTOR_2, GESTOR],
  },
  {
    descricao: "Unidade Porto Alegre",
    cidades: [CIDADE.PORTO_ALEGRE, CIDADE.CANOAS],
    gestores: [GESTOR_2],
  },
];

/** When each centre's yearly budget (`orcamento`) was contributed: its first movement. */
export const APORTE_INICIAL_EM = "2026-01-05T12:00:00Z";

export const CENTROS_CUSTO = [
  {
    codigo: "CC-2026-001",
    descricao: "Consultorias em gestão para pequenos negócios de Santa Catarina",
    acao: "4.1.02",
    projeto: "Brasil Mais Gestão SC 2026",
    orcamento: "184500.00",
    ano: 2026,
  },
  {
    codigo: "CC-2026-002",
    descricao: "Assistência técnica e gerencial a produtores rurais do Oeste Catarinense",
    acao: "4.2.01",
    projeto: "Agro Mais Oeste 2026",
    orcamento: "236750.00",
    ano: 2026,
  },
  {
    codigo: "CC-2026-003",
    descricao: "Transformação digital e inovação em pequenas empresas do Paraná",
    acao: "4.3.05",
    projeto: "Inova Pequenos Negócios PR 2026",
    orcamento: "97320.00",
    ano: 2026,
  },
  {
    codigo: "CC-2026-004",
    descricao: "Qualidade e produtividade na indústria da Serra Gaúcha",
    acao: "4.1.07",
    projeto: "Brasil Mais Gestão RS 2026",
    orcamento: "128900.00",
    ano: 2026,
  },
  {
    codigo: "CC-2026-005",
    descricao: "Sustentabilidade e eficiência energética em pequenos negócios",
    acao: "4.4.03",
    projeto: "Negócios Sustentáveis 2026",
    orcamento: "56400.00",
    ano: 2026,
  },
  {
    codigo: "CC-2026-006",
    descricao: "Regularização e adequação legal de micro e pequenas empresas",
    acao: "4.1.11",
    projeto: "Empresa Legal 2026",
    orcamento: "3180.00",
    ano: 2026,
  },
  {
    codigo: "CC-2026-007",
    descricao: "Marketing e vendas para o comércio varejista e o turismo",
    acao: "4.5.02",
    projeto: "Vende Mais Varejo 2026",
    orcamento: "41250.00",
    ano: 2026,
  },
];

export const PARCEIROS = [
  {
    razaosocial: "Cooperativa de Crédito Vale do Itajaí",
    objetivo: "Cofinanciar consultorias de gestão financeira para cooperados do Vale do Itajaí",
    subsidio: "10.00",
  },
  {
    razaosocial: "Associação Empresarial da Serra Gaúcha",
    objetivo: "Ampliar o acesso de indústrias associadas a consultorias de qualidade e produtividade",
    subsidio: "15.00",
  },
  {
    razaosocial: "Cooperativa Agroindustrial Oeste Verde",
    objetivo: "Apoiar a assistência técnica a produtores de leite e grãos cooperados",
    subsidio: "20.00",
  },
  {
    razaosocial: "Fundação de Apoio à Inovação do Paraná",
    objetivo: "Estimular projetos de transformação digital em pequenos negócios paranaenses",
    subsidio: "12.50",
  },
  {
    razaosocial: "Câmara de Dirigentes Lojistas de Florianópolis",
    objetivo: "Fortalecer o varejo local com consultorias de marketing, vendas e atendimento",
    subsidio: "5.00",
  },
];
