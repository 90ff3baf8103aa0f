// Codes of a project's stage, shared by the forms and the server (DESIGN §5), in workflow order.

export const STATUS_ETAPA = ["PENDENTE", "ENTREGUE", "DEVOLVIDA", "APROVADA"] as const;
export type StatusEtapa = (typeof STATUS_ETAPA)[number];

export const STATUS_NOTA = ["AUTORIZADA", "ENVIADA", "PAGA"] as const;
export type StatusNota = (typeof STATUS_NOTA)[number];
