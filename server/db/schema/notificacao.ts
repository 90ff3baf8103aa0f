import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, unique, varchar } from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { evento } from "./historico";
import { usuario } from "./usuario";

/**
 * What a user is told about an event (server/modules/notificacao): one row per recipient of each event,
 * with its pt-BR text and the page it opens. `entidade`/`entidadeId` let the browser refresh what changed.
 */
export const notificacao = pgTable(
  "notificacao",
  {
    id: id(),
    usuarioId: fk("usuario_id", () => usuario.id, { onDelete: "cascade" }),
    eventoId: fk("evento_id", () => evento.id, { onDelete: "cascade" }),
    tipo: varchar("tipo", { length: 60 }).notNull(),
    titulo: varchar("titulo", { length: 200 }).notNull(),
    texto: text("texto").notNull(),
    link: varchar("link", { length: 300 }).notNull(),
    entidade: varchar("entidade", { length: 40 }).notNull(),
    entidadeId: integer("entidade_id").notNull(),
    vistoEm: timestamp("visto_em", { withTimezone: true }),
    dtainclusao: dtainclusao(),
  },
  (t) => [
    // Delivery retried after a failure writes nothing twice.
    unique("notificacao_usuario_evento_uq").on(t.usuarioId, t.eventoId),
    index("notificacao_usuario_idx").on(t.usuarioId, t.id),
    index("notificacao_nao_vista_idx")
      .on(t.usuarioId)
      .where(sql`${t.vistoEm} is null`),
  ],
);
