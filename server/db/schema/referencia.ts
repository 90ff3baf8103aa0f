import { integer, numeric, pgTable, varchar } from "drizzle-orm/pg-core";
import { id } from "./colunas";

export const genero = pgTable("genero", {
  id: id(),
  descricao: varchar("descricao", { length: 60 }).notNull().unique(),
});

export const publicoAlvo = pgTable("publico_alvo", {
  id: id(),
  descricao: varchar("descricao", { length: 120 }).notNull().unique(),
});

/** Hourly rates for services priced by the hour (SPEC §3 hour model). */
export const modeloHora = pgTable("modelo_hora", {
  id: id(),
  descricao: varchar("descricao", { length: 120 }).notNull().unique(),
  valorHora: numeric("valor_hora", { precision: 10, scale: 2 }).notNull(),
  valorHoraAdicional: numeric("valor_hora_adicional", { precision: 10, scale: 2 }).notNull(),
  horaLimite: integer("hora_limite").notNull(),
});

export const planoPagamento = pgTable("plano_pagamento", {
  id: id(),
  descricao: varchar("descricao", { length: 120 }).notNull().unique(),
  parcelas: integer("parcelas").notNull(),
});

/** Travel allowance by distance band, for providers who travel to the client. */
export const faixaQuilometragem = pgTable("faixa_quilometragem", {
  id: id(),
  kmMinimo: integer("km_minimo").notNull().unique(),
  kmMaximo: integer("km_maximo").notNull(),
  valor: numeric("valor", { precision: 10, scale: 2 }).notNull(),
});
