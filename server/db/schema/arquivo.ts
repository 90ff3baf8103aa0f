import { customType, integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { dtainclusao, id } from "./colunas";
import { usuario } from "./usuario";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const arquivo = pgTable("arquivo", {
  id: id(),
  nome: varchar("nome", { length: 255 }).notNull(),
  tipo: varchar("tipo", { length: 120 }).notNull(),
  tamanho: integer("tamanho").notNull(),
  sha256: varchar("sha256", { length: 64 }).notNull(),
  bytes: bytea("bytes").notNull(),
  usuarioId: integer("usuario_id").references(() => usuario.id),
  dtainclusao: dtainclusao(),
});
