import { integer, pgTable, unique, varchar } from "drizzle-orm/pg-core";
import { fk, id } from "./colunas";

// Workflow states are data (DESIGN §5): each entity has its statuses, each status its substatuses.
export const status = pgTable(
  "status",
  {
    id: id(),
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
    id: id(),
    statusId: fk("status_id", () => status.id),
    codigo: varchar("codigo", { length: 60 }).notNull(),
    descricao: varchar("descricao", { length: 120 }).notNull(),
    cor: varchar("cor", { length: 7 }).notNull(),
    ordem: integer("ordem").notNull(),
  },
  (t) => [unique("substatus_status_codigo").on(t.statusId, t.codigo)],
);
