import { PROGRAMA, type ServicoSeed } from "./catalogo";

// Regularisation, people, quality and productivity services, plus a course and an inactive workshop.
export const SERVICOS_OPERACAO: ServicoSeed[] = [
  {
    codigo: "SRV-011",
    titulo: "Regularização Sanitária de Alimentos",
    descricao:
      "Prepara padarias, confeitarias, restaurantes e pequenas agroindústrias para a vigilância sanitária: boas práticas de fabricação, manual e procedimentos operacionais.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Jurídico e Regularização",
    subtema: "Regularização Sanitária",
    area: "Alimentação",
    porcentagemSubsidio: 70,
    ofertas: [
      {
        titulo: "Boas Práticas de Fabricação e Licença Sanitária",
        descricao: "Adequação às boas práticas e organização da documentação para o alvará sanitário.",
        cargaHoraria: 32,
        valor: 6200,
        etapas: [
          [
            "Vistoria inicial",
            "Verificação das instalações e dos procedimentos com lista de checagem oficial.",
            "Relatório de vistoria com não conformidades",
          ],
          [
            "Plano de adequação",
            "Priorização das adequações físicas e de processo.",
            "Plano de ação com cronograma",
          ],
          [
            "Documentação",
            "Elaboração do manual e dos procedimentos operacionais padronizados.",
            "Manual de Boas Práticas e POPs",
          ],
          [
            "Capacitação dos manipuladores",
            "Curso de higiene e manipulação de alimentos.",
            "Certificados de capacitação dos manipuladores",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-012",
    titulo: "Planejamento Tributário para o Simples Nacional",
    descricao:
      "Revisa o enquadramento tributário da empresa, simula regimes, identifica créditos e pagamentos indevidos e orienta a formalização de atividades.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Jurídico e Regularização",
    subtema: "Tributação e Formalização",
    area: "Serviços",
    porcentagemSubsidio: 60,
    ofertas: [
      {
        titulo: "Revisão de Enquadramento Tributário",
        descricao: "Simulação do Simples Nacional, Lucro Presumido e Lucro Real para os próximos 12 meses.",
        cargaHoraria: 16,
        valor: 3600,
        etapas: [
          [
            "Levantamento fiscal",
            "Análise de faturamento, atividades (CNAE), folha e guias pagas.",
            "Relatório de situação fiscal",
          ],
          [
            "Simulação de regimes",
            "Comparação da carga tributária entre os regimes.",
            "Planilha de simulação tributária",
          ],
          [
            "Recomendações",
            "Regime indicado, ajustes de CNAE e possíveis restituições.",
            "Parecer de planejamento tributário",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-013",
    titulo: "Liderança e Gestão de Equipes",
    descricao:
      "Desenvolve líderes de pequenas empresas em comunicação, delegação, feedback e gestão do desempenho da equipe.",
    tipo: "Instrutoria",
    programa: PROGRAMA.GESTAO,
    tema: "Gestão de Pessoas",
    subtema: "Liderança",
    area: "Serviços",
    porcentagemSubsidio: 60,
    ofertas: [
      {
        titulo: "Formação de Líderes",
        descricao: "Trilha em grupo para encarregados e supervisores, com atividades práticas entre os encontros.",
        cargaHoraria: 24,
        valor: 4200,
        etapas: [
          [
            "Avaliação de competências",
            "Autoavaliação e avaliação da equipe sobre cada líder.",
            "Mapa de competências de liderança",
          ],
          [
            "Encontros de formação",
            "Seis encontros sobre comunicação, delegação e feedback.",
            "Lista de presença e material didático",
          ],
          [
            "Plano de desenvolvimento",
            "Plano individual de cada líder.",
            "Planos de desenvolvimento individual (PDI)",
          ],
        ],
      },
      {
        titulo: "Mentoria Individual para Gestores",
        descricao: "Encontros individuais com o sócio ou gestor sobre os desafios de liderança do dia a dia.",
        cargaHoraria: 16,
        valor: 3800,
        etapas: [
          [
            "Diagnóstico de liderança",
            "Entrevista e avaliação do perfil comportamental.",
            "Relatório de perfil comportamental",
          ],
          [
            "Sessões de mentoria",
            "Oito sessões individuais com metas entre os encontros.",
            "Registro das sessões e metas acordadas",
          ],
          [
            "Encerramento",
            "Avaliação da evolução e próximos passos.",
            "Relatório final de mentoria",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-014",
    titulo: "Recrutamento, Seleção e Retenção de Talentos",
    descricao:
      "Estrutura o processo de contratação, a integração de novos colaboradores e ações de retenção para reduzir a rotatividade.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Gestão de Pessoas",
    subtema: "Recrutamento e Retenção",
    area: "Comércio",
    porcentagemSubsidio: 50,
    ofertas: [
      {
        titulo: "Processo Seletivo e Integração",
        descricao: "Descrições de vagas, roteiro de entrevistas e programa de integração de novos colaboradores.",
        cargaHoraria: 20,
        valor: 3900,
        etapas: [
          [
            "Análise de rotatividade",
            "Levantamento de desligamentos e das causas.",
            "Relatório de rotatividade",
          ],
          ["Perfis de vaga", "Descrição das funções críticas.", "Descrições de cargos e perfis de vaga"],
          [
            "Seleção e integração",
            "Roteiro de entrevista por competências e programa de integração.",
            "Roteiro de entrevista e programa de integração",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-015",
    titulo: "Plano de Cargos e Salários",
    descricao:
      "Organiza cargos, faixas salariais e critérios de progressão de acordo com o mercado e a capacidade financeira da empresa.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Gestão de Pessoas",
    subtema: "Cargos e Salários",
    area: "Indústria",
    porcentagemSubsidio: 50,
    ofertas: [
      {
        titulo: "Estruturação de Cargos e Salários",
        descricao: "Plano completo com pesquisa salarial e regras de progressão.",
        cargaHoraria: 40,
        valor: 8500,
        etapas: [
          [
            "Descrição de cargos",
            "Entrevistas e descrição de responsabilidades.",
            "Manual de descrição de cargos",
          ],
          [
            "Avaliação de cargos",
            "Pontuação e hierarquia dos cargos.",
            "Matriz de avaliação de cargos",
          ],
          [
            "Pesquisa salarial",
            "Comparação com o mercado regional.",
            "Relatório de pesquisa salarial",
          ],
          [
            "Tabela e política",
            "Faixas salariais e critérios de progressão.",
            "Tabela salarial e política de progressão",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-016",
    titulo: "Gestão da Qualidade e Padronização de Processos",
    descricao:
      "Implanta ferramentas da qualidade para padronizar a produção e o atendimento, reduzir desperdícios e preparar a empresa para certificações.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Qualidade e Produtividade",
    subtema: "Gestão da Qualidade",
    area: "Indústria",
    porcentagemSubsidio: 70,
    ofertas: [
      {
        titulo: "Implantação do Programa 5S",
        descricao: "Organização, limpeza e padronização do ambiente de trabalho com auditorias periódicas.",
        cargaHoraria: 24,
        valor: 4600,
        destaque: true,
        etapas: [
          [
            "Sensibilização",
            "Apresentação do programa e registro fotográfico inicial.",
            "Registro fotográfico do estado inicial",
          ],
          [
            "Implantação dos sensos",
            "Descarte, organização e limpeza por área.",
            "Padrões visuais implantados por área",
          ],
          [
            "Auditorias",
            "Lista de verificação e primeira auditoria.",
            "Checklist de auditoria 5S e resultado da primeira auditoria",
          ],
        ],
      },
      {
        titulo: "Preparação para a Certificação ISO 9001",
        descricao: "Sistema de gestão da qualidade documentado, implantado e auditado internamente.",
        cargaHoraria: 80,
        valor: 17800,
        etapas: [
          [
            "Análise de lacunas",
            "Comparação das práticas atuais com os requisitos da norma.",
            "Relatório de análise de lacunas",
          ],
          [
            "Mapeamento de processos",
            "Processos, indicadores e riscos.",
            "Mapa de processos e matriz de riscos",
          ],
          [
            "Documentação",
            "Política da qualidade, procedimentos e registros.",
            "Documentação do sistema de gestão da qualidade",
          ],
          [
            "Auditoria interna",
            "Formação de auditores e auditoria completa.",
            "Relatório de auditoria interna",
          ],
          [
            "Análise crítica",
            "Reunião de análise crítica pela direção.",
            "Ata de análise crítica e plano de ação com cronograma",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-017",
    titulo: "Produção Enxuta (Lean Manufacturing)",
    descricao:
      "Aplica os princípios da produção enxuta para aumentar a produtividade da pequena indústria: mapeamento do fluxo de valor, redução de estoques e de tempos de setup.",
    tipo: "Consultoria",
    programa: PROGRAMA.GESTAO,
    tema: "Qualidade e Produtividade",
    subtema: "Produtividade Industrial",
    area: "Indústria",
    porcentagemSubsidio: 75,
    exigeDiagnostico: true,
    ofertas: [
      {
        titulo: "Lean na Pequena Indústria",
        descricao: "Ganhos de produtividade medidos em uma linha de produção piloto.",
        cargaHoraria: 64,
        valor: 15600,
        recomendado: true,
        etapas: [
          [
            "Fluxo de valor atual",
            "Cronoanálise e mapeamento do fluxo de valor.",
            "Mapa do fluxo de valor atual e indicadores de produtividade",
          ],
          [
            "Estado futuro",
            "Desenho do fluxo futuro e plano de melhorias.",
            "Mapa do estado futuro e plano de ação com cronograma",
          ],
          [
            "Melhorias na linha piloto",
            "Balanceamento, troca rápida de ferramentas e kanban.",
            "Relatório de melhorias implantadas",
          ],
          [
            "Resultados",
            "Medição dos ganhos e padronização.",
            "Relatório de ganhos de produtividade",
          ],
        ],
      },
    ],
  },
  {
    codigo: "SRV-025",
    titulo: "Oficina de Finanças para Empreendedores",
    descricao:
      "Oficina presencial sobre controle de caixa, separação de contas pessoais e empresariais e uso consciente do crédito.",
    tipo: "Oficina",
    programa: PROGRAMA.GESTAO,
    tema: "Gestão Financeira",
    subtema: "Fluxo de Caixa",
    area: "Comércio",
    porcentagemSubsidio: 50,
    ativo: false,
    ofertas: [
      {
        titulo: "Oficina Presencial de Finanças",
        descricao: "Oficina de um dia para até 20 participantes.",
        cargaHoraria: 8,
        valor: 1500,
        etapas: [
          ["Preparação", "Inscrição e questionário prévio dos participantes.", "Lista de inscritos"],
          [
            "Oficina",
            "Exercícios práticos de controle de caixa.",
            "Lista de presença e material didático",
          ],
          ["Avaliação", "Avaliação de reação dos participantes.", "Relatório de avaliação da oficina"],
        ],
      },
    ],
  },
  {
    codigo: "SRV-026",
    titulo: "Curso de Planilhas Eletrônicas Aplicadas à Gestão",
    descricao:
      "Curso prático de planilhas para controles de estoque, vendas, contas a pagar e a receber, com modelos prontos para a empresa.",
    tipo: "Curso",
    programa: PROGRAMA.INOVA,
    tema: "Inovação e Tecnologia",
    subtema: "Transformação Digital",
    area: "Serviços",
    porcentagemSubsidio: 50,
    ofertas: [
      {
        titulo: "Planilhas para Controles Gerenciais",
        descricao: "Curso em turma fechada com modelos de planilhas adaptados ao negócio.",
        cargaHoraria: 20,
        valor: 1900,
        etapas: [
          [
            "Nivelamento",
            "Avaliação do conhecimento dos participantes.",
            "Relatório de nivelamento da turma",
          ],
          [
            "Aulas práticas",
            "Fórmulas, tabelas dinâmicas e gráficos.",
            "Lista de presença e apostila do curso",
          ],
          [
            "Modelos gerenciais",
            "Construção dos controles da empresa.",
            "Planilhas de estoque, vendas e contas implantadas",
          ],
        ],
      },
    ],
  },
];
