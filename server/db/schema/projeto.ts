import { date, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { empresa } from "./empresa";
import { solicitacao } from "./solicitacao";

/** The work a contracted provider carries out for a request; its status is the request's. */
export const projeto = pgTable(
  "projeto",
  {
    id: serial("id").primaryKey(),
    nroprojeto: varchar("nroprojeto", { length: 20 }).notNull().unique(),
    solicitacaoId: integer("solicitacao_id")
      .notNull()
      .unique()
      .references(() => solicitacao.id, { onDelete: "cascade" }),
    prestadorId: integer("prestador_id")
      .notNull()
      .references(() => empresa.id),
    dtaInicio: date("dta_inicio", { mode: "string" }),
    dtaFim: date("dta_fim", { mode: "string" }),
    dtainclusao: timestamp("dtainclusao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("projeto_prestador_idx").on(t.prestadorId)],
);
