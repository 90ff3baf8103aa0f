/**
 * The outbox's consumers. Each event gets one delivery row per consumer, written with it, so a consumer
 * added here receives the events written from then on, and none is lost between instances.
 */
export const CONSUMIDORES = ["notificacao", "email", "metricas", "rm"] as const;
export type NomeConsumidor = (typeof CONSUMIDORES)[number];
