import { PROGRAMA, type ServicoSeed } from "./catalogo";

// Finance, marketing, technology and data-protection services for small businesses.
export const SERVICOS_GESTAO: ServicoSeed[] = [
  {
    codigo: "SRV-001",
    titulo: "Consultoria em Gestão Financeira e Fluxo de Caixa",
    descricao:
      "Organiza as finanças da empresa: separação entre contas pessoais e empresariais, controle diário de entradas e saídas, projeção do fluxo de caixa e indicadores para decidir com segurança.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Gestão Financeira",
    subtema: "Fluxo de Caixa",
    area: "Comércio",
    porcentagemSubsidio: 70,
    ofertas: [
      {
        titulo: "Fluxo de Caixa Essencial",
        descricao:
          "Implantação de controles financeiros básicos e do fluxo de caixa projetado para os próximos 90 dias.",
        cargaHoraria: 24,
        valor: 4800,
        recomendado: true,
        etapas: [
          [
            "Diagnóstico financeiro",
            "Levantamento de contas, extratos, prazos de pagamento e recebimento.",
            "Relatório de diagnóstico financeiro",
          ],
          [
            "Estruturação dos controles",
            "Plano de contas simplificado e rotina de lançamentos diários.",
            "Planilha de fluxo de caixa implantada",
          ],
          [
            "Projeção e acompanhamento",
            "Projeção de 90 dias e análise dos primeiros resultados com o empresário.",
            "Fluxo de caixa projetado e plano de ação com cronograma",
          ],
        ],
      },
      {
        titulo: "Gestão Financeira Completa",
        descricao:
          "Do diagnóstico à gestão por indicadores: fluxo de caixa, DRE gerencial, capital de giro e ponto de equilíbrio.",
        cargaHoraria: 48,
        valor: 9600,
        destaque: true,
        recomendado: true,
        etapas: [
          [
            "Diagnóstico financeiro",
            "Análise das finanças, do endividamento e dos controles existentes.",
            "Relatório de diagnóstico financeiro",
          ],
          [
            "Fluxo de caixa",
            "Implantação do fluxo de caixa realizado e projetado.",
            "Planilha de fluxo de caixa implantada",
          ],
          [
            "DRE gerencial e custos",
            "Classificação de custos fixos e variáveis e montagem da DRE mensal.",
            "DRE gerencial dos últimos seis meses",
          ],
          [
            "Capital de giro e ponto de equilíbrio",
            "Cálculo da necessidade de capital de giro e do ponto de equilíbrio.",
            "Memória de cálculo do capital de giro e do ponto de equilíbrio",
          ],
          [
            "Painel de indicadores",
            "Definição de metas e rotina mensal de acompanhamento.",
            "Painel de indicadores financeiros e plano de ação com cronograma",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-002",
    titulo: "Precificação de Produtos e Serviços",
    descricao:
      "Calcula o preço de venda a partir dos custos, despesas, impostos e margem desejada, compara com o mercado e define a política de descontos.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Gestão Financeira",
    subtema: "Custos e Precificação",
    area: "Comércio",
    porcentagemSubsidio: 70,
    ofertas: [
      {
        titulo: "Precificação para Comércio e Serviços",
        descricao: "Formação de preço com markup para o mix de produtos ou serviços mais vendidos.",
        cargaHoraria: 16,
        valor: 3200,
        recomendado: true,
        etapas: [
          [
            "Levantamento de custos",
            "Mapeamento de custos diretos, despesas fixas e tributos.",
            "Planilha de custos e despesas",
          ],
          [
            "Cálculo do markup",
            "Definição da margem e cálculo do markup por categoria.",
            "Tabela de markup por categoria",
          ],
          [
            "Política de preços",
            "Comparação com concorrentes e regras de desconto.",
            "Tabela de preços revisada e política de descontos",
          ],
        ],
      },
      {
        titulo: "Custos e Formação de Preço na Indústria",
        descricao: "Custeio por produto com ficha técnica, rateio de custos indiretos e formação de preço.",
        cargaHoraria: 32,
        valor: 6400,
        etapas: [
          [
            "Fichas técnicas",
            "Levantamento de matérias-primas, perdas e tempos de produção.",
            "Fichas técnicas dos principais produtos",
          ],
          [
            "Custeio",
            "Rateio de custos indiretos e cálculo do custo unitário.",
            "Planilha de custeio por produto",
          ],
          [
            "Margem de contribuição",
            "Análise da margem de contribuição e do mix de produtos.",
            "Relatório de rentabilidade por produto",
          ],
          [
            "Formação de preço",
            "Preço de venda por canal e simulação de cenários.",
            "Tabela de preços por canal de venda",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-003",
    titulo: "Acesso a Crédito e Plano de Investimentos",
    descricao:
      "Prepara a empresa para buscar crédito em boas condições: análise da capacidade de pagamento, escolha da linha de financiamento e plano de investimentos.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Gestão Financeira",
    subtema: "Crédito e Investimentos",
    area: "Serviços",
    porcentagemSubsidio: 60,
    ofertas: [
      {
        titulo: "Plano de Investimentos e Crédito Orientado",
        descricao: "Plano de investimentos com análise de viabilidade e dossiê para a instituição financeira.",
        cargaHoraria: 20,
        valor: 4000,
        etapas: [
          [
            "Capacidade de pagamento",
            "Análise do endividamento e da geração de caixa.",
            "Relatório de capacidade de pagamento",
          ],
          [
            "Plano de investimentos",
            "Detalhamento dos investimentos e do retorno esperado.",
            "Plano de investimentos com análise de viabilidade",
          ],
          [
            "Linhas de crédito",
            "Comparação de linhas, taxas, garantias e prazos.",
            "Quadro comparativo de linhas de crédito e dossiê de documentos",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-004",
    titulo: "Marketing Digital para Pequenos Negócios",
    descricao:
      "Estrutura a presença digital da empresa: perfil nas redes sociais e no Google, calendário de conteúdo, anúncios segmentados e métricas de resultado.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Marketing e Vendas",
    subtema: "Marketing Digital",
    area: "Comércio",
    porcentagemSubsidio: 70,
    ofertas: [
      {
        titulo: "Presença Digital e Redes Sociais",
        descricao: "Perfis profissionais, Perfil da Empresa no Google e calendário editorial de três meses.",
        cargaHoraria: 24,
        valor: 5200,
        destaque: true,
        etapas: [
          [
            "Análise da presença digital",
            "Avaliação dos canais atuais e de concorrentes.",
            "Relatório de presença digital",
          ],
          [
            "Público e posicionamento",
            "Definição de persona e tom de voz.",
            "Documento de persona e posicionamento",
          ],
          [
            "Estruturação dos canais",
            "Ajuste dos perfis e do Perfil da Empresa no Google.",
            "Perfis configurados e checklist de otimização",
          ],
          [
            "Calendário de conteúdo",
            "Planejamento de publicações e capacitação da equipe.",
            "Calendário editorial de três meses",
          ],
        ],
      },
      {
        titulo: "Marketing Digital com Tráfego Pago",
        descricao: "Campanhas de anúncios no Google e nas redes sociais com acompanhamento de resultados.",
        cargaHoraria: 40,
        valor: 8800,
        etapas: [
          [
            "Plano de mídia",
            "Objetivos, público, orçamento e canais das campanhas.",
            "Plano de mídia digital",
          ],
          [
            "Configuração das contas",
            "Pixel, conversões e contas de anúncio.",
            "Contas de anúncio e rastreamento configurados",
          ],
          [
            "Campanhas",
            "Criação e publicação das campanhas e criativos.",
            "Campanhas publicadas com criativos aprovados",
          ],
          [
            "Otimização e resultados",
            "Ajustes de segmentação e orçamento e análise do retorno.",
            "Relatório de resultados e recomendações",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-005",
    titulo: "Técnicas de Vendas e Atendimento ao Cliente",
    descricao:
      "Capacita a equipe comercial em abordagem, negociação, pós-venda e atendimento, com roteiros práticos adaptados ao negócio.",
    tipo: "Instrutoria",
    programa: PROGRAMA.GESTAO,
    tema: "Marketing e Vendas",
    subtema: "Vendas e Atendimento",
    area: "Comércio",
    porcentagemSubsidio: 60,
    ofertas: [
      {
        titulo: "Instrutoria em Vendas Consultivas",
        descricao: "Turma fechada para a equipe, com simulações de venda e roteiro de abordagem.",
        cargaHoraria: 16,
        valor: 2400,
        etapas: [
          [
            "Alinhamento",
            "Entrevista com o gestor e definição de metas da turma.",
            "Plano de instrutoria",
          ],
          [
            "Encontros práticos",
            "Quatro encontros com simulações de venda.",
            "Lista de presença e material didático",
          ],
          [
            "Roteiro de vendas",
            "Construção do roteiro com a equipe.",
            "Roteiro de abordagem e de tratamento de objeções",
          ],
        ],
      },
      {
        titulo: "Atendimento de Excelência no Varejo",
        descricao: "Padrões de atendimento na loja e nos canais digitais, com pesquisa de satisfação.",
        cargaHoraria: 12,
        valor: 1800,
        etapas: [
          [
            "Cliente oculto",
            "Avaliação do atendimento atual.",
            "Relatório de cliente oculto",
          ],
          [
            "Padrões de atendimento",
            "Definição e treinamento dos padrões.",
            "Manual de padrões de atendimento",
          ],
          [
            "Pesquisa de satisfação",
            "Implantação da pesquisa e do indicador NPS.",
            "Formulário de pesquisa e primeiro resultado de NPS",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-006",
    titulo: "Identidade Visual e Posicionamento de Marca",
    descricao:
      "Cria ou renova a marca da empresa com base no posicionamento desejado: logotipo, paleta de cores, tipografia e aplicações.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Marketing e Vendas",
    subtema: "Marca e Posicionamento",
    area: "Serviços",
    porcentagemSubsidio: 50,
    ofertas: [
      {
        titulo: "Criação de Identidade Visual",
        descricao: "Do briefing ao manual da marca, com aplicações em papelaria, fachada e redes sociais.",
        cargaHoraria: 30,
        valor: 6500,
        etapas: [
          ["Briefing", "Imersão no negócio, público e concorrentes.", "Briefing de marca aprovado"],
          [
            "Conceito e logotipo",
            "Apresentação de alternativas e refinamento.",
            "Logotipo final em arquivos vetoriais",
          ],
          [
            "Manual da marca",
            "Paleta, tipografia, usos corretos e aplicações.",
            "Manual de identidade visual",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-007",
    titulo: "Transformação Digital de Processos",
    descricao:
      "Mapeia os processos da empresa e implanta ferramentas digitais para reduzir retrabalho, papel e erros, integrando vendas, estoque e financeiro.",
    tipo: "Consultoria",
    programa: PROGRAMA.INOVA,
    tema: "Inovação e Tecnologia",
    subtema: "Transformação Digital",
    area: "Tecnologia",
    porcentagemSubsidio: 70,
    exigeDiagnostico: true,
    ofertas: [
      {
        titulo: "Digitalização de Processos Administrativos",
        descricao: "Processos administrativos mapeados, redesenhados e apoiados por ferramentas em nuvem.",
        cargaHoraria: 40,
        valor: 9800,
        recomendado: true,
        etapas: [
          [
            "Mapeamento de processos",
            "Levantamento dos processos atuais e dos gargalos.",
            "Mapa de processos atual (AS-IS)",
          ],
          [
            "Redesenho",
            "Processos redesenhados e escolha das ferramentas.",
            "Mapa de processos proposto (TO-BE) e matriz de ferramentas",
          ],
          [
            "Implantação",
            "Configuração das ferramentas e migração dos dados.",
            "Ferramentas configuradas e dados migrados",
          ],
          [
            "Capacitação e indicadores",
            "Treinamento da equipe e indicadores de ganho.",
            "Registro de capacitação e painel de indicadores",
          ],
        ],
      },
      {
        titulo: "Implantação de Sistema de Gestão (ERP)",
        descricao: "Seleção, parametrização e implantação de ERP para pequenas empresas.",
        cargaHoraria: 60,
        valor: 14500,
        etapas: [
          [
            "Requisitos",
            "Levantamento de requisitos por área da empresa.",
            "Documento de requisitos",
          ],
          [
            "Seleção do sistema",
            "Avaliação de fornecedores e demonstrações.",
            "Relatório comparativo de sistemas",
          ],
          [
            "Parametrização",
            "Cadastros, plano de contas e integrações.",
            "Sistema parametrizado e cadastros carregados",
          ],
          [
            "Operação assistida",
            "Acompanhamento do primeiro mês de uso.",
            "Relatório de operação assistida",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-008",
    titulo: "Comércio Eletrônico: Implantação de Loja Virtual",
    descricao:
      "Coloca a empresa para vender pela internet: escolha da plataforma, catálogo, meios de pagamento, frete e integração com marketplaces.",
    tipo: "Consultoria",
    programa: PROGRAMA.INOVA,
    tema: "Inovação e Tecnologia",
    subtema: "Transformação Digital",
    area: "Comércio",
    porcentagemSubsidio: 60,
    ofertas: [
      {
        titulo: "Loja Virtual do Zero",
        descricao: "Loja virtual publicada com catálogo, pagamentos e frete configurados.",
        cargaHoraria: 36,
        valor: 7800,
        destaque: true,
        etapas: [
          [
            "Planejamento",
            "Modelo de operação, mix de produtos e plataforma.",
            "Plano de operação do comércio eletrônico",
          ],
          [
            "Catálogo",
            "Cadastro de produtos com fotos e descrições.",
            "Catálogo de produtos publicado",
          ],
          [
            "Pagamentos e logística",
            "Configuração de meios de pagamento e frete.",
            "Checkout e tabela de frete configurados",
          ],
          [
            "Lançamento",
            "Testes de compra e divulgação da loja.",
            "Loja virtual publicada e relatório de testes",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-009",
    titulo: "Gestão da Inovação em Produtos e Serviços",
    descricao:
      "Conduz um ciclo de inovação com a equipe: identificação de oportunidades, geração de ideias, prototipagem e validação com clientes.",
    tipo: "Consultoria",
    programa: PROGRAMA.INOVA,
    tema: "Inovação e Tecnologia",
    subtema: "Inovação em Produtos e Processos",
    area: "Indústria",
    porcentagemSubsidio: 75,
    ofertas: [
      {
        titulo: "Ciclo de Inovação com Prototipagem",
        descricao: "Metodologia de design thinking aplicada a um desafio real da empresa.",
        cargaHoraria: 48,
        valor: 12000,
        etapas: [
          [
            "Desafio de inovação",
            "Definição do desafio e pesquisa com clientes.",
            "Relatório de pesquisa e desafio definido",
          ],
          [
            "Ideação",
            "Oficinas de geração e priorização de ideias.",
            "Matriz de priorização de ideias",
          ],
          ["Prototipagem", "Construção de protótipo de baixo custo.", "Protótipo e roteiro de testes"],
          [
            "Validação",
            "Testes com clientes e decisão sobre a continuidade.",
            "Relatório de validação e plano de implantação",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-010",
    titulo: "Adequação à LGPD",
    descricao:
      "Adequa a empresa à Lei Geral de Proteção de Dados: inventário de dados pessoais, bases legais, políticas, contratos e resposta a incidentes.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Jurídico e Regularização",
    subtema: "Proteção de Dados (LGPD)",
    area: "Serviços",
    porcentagemSubsidio: 70,
    exigeDiagnostico: true,
    ofertas: [
      {
        titulo: "Adequação à LGPD para Microempresas",
        descricao: "Adequação essencial com documentos prontos para uso e orientação ao encarregado.",
        cargaHoraria: 24,
        valor: 5400,
        recomendado: true,
        etapas: [
          [
            "Inventário de dados",
            "Mapeamento dos dados pessoais tratados e das finalidades.",
            "Inventário de dados pessoais",
          ],
          [
            "Análise de riscos",
            "Bases legais, lacunas e riscos de cada tratamento.",
            "Relatório de lacunas e riscos",
          ],
          [
            "Documentação",
            "Políticas e cláusulas contratuais.",
            "Política de privacidade, termo de consentimento e cláusulas contratuais",
          ],
          [
            "Capacitação",
            "Treinamento da equipe e do encarregado.",
            "Registro de capacitação e procedimento de resposta a incidentes",
          ],
        ],
      },
      {
        titulo: "Programa de Governança em Privacidade",
        descricao: "Programa completo com relatório de impacto, gestão de fornecedores e auditoria interna.",
        cargaHoraria: 56,
        valor: 13800,
        etapas: [
          [
            "Inventário e mapeamento",
            "Mapeamento de fluxos de dados por área.",
            "Inventário e mapa de fluxos de dados",
          ],
          [
            "Relatório de impacto",
            "Elaboração do RIPD para os tratamentos de maior risco.",
            "Relatório de Impacto à Proteção de Dados (RIPD)",
          ],
          [
            "Políticas e contratos",
            "Políticas internas e revisão de contratos com fornecedores.",
            "Políticas internas e contratos revisados",
          ],
          [
            "Segurança da informação",
            "Controles técnicos e administrativos mínimos.",
            "Plano de segurança da informação",
          ],
          [
            "Auditoria interna",
            "Verificação da aderência e plano de melhoria.",
            "Relatório de auditoria interna",
          ],
        ],
      },
    ],
  },
];
