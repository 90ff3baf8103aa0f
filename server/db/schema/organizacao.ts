import {
  boolean,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { fk, id } from "./colunas";
import { cidade } from "./localidade";
import { usuario } from "./usuario";

export const areaAtuacao = pgTable("area_atuacao", {
  id: id(),
  descricao: varchar("descricao", { length: 120 }).notNull().unique(),
  ativo: boolean("ativo").notNull().default(true),
});

/** The managers who answer for an area of activity; `id` names the link (DELETE /area-atuacao/gestor/{id}/). */
export const areaAtuacaoGestor = pgTable(
  "area_atuacao_gestor",
  {
    id: id(),
    areaId: fk("area_id", () => areaAtuacao.id, { onDelete: "cascade" }),
    usuarioId: fk("usuario_id", () => usuario.id),
  },
  (t) => [unique().on(t.areaId, t.usuarioId)],
);

export const unidadeAtendimento = pgTable("unidade_atendimento", {
  id: id(),
  descricao: varchar("descricao", { length: 120 }).notNull().unique(),
  ativo: boolean("ativo").notNull().default(true),
});

export const unidadeAtendimentoCidade = pgTable(
  "unidade_atendimento_cidade",
  {
    // Names the link (DELETE /unidade-atendimento/cidade/{id}/).
    id: serial("id").notNull().unique(),
    unidadeId: fk("unidade_id", () => unidadeAtendimento.id, { onDelete: "cascade" }),
    // A city belongs to one unit: the queue and the reach of its staff follow it.
    cidadeId: fk("cidade_id", () => cidade.id).unique(),
  },
  (t) => [primaryKey({ columns: [t.unidadeId, t.cidadeId] })],
);

export const unidadeAtendimentoGestor = pgTable(
  "unidade_atendimento_gestor",
  {
    // Names the link (DELETE /unidade-atendimento/gestor/{id}/).
    id: serial("id").notNull().unique(),
    unidadeId: fk("unidade_id", () => unidadeAtendimento.id, { onDelete: "cascade" }),
    usuarioId: fk("usuario_id", () => usuario.id),
  },
  (t) => [primaryKey({ columns: [t.unidadeId, t.usuarioId] })],
);

/** Consultants working in a service unit; they act on the requests of its cities. */
export const unidadeAtendimentoConsultor = pgTable(
  "unidade_atendimento_consultor",
  {
    unidadeId: fk("unidade_id", () => unidadeAtendimento.id, { onDelete: "cascade" }),
    usuarioId: fk("usuario_id", () => usuario.id),
  },
  (t) => [primaryKey({ columns: [t.unidadeId, t.usuarioId] })],
);

export const centroCusto = pgTable("centro_custo", {
  id: id(),
  codigo: varchar("codigo", { length: 40 }).notNull().unique(),
  descricao: varchar("descricao", { length: 200 }).notNull(),
  acao: varchar("acao", { length: 40 }).notNull(),
  projeto: varchar("projeto", { length: 200 }).notNull(),
  ano: integer("ano").notNull(),
  ativo: boolean("ativo").notNull().default(true),
  /** Whether its budget action, and its project, take part in the Hub: off, the centre takes no new reservation. */
  acaoAtivoHub: boolean("acao_ativo_hub").notNull().default(true),
  projetoAtivoHub: boolean("projeto_ativo_hub").notNull().default(true),
  // Its balances are sums of its movements (movimento_centro_custo), never written by the app: the ledger's
  // trigger adds each movement's effect (migration 0028), so reading them costs no sum over the ledger.
  saldo: numeric("saldo", { precision: 14, scale: 2 }).notNull().default("0"),
  reservado: numeric("reservado", { precision: 14, scale: 2 }).notNull().default("0"),
  comprometido: numeric("comprometido", { precision: 14, scale: 2 }).notNull().default("0"),
  gasto: numeric("gasto", { precision: 14, scale: 2 }).notNull().default("0"),
});

export const parceiro = pgTable("parceiro", {
  id: id(),
  razaosocial: varchar("razaosocial", { length: 200 }).notNull().unique(),
  objetivo: text("objetivo").notNull().default(""),
  // Share of the gross value this partner pays, in percent.
  subsidio: numeric("subsidio", { precision: 5, scale: 2 }).notNull(),
  ativo: boolean("ativo").notNull().default(true),
});

export const parametro = pgTable("parametro", {
  chave: varchar("chave", { length: 80 }).primaryKey(),
  // Text: a setting may be a template (the contract's clauses), not only a number.
  valor: text("valor").notNull(),
  descricao: varchar("descricao", { length: 300 }).notNull(),
});
