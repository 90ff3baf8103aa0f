import { integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";

// Attempts counted per key in a window (server/lib/limite.ts), kept in the database so every instance sees them:
// card charges per payment link, request and address; look-ups per address.
export const limiteTentativa = pgTable("limite_tentativa", {
  chave: varchar("chave", { length: 300 }).primaryKey(),
  /** Attempts taken since the window began. */
  tentativas: integer("tentativas").notNull(),
  /** When the window ends: the next attempt after it starts a new one. */
  expiraEm: timestamp("expira_em", { withTimezone: true }).notNull(),
});
