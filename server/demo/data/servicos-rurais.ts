import { PROGRAMA, type ServicoSeed } from "./catalogo";

// Sustainability services and technical assistance for rural producers.
export const SERVICOS_RURAIS: ServicoSeed[] = [
  {
    codigo: "SRV-018",
    titulo: "Eficiência Energética",
    descricao:
      "Reduz a conta de energia com diagnóstico do consumo, ajuste do contrato com a distribuidora, troca de equipamentos e estudo de geração própria.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Sustentabilidade",
    subtema: "Eficiência Energética",
    area: "Indústria",
    porcentagemSubsidio: 80,
    ofertas: [
      {
        titulo: "Diagnóstico Energético e Plano de Redução",
        descricao: "Medição do consumo por equipamento e plano de redução com retorno do investimento.",
        cargaHoraria: 24,
        valor: 5800,
        etapas: [
          [
            "Análise das faturas",
            "Histórico de 12 meses, demanda contratada e multas.",
            "Relatório de análise tarifária",
          ],
          [
            "Medições em campo",
            "Medição do consumo dos principais equipamentos.",
            "Relatório de medições e inventário de cargas",
          ],
          [
            "Plano de redução",
            "Medidas priorizadas por retorno do investimento.",
            "Plano de eficiência energética com análise de retorno",
          ],
        ],
      },
      {
        titulo: "Viabilidade de Energia Solar Fotovoltaica",
        descricao: "Dimensionamento do sistema, orçamento de referência e análise de financiamento.",
        cargaHoraria: 16,
        valor: 3900,
        destaque: true,
        etapas: [
          [
            "Levantamento",
            "Consumo, área disponível e sombreamento.",
            "Relatório de levantamento técnico",
          ],
          [
            "Dimensionamento",
            "Potência do sistema e geração estimada.",
            "Memorial de dimensionamento fotovoltaico",
          ],
          [
            "Viabilidade",
            "Payback, financiamento e comparação de orçamentos.",
            "Estudo de viabilidade econômica",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-019",
    titulo: "Gestão de Resíduos Sólidos",
    descricao:
      "Elabora o Plano de Gerenciamento de Resíduos Sólidos exigido no licenciamento e organiza a separação, o armazenamento e a destinação correta dos resíduos.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Sustentabilidade",
    subtema: "Gestão de Resíduos",
    area: "Indústria",
    porcentagemSubsidio: 70,
    ofertas: [
      {
        titulo: "Plano de Gerenciamento de Resíduos Sólidos (PGRS)",
        descricao: "PGRS completo com inventário de resíduos, procedimentos e capacitação da equipe.",
        cargaHoraria: 28,
        valor: 6400,
        etapas: [
          [
            "Inventário de resíduos",
            "Classificação e quantificação dos resíduos gerados.",
            "Inventário de resíduos por classe",
          ],
          [
            "Plano de gerenciamento",
            "Procedimentos de segregação, armazenamento e destinação.",
            "Plano de Gerenciamento de Resíduos Sólidos (PGRS)",
          ],
          [
            "Destinadores",
            "Identificação de receptores licenciados e de oportunidades de venda de recicláveis.",
            "Cadastro de destinadores licenciados",
          ],
          [
            "Capacitação",
            "Treinamento da equipe e sinalização dos coletores.",
            "Registro de capacitação e sinalização implantada",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-020",
    titulo: "Planejamento e Gestão da Propriedade Rural",
    descricao:
      "Organiza a propriedade rural como empresa: controle de custos por atividade, planejamento da safra, gestão do rebanho e das máquinas e decisões de investimento.",
    tipo: "Consultoria",
    programa: PROGRAMA.AGRO,
    tema: "Produção Rural",
    subtema: "Gestão da Propriedade Rural",
    area: "Agronegócio",
    porcentagemSubsidio: 80,
    exigeDiagnostico: true,
    ofertas: [
      {
        titulo: "Gestão de Custos da Propriedade Rural",
        descricao: "Controle de receitas e custos por atividade com visitas mensais à propriedade.",
        cargaHoraria: 32,
        valor: 5600,
        destaque: true,
        recomendado: true,
        etapas: [
          [
            "Diagnóstico da propriedade",
            "Visita técnica, inventário de bens e atividades produtivas.",
            "Relatório de diagnóstico da propriedade",
          ],
          [
            "Controles de custos",
            "Implantação do caderno de campo e da planilha de custos por atividade.",
            "Planilha de custos por atividade implantada",
          ],
          [
            "Análise de resultados",
            "Margem por atividade e comparação com referências regionais.",
            "Relatório de resultado econômico por atividade",
          ],
          [
            "Plano de melhorias",
            "Ações para reduzir custos e aumentar a renda.",
            "Plano de ação com cronograma",
          ],
        ],
      },
      {
        titulo: "Planejamento Estratégico e Sucessão Familiar",
        descricao: "Planejamento de longo prazo da propriedade com a participação da família e dos sucessores.",
        cargaHoraria: 40,
        valor: 8200,
        etapas: [
          [
            "Diagnóstico familiar e produtivo",
            "Entrevistas com a família e análise das atividades.",
            "Relatório de diagnóstico familiar e produtivo",
          ],
          [
            "Visão de futuro",
            "Oficinas de planejamento com a família.",
            "Missão, visão e objetivos da propriedade",
          ],
          [
            "Plano de sucessão",
            "Papéis, responsabilidades e transição da gestão.",
            "Plano de sucessão familiar",
          ],
          [
            "Plano de investimentos",
            "Investimentos priorizados e fontes de financiamento rural.",
            "Plano de investimentos com fontes de financiamento",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-021",
    titulo: "Gestão da Qualidade do Leite",
    descricao:
      "Melhora a qualidade do leite e a remuneração do produtor: manejo de ordenha, controle de mastite, contagem bacteriana e de células somáticas e nutrição do rebanho.",
    tipo: "Consultoria",
    programa: PROGRAMA.AGRO,
    tema: "Produção Rural",
    subtema: "Pecuária Leiteira",
    area: "Agronegócio",
    porcentagemSubsidio: 80,
    ofertas: [
      {
        titulo: "Qualidade do Leite na Ordenha",
        descricao: "Procedimentos de ordenha, limpeza de equipamentos e controle de mastite.",
        cargaHoraria: 24,
        valor: 3800,
        recomendado: true,
        etapas: [
          [
            "Avaliação da ordenha",
            "Acompanhamento da ordenha e análise dos laudos de CBT e CCS.",
            "Relatório de avaliação da ordenha",
          ],
          [
            "Procedimentos",
            "Rotina de pré e pós-dipping, limpeza e resfriamento.",
            "Procedimento de ordenha e limpeza implantado",
          ],
          [
            "Controle de mastite",
            "Teste da caneca, CMT e protocolo de tratamento.",
            "Protocolo de controle de mastite",
          ],
          [
            "Acompanhamento",
            "Evolução dos indicadores por três meses.",
            "Relatório de evolução de CBT e CCS",
          ],
        ],
      },
      {
        titulo: "Manejo Nutricional do Rebanho Leiteiro",
        descricao: "Dietas balanceadas por categoria animal e planejamento da produção de volumosos.",
        cargaHoraria: 36,
        valor: 6200,
        etapas: [
          [
            "Avaliação do rebanho",
            "Escore corporal, produção por vaca e alimentos disponíveis.",
            "Relatório de avaliação do rebanho",
          ],
          [
            "Formulação de dietas",
            "Dietas por categoria e análise bromatológica.",
            "Dietas formuladas por categoria animal",
          ],
          [
            "Planejamento forrageiro",
            "Área de pastagem e silagem para o ano.",
            "Planejamento forrageiro anual",
          ],
          [
            "Resultados",
            "Comparação da produção e do custo por litro.",
            "Relatório de produção e custo por litro",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-022",
    titulo: "Boas Práticas Agropecuárias e Rastreabilidade",
    descricao:
      "Implanta as boas práticas agropecuárias e a rastreabilidade da produção, exigidas por cooperativas, agroindústrias e compradores.",
    tipo: "Consultoria",
    programa: PROGRAMA.AGRO,
    tema: "Produção Rural",
    subtema: "Boas Práticas Agropecuárias",
    area: "Agronegócio",
    porcentagemSubsidio: 75,
    ofertas: [
      {
        titulo: "Implantação de BPA e Rastreabilidade",
        descricao: "Adequação da propriedade às BPA com caderno de campo e identificação de lotes.",
        cargaHoraria: 40,
        valor: 7400,
        etapas: [
          [
            "Checklist de BPA",
            "Avaliação da propriedade segundo o protocolo de BPA.",
            "Relatório de conformidade com as BPA",
          ],
          [
            "Adequações",
            "Armazenamento de defensivos, EPIs e instalações.",
            "Plano de ação com cronograma",
          ],
          [
            "Rastreabilidade",
            "Identificação de lotes e registros de aplicação e colheita.",
            "Caderno de campo e sistema de rastreabilidade implantados",
          ],
          [
            "Auditoria de verificação",
            "Verificação final das adequações.",
            "Relatório de auditoria de BPA",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-023",
    titulo: "Planejamento da Produção de Hortaliças e Frutas",
    descricao:
      "Capacita o produtor a planejar o plantio escalonado, o manejo integrado de pragas e a comercialização em feiras, mercados e programas de compras públicas.",
    tipo: "Instrutoria",
    programa: PROGRAMA.AGRO,
    tema: "Produção Rural",
    subtema: "Fruticultura e Olericultura",
    area: "Agronegócio",
    porcentagemSubsidio: 70,
    ofertas: [
      {
        titulo: "Instrutoria em Produção de Hortaliças",
        descricao: "Encontros práticos na propriedade sobre planejamento e manejo da produção.",
        cargaHoraria: 20,
        valor: 2600,
        etapas: [
          [
            "Planejamento do plantio",
            "Calendário de plantio escalonado conforme a demanda.",
            "Calendário de plantio",
          ],
          [
            "Manejo integrado",
            "Monitoramento de pragas e uso correto de defensivos.",
            "Ficha de monitoramento de pragas",
          ],
          [
            "Comercialização",
            "Canais de venda e documentação para compras públicas.",
            "Plano de comercialização",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-024",
    titulo: "Turismo Rural e Agroturismo",
    descricao:
      "Estrutura a propriedade para receber visitantes: definição de produtos turísticos, roteiros integrados, preços, segurança e divulgação.",
    tipo: "Consultoria",
    programa: PROGRAMA.AGRO,
    tema: "Produção Rural",
    subtema: "Turismo Rural",
    area: "Turismo",
    porcentagemSubsidio: 70,
    ofertas: [
      {
        titulo: "Estruturação de Roteiro de Turismo Rural",
        descricao: "Produto turístico estruturado e integrado a um roteiro regional.",
        cargaHoraria: 32,
        valor: 6800,
        etapas: [
          [
            "Inventário turístico",
            "Atrativos, infraestrutura e capacidade de recepção.",
            "Inventário da oferta turística",
          ],
          [
            "Produto turístico",
            "Experiências, roteiro de visitação e preços.",
            "Roteiro de visitação e tabela de preços",
          ],
          [
            "Segurança e hospitalidade",
            "Normas de segurança e capacitação para o receptivo.",
            "Manual de recepção de visitantes",
          ],
          [
            "Divulgação",
            "Cadastro em plataformas e parcerias com agências.",
            "Plano de divulgação e material promocional",
          ],
        ],
      },
    ],
  },
];
