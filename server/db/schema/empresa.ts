import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { cidade } from "./localidade";
import { areaAtuacao } from "./organizacao";
import { servico } from "./servico";
import { usuario } from "./usuario";

export const porte = pgTable("porte", {
  id: serial("id").primaryKey(),
  descricao: varchar("descricao", { length: 80 }).notNull().unique(),
});

// A client is a company (CNPJ) or a rural producer (CPF); a provider is always a company.
export const empresa = pgTable(
  "empresa",
  {
    id: serial("id").primaryKey(),
    tipo: varchar("tipo", { length: 20 }).$type<"CLIENTE" | "PRESTADOR">().notNull(),
    cnpj: varchar("cnpj", { length: 14 }).unique(),
    cpf: varchar("cpf", { length: 11 }).unique(),
    razaosocial: varchar("razaosocial", { length: 200 }).notNull(),
    nomefantasia: varchar("nomefantasia", { length: 200 }).notNull(),
    porteId: integer("porte_id").references(() => porte.id),
    areaAtuacaoId: integer("area_atuacao_id").references(() => areaAtuacao.id),
    cep: varchar("cep", { length: 8 }).notNull(),
    logradouro: varchar("logradouro", { length: 200 }).notNull(),
    complemento: varchar("complemento", { length: 120 }).notNull().default(""),
    cidadeId: integer("cidade_id")
      .notNull()
      .references(() => cidade.id),
    telefone: varchar("telefone", { length: 11 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    ativo: boolean("ativo").notNull().default(true),
    suspenso: boolean("suspenso").notNull().default(false),
    dtainclusao: timestamp("dtainclusao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("empresa_documento", sql`(${t.cnpj} is null) <> (${t.cpf} is null)`)],
);

export const empresaUsuario = pgTable(
  "empresa_usuario",
  {
    empresaId: integer("empresa_id")
      .notNull()
      .references(() => empresa.id, { onDelete: "cascade" }),
    usuarioId: integer("usuario_id")
      .notNull()
      .references(() => usuario.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.usuarioId] })],
);

// A provider company accredited to deliver a service.
export const credenciamento = pgTable(
  "credenciamento",
  {
    empresaId: integer("empresa_id")
      .notNull()
      .references(() => empresa.id, { onDelete: "cascade" }),
    servicoId: integer("servico_id")
      .notNull()
      .references(() => servico.id),
    ativo: boolean("ativo").notNull().default(true),
    dtainclusao: timestamp("dtainclusao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.servicoId] })],
);

/** People behind a client: owners of a rural property or managing partners of a company. */
export const empresaPessoa = pgTable(
  "empresa_pessoa",
  {
    id: serial("id").primaryKey(),
    empresaId: integer("empresa_id")
      .notNull()
      .references(() => empresa.id, { onDelete: "cascade" }),
    papel: varchar("papel", { length: 30 }).$type<"PROPRIETARIO" | "SOCIO_ADMINISTRADOR">().notNull(),
    nome: varchar("nome", { length: 120 }).notNull(),
    sobrenome: varchar("sobrenome", { length: 120 }).notNull().default(""),
    cpf: varchar("cpf", { length: 11 }).notNull(),
  },
  (t) => [unique("empresa_pessoa_cpf").on(t.empresaId, t.papel, t.cpf)],
);
