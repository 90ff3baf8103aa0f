// Notification preferences, shared by the preferences screen and the server so both name the same kinds.

/** How a user receives a kind of notification by e-mail: at once, in the daily digest, or not at all. */
export const CANAIS_EMAIL = ["IMEDIATO", "RESUMO", "NENHUM"] as const;
export type CanalEmail = (typeof CANAIS_EMAIL)[number];

export const ROTULO_CANAL: Record<CanalEmail, string> = {
  IMEDIATO: "Na hora",
  RESUMO: "Resumo diário",
  NENHUM: "Não receber",
};

/**
 * The kinds of notification a user chooses for, with what each covers and its default: at once where
 * something waits for the user (a signature, a payment, an evaluation, a deadline), the daily digest for
 * the rest.
 */
export const CATEGORIAS_NOTIFICACAO = {
  acao: {
    rotulo: "Assinaturas, pagamentos e avaliações",
    descricao: "Contratos a assinar, pagamentos, avaliações pedidas e notas autorizadas.",
    padrao: "IMEDIATO",
  },
  prazo: {
    rotulo: "Prazos e atrasos",
    descricao: "Prazos de propostas, diagnósticos e etapas que vencem ou passaram.",
    padrao: "IMEDIATO",
  },
  solicitacao: {
    rotulo: "Andamento das solicitações",
    descricao: "Solicitações novas, devolvidas, liberadas, canceladas e concluídas.",
    padrao: "RESUMO",
  },
  proposta: {
    rotulo: "Propostas e diagnósticos",
    descricao: "Propostas recebidas, selecionadas e em negociação; diagnósticos enviados e aprovados.",
    padrao: "RESUMO",
  },
  projeto: {
    rotulo: "Projetos",
    descricao: "Etapas entregues, aprovadas e devolvidas; notas enviadas.",
    padrao: "RESUMO",
  },
  credenciamento: {
    rotulo: "Credenciamento e editais",
    descricao: "Credenciamentos, inscrições em editais, documentos e resultados.",
    padrao: "RESUMO",
  },
  mensagem: {
    rotulo: "Mensagens",
    descricao: "Novas mensagens nas conversas das solicitações.",
    padrao: "RESUMO",
  },
} as const satisfies Record<string, { rotulo: string; descricao: string; padrao: CanalEmail }>;
export type CategoriaNotificacao = keyof typeof CATEGORIAS_NOTIFICACAO;
export const CATEGORIAS = Object.keys(CATEGORIAS_NOTIFICACAO) as [
  CategoriaNotificacao,
  ...CategoriaNotificacao[],
];
