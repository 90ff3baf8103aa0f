import { integer, pgTable, serial, unique, varchar } from "drizzle-orm/pg-core";

// Workflow states are data (DESIGN §5): each entity has its statuses, each status its substatuses.
export const status = pgTable(
  "status",
  {
    id: serial("id").primaryKey(),
    entidade: varchar("entidade", { length: 40 }).notNull(),
    codigo: varchar("codigo", { length: 60 }).notNull(),
    descricao: varchar("descricao", { length: 120 }).notNull(),
    cor: varchar("cor", { length: 7 }).notNull(),
    ordem: integer("ordem").notNull(),
  },
  (t) => [unique("status_entidade_codigo").on(t.entidade, t.codigo)],
);

export const substatus = pgTable(
  "substatus",
  {
    id: serial("id").primaryKey(),
    statusId: integer("status_id")
      .notNull()
      .references(() => status.id),
    codigo: varchar("codigo", { length: 60 }).notNull(),
    descricao: varchar("descricao", { length: 120 }).notNull(),
    cor: varchar("cor", { length: 7 }).notNull(),
    ordem: integer("ordem").notNull(),
  },
  (t) => [unique("substatus_status_codigo").on(t.statusId, t.codigo)],
);
