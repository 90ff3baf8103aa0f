import type { TipoResposta } from "../../db/schema";

export type PerguntaSeed = {
  chave: string;
  descricao: string;
  tipo: TipoResposta;
  opcoes?: string[];
  // Required unless false.
  obrigatoria?: boolean;
};

const COLABORADORES: PerguntaSeed = {
  chave: "numero_colaboradores",
  descricao: "Quantos colaboradores a empresa tem?",
  tipo: "NUMERO",
};
const FATURAMENTO: PerguntaSeed = {
  chave: "faturamento_anual",
  descricao: "Qual o faturamento anual aproximado?",
  tipo: "OPCAO",
  opcoes: ["Até R$ 81 mil", "Até R$ 360 mil", "Até R$ 4,8 milhões", "Acima de R$ 4,8 milhões"],
};
const DESAFIO: PerguntaSeed = {
  chave: "principal_desafio",
  descricao: "Descreva brevemente o principal desafio",
  tipo: "TEXTO",
  obrigatoria: false,
};
const AREA_PROPRIEDADE: PerguntaSeed = {
  chave: "area_propriedade_hectares",
  descricao: "Qual a área total da propriedade (hectares)?",
  tipo: "NUMERO",
};
const ATIVIDADE_RURAL: PerguntaSeed = {
  chave: "atividade_principal",
  descricao: "Qual a principal atividade?",
  tipo: "OPCAO",
  opcoes: ["Leite", "Grãos", "Hortifruti", "Fruticultura", "Outra"],
};
const ASSISTENCIA_TECNICA: PerguntaSeed = {
  chave: "possui_assistencia_tecnica",
  descricao: "Possui assistência técnica atualmente?",
  tipo: "SIM_NAO",
};
const sim = (chave: string, descricao: string): PerguntaSeed => ({ chave, descricao, tipo: "SIM_NAO" });
const numero = (chave: string, descricao: string): PerguntaSeed => ({ chave, descricao, tipo: "NUMERO" });
const opcao = (chave: string, descricao: string, opcoes: string[]): PerguntaSeed => ({
  chave,
  descricao,
  tipo: "OPCAO",
  opcoes,
});
const texto = (chave: string, descricao: string, obrigatoria = true): PerguntaSeed => ({
  chave,
  descricao,
  tipo: "TEXTO",
  obrigatoria,
});

