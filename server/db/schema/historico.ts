import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { usuario } from "./usuario";

export const historico = pgTable(
  "historico",
  {
    id: serial("id").primaryKey(),
    entidade: varchar("entidade", { length: 40 }).notNull(),
    entidadeId: integer("entidade_id").notNull(),
    // What was done (LIBERAR, ALTERAR_CONSULTOR…); null for plain status changes of the early flows.
    acao: varchar("acao", { length: 60 }),
    de: varchar("de", { length: 200 }),
    para: varchar("para", { length: 200 }),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    motivo: text("motivo"),
    dtainclusao: timestamp("dtainclusao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("historico_entidade_idx").on(t.entidade, t.entidadeId)],
);
