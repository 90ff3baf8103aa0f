/**
 * The document's tags: one per domain, in the order the reference page lists them, each with the name it shows
 * (`x-displayName`) and what it covers.
 * Routes tag themselves by module; a module's audience or URL prefix is not a domain, so those tags are
 * read as the domain they belong to (DOMINIO_DA_TAG).
 */
export const TAGS: Readonly<Record<string, readonly [nome: string, descricao: string]>> = {
  auth: ["Sessão", "Sessão: entrar e sair, o usuário da sessão e sua foto, links para definir a senha."],
  servico: [
    "Serviços e catálogo",
    "Catálogo público de ofertas e o cadastro de serviços, com suas perguntas de dimensionamento.",
  ],
  modelooferta: ["Modelos de oferta", "Modelos de oferta: os destaques do catálogo e a exportação da lista."],
  solicitacao: [
    "Solicitações",
    "Solicitações de serviço: envio pelo cliente, análise, liberação, cancelamento, rascunhos e documentos.",
  ],
  diagnostico: ["Diagnósticos", "Diagnósticos que o prestador faz e o cliente aprova antes das propostas."],
  proposta: [
    "Propostas",
    "Propostas dos prestadores: cotação, seleção pelo cliente, negociação e novas rodadas.",
  ],
  contrato: [
    "Contratos",
    "Contratos gerados das propostas, suas assinaturas no portal ou por link e a autorização de execução.",
  ],
  pagamento: [
    "Pagamentos",
    "Pagamento da parte do cliente: cartão, crédito, Pix, presencial e links de pagamento.",
  ],
  projeto: [
    "Projetos",
    "Execução: etapas entregues e aprovadas, notas fiscais das parcelas, certificados e finalização.",
  ],
  avaliacao: [
    "Avaliação",
    "Avaliação do serviço pelo cliente, links de avaliação e o atestado final verificável.",
  ],
  empresa: [
    "Empresas",
    "Empresas clientes e prestadoras: cadastro, documentos, consultores, credenciamento e histórico.",
  ],
  edital: [
    "Editais de credenciamento",
    "Editais de credenciamento: criação, publicação, inscrições, avaliação de documentos, recursos e resultado.",
  ],
  mensagem: ["Mensagens", "Mensagens entre as partes de uma solicitação."],
  notificacao: ["Notificações", "Notificações do usuário, ao vivo e por e-mail, e suas preferências."],
  dash: ["Painéis", "Painéis de cada perfil: cliente, prestador, gestor e coordenador."],
  centrocusto: ["Centros de custo", "Centros de custo: saldos, reservas, movimentos e envolvidos."],
  parceiro: ["Parceiros", "Parceiros que cofinanciam solicitações."],
  questionario: ["Questionários", "Questionários de avaliação e perguntas de dimensionamento."],
  usuario: ["Usuários", "Usuários do portal e gestores, administrados pela equipe."],
  "area-atuacao": ["Áreas de atuação", "Áreas de atuação e seus gestores."],
  "unidade-atendimento": [
    "Unidades de atendimento",
    "Unidades de atendimento, suas cidades e seus gestores.",
  ],
  sas: [
    "Vínculos (SAS)",
    "Vínculos de pessoas (CPF) a empresas (CNPJ) consultados no cadastro externo (SAS).",
  ],
  referencia: [
    "Listas de referência",
    "Listas de referência dos formulários: estados, cidades, status, grupos, pessoas, serviços.",
  ],
  tema: ["Temas", "Temas e subtemas do catálogo."],
  programa: ["Programas", "Programas aos quais os serviços pertencem."],
  publicoalvo: ["Públicos-alvo", "Públicos-alvo dos serviços."],
  parametro: ["Parâmetros", "Parâmetros do programa: percentuais de subsídio, limites anuais e prazos."],
  "portal-documento": ["Documentos do portal", "Documentos públicos do programa."],
  integracao: [
    "Integração",
    "Integração com os sistemas de métricas e o ERP (RM): entregas, falhas e reprocessamento.",
  ],
};

/** Route tags named for an audience or a URL prefix, and the domain each belongs to. */
const DOMINIO_DA_TAG: Readonly<Record<string, string>> = {
  "empresa-interno": "empresa",
  prestador: "empresa",
  "solicitacao-interno": "solicitacao",
  listagem: "referencia",
  portal: "portal-documento",
};

export const dominioDaTag = (tag: string) => DOMINIO_DA_TAG[tag] ?? tag;