// Service code → its dimensioning questions, in the order the client answers them.
export const PERGUNTAS: Record<string, PerguntaSeed[]> = {
  "SRV-001": [
    FATURAMENTO,
    sim("controle_financeiro", "A empresa registra as entradas e saídas em sistema ou planilha?"),
    sim("contas_separadas", "As contas da empresa são separadas das contas pessoais dos sócios?"),
    DESAFIO,
  ],
  "SRV-002": [
    numero("quantidade_produtos", "Quantos produtos ou serviços diferentes a empresa vende?"),
    opcao("segmento", "Qual o segmento da empresa?", ["Comércio", "Serviços", "Indústria"]),
    FATURAMENTO,
  ],
  "SRV-003": [
    numero("valor_investimento", "Qual o valor aproximado do investimento pretendido (R$)?"),
    opcao("finalidade_credito", "Qual a finalidade principal do crédito?", [
      "Capital de giro",
      "Máquinas e equipamentos",
      "Reforma ou ampliação",
      "Outra",
    ]),
    sim("restricao_cadastral", "A empresa ou os sócios têm restrição cadastral?"),
    FATURAMENTO,
  ],
  "SRV-004": [
    sim("redes_sociais_ativas", "A empresa tem perfis ativos em redes sociais?"),
    sim("possui_site", "A empresa tem site próprio?"),
    { ...numero("verba_anuncios", "Qual a verba mensal disponível para anúncios (R$)?"), obrigatoria: false },
    DESAFIO,
  ],
  "SRV-005": [
    numero("equipe_vendas", "Quantas pessoas trabalham com vendas ou atendimento?"),
    opcao("canal_vendas", "Qual o principal canal de vendas?", [
      "Loja física",
      "Telefone ou WhatsApp",
      "Internet",
      "Visita ao cliente",
    ]),
    DESAFIO,
  ],
  "SRV-006": [
    sim("possui_logomarca", "A empresa já tem logomarca?"),
    sim("marca_registrada", "A marca está registrada no INPI?"),
    texto("publico_alvo", "Descreva o público que a empresa quer atingir", false),
  ],
  "SRV-007": [
    COLABORADORES,
    sim("usa_sistema_gestao", "A empresa já usa algum sistema de gestão (ERP)?"),
    texto("processos_prioritarios", "Quais processos a empresa quer digitalizar primeiro?"),
  ],
  "SRV-008": [
    numero("quantidade_produtos", "Quantos produtos a empresa pretende vender na loja virtual?"),
    sim("vende_internet", "A empresa já vende pela internet?"),
    opcao("plataforma_preferida", "Tem preferência de plataforma?", [
      "Nuvemshop",
      "Shopify",
      "WooCommerce",
      "Marketplace",
      "Sem preferência",
    ]),
  ],
  "SRV-009": [
    COLABORADORES,
    opcao("foco_inovacao", "Onde a empresa quer inovar?", [
      "Produto",
      "Serviço",
      "Processo",
      "Modelo de negócio",
    ]),
    DESAFIO,
  ],
  "SRV-010": [
    COLABORADORES,
    sim("dados_sensiveis", "A empresa trata dados sensíveis (saúde, biometria, dados de crianças)?"),
    numero("sistemas_dados_pessoais", "Quantos sistemas ou planilhas guardam dados pessoais de clientes?"),
  ],
  "SRV-011": [
    opcao("tipo_estabelecimento", "Qual o tipo de estabelecimento?", [
      "Padaria ou confeitaria",
      "Restaurante ou lanchonete",
      "Indústria de alimentos",
      "Agroindústria familiar",
      "Outro",
    ]),
    sim("alvara_sanitario", "Possui alvará sanitário vigente?"),
    numero("manipuladores", "Quantas pessoas manipulam alimentos?"),
  ],
  "SRV-012": [
    FATURAMENTO,
    opcao("regime_tributario", "Qual o regime tributário atual?", [
      "MEI",
      "Simples Nacional",
      "Lucro Presumido",
      "Lucro Real",
      "Não sei",
    ]),
    texto("atividade_principal", "Qual a atividade principal da empresa?"),
  ],
  "SRV-013": [
    numero("numero_lideres", "Quantos líderes ou gestores vão participar?"),
    COLABORADORES,
    DESAFIO,
  ],
  "SRV-014": [
    COLABORADORES,
    numero("vagas_previstas", "Quantas vagas a empresa precisa preencher nos próximos 6 meses?"),
    sim("rotatividade_alta", "A rotatividade de pessoal é um problema hoje?"),
  ],
  "SRV-015": [
    COLABORADORES,
    numero("numero_cargos", "Quantos cargos diferentes existem hoje?"),
    sim("possui_plano_cargos", "Já existe algum plano de cargos ou tabela salarial?"),
  ],
  "SRV-016": [
    COLABORADORES,
    sim("possui_certificacao", "A empresa tem alguma certificação de qualidade?"),
    opcao("objetivo_qualidade", "Qual o principal objetivo?", [
      "Organização (5S)",
      "Padronização de processos",
      "Certificação ISO 9001",
    ]),
    DESAFIO,
  ],
  "SRV-017": [
    COLABORADORES,
    numero("turnos_producao", "Quantos turnos de produção a fábrica tem?"),
    opcao("tipo_producao", "Como é a produção?", ["Sob encomenda", "Em lotes", "Contínua"]),
  ],
  "SRV-018": [
    numero("conta_energia_mensal", "Qual o valor médio da conta de energia mensal (R$)?"),
    opcao("grupo_tarifario", "Qual o grupo tarifário?", [
      "Baixa tensão (grupo B)",
      "Média ou alta tensão (grupo A)",
      "Não sei",
    ]),
    sim("area_paineis", "Há telhado ou área livre para painéis solares?"),
  ],
  "SRV-019": [
    COLABORADORES,
    texto("residuos_gerados", "Quais resíduos a empresa gera em maior volume?"),
    sim("exigido_licenciamento", "O plano de resíduos foi exigido no licenciamento ambiental?"),
  ],
  "SRV-020": [
    AREA_PROPRIEDADE,
    ATIVIDADE_RURAL,
    ASSISTENCIA_TECNICA,
    sim("registra_custos", "Registra as receitas e despesas da propriedade?"),
  ],
  "SRV-021": [
    numero("vacas_lactacao", "Quantas vacas estão em lactação?"),
    numero("producao_diaria_litros", "Qual a produção diária de leite (litros)?"),
    opcao("tipo_ordenha", "Como é feita a ordenha?", ["Manual", "Balde ao pé", "Canalizada", "Robotizada"]),
    ASSISTENCIA_TECNICA,
  ],
  "SRV-022": [
    AREA_PROPRIEDADE,
    ATIVIDADE_RURAL,
    sim("vende_redes", "Vende para redes de supermercado ou agroindústrias?"),
  ],
  "SRV-023": [
    numero("area_cultivo_hectares", "Qual a área de cultivo (hectares)?"),
    sim("cultivo_protegido", "Possui estufa ou cultivo protegido?"),
    opcao("canal_comercializacao", "Onde vende a produção?", [
      "Feiras",
      "Mercados locais",
      "Cooperativa",
      "Alimentação escolar (PNAE)",
      "Outro",
    ]),
  ],
  "SRV-024": [
    AREA_PROPRIEDADE,
    sim("recebe_visitantes", "Já recebe visitantes na propriedade?"),
    texto("atrativos", "Quais atrativos a propriedade oferece?", false),
  ],
  "SRV-025": [numero("participantes", "Quantas pessoas vão participar da oficina?"), FATURAMENTO],
  "SRV-026": [
    numero("participantes", "Quantas pessoas vão participar do curso?"),
    opcao("nivel_planilhas", "Qual o nível de conhecimento em planilhas?", [
      "Básico",
      "Intermediário",
      "Avançado",
    ]),
  ],
};
