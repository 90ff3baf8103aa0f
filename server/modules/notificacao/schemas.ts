import { z } from "@hono/zod-openapi";
import { paginatedSchema, PaginationQuery } from "../../lib/pagination";

export const NotificacaoSchema = z
  .object({
    id: z.number().int(),
    tipo: z.string(),
    titulo: z.string(),
    texto: z.string(),
    /** The portal page the notification opens. */
    link: z.string(),
    entidade: z.string(),
    entidade_id: z.number().int(),
    visto: z.boolean(),
    dtainclusao: z.string(),
  })
  .openapi("Notificacao");
export type NotificacaoItem = z.infer<typeof NotificacaoSchema>;

export const NotificacaoPage = paginatedSchema(NotificacaoSchema, "NotificacaoPagina")
  .extend({ nao_vistas: z.number().int() })
  .openapi("NotificacoesDoUsuario");

export const NotificacaoQuery = PaginationQuery.extend({
  nao_vistas: z
    .enum(["true", "false"], { error: "Use true ou false." })
    .optional()
    .openapi({ description: "true: só as ainda não vistas" }),
}).strict();

export const NaoVistasSchema = z.object({ nao_vistas: z.number().int() }).openapi("NotificacoesNaoVistas");

export const StreamQuery = z.strictObject({
  carregando_ms: z.coerce.number().int().min(0).optional().openapi({
    description:
      "Há quantos milissegundos a página que abre o fluxo começou a carregar: o que foi notificado desde então vem nomeado em `recentes`",
  }),
});

export const StreamHeaders = z.object({
  "last-event-id": z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .openapi({ description: "A última notificação recebida: a conexão retomada envia as seguintes" }),
});
