import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { and, eq, inArray, sql } from "drizzle-orm";
import { arquivo } from "./arquivo";
import { cidade } from "./localidade";
import { status, substatus } from "./status";
import { areaAtuacao } from "./organizacao";
import { servico } from "./servico";
import { usuario } from "./usuario";
import { CREDENCIAMENTO, type SituacaoCredenciamento } from "../../../lib/regras/credenciamento";

export const porte = pgTable("porte", {
  id: id(),
  descricao: varchar("descricao", { length: 80 }).notNull().unique(),
});

// A client is a company (CNPJ) or a rural producer (CPF); a provider is always a company.
export const empresa = pgTable(
  "empresa",
  {
    id: id(),
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
    cidadeId: fk("cidade_id", () => cidade.id),
    telefone: varchar("telefone", { length: 11 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    ativo: boolean("ativo").notNull().default(true),
    suspenso: boolean("suspenso").notNull().default(false),
    // The provider's registration number in SICAB, the programme's registry of accredited providers.
    sicab: varchar("sicab", { length: 20 }),
    dtainclusao: dtainclusao(),
  },
  (t) => [check("empresa_documento", sql`(${t.cnpj} is null) <> (${t.cpf} is null)`)],
);

export const empresaUsuario = pgTable(
  "empresa_usuario",
  {
    empresaId: fk("empresa_id", () => empresa.id, { onDelete: "cascade" }),
    usuarioId: fk("usuario_id", () => usuario.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.usuarioId] })],
);

/**
 * A provider company's accreditation for a service: asked by the provider (SOLICITADO), then decided by
 * staff (CREDENCIADO or RECUSADO, with the reason), a workflow over `substatus`. A CREDENCIADO link takes part in releases only while
 * `ativo` (staff's toggle) and not `suspenso` (a suspension with its document and reason).
 */
export const credenciamento = pgTable(
  "credenciamento",
  {
    id: id(),
    empresaId: fk("empresa_id", () => empresa.id, { onDelete: "cascade" }),
    servicoId: fk("servico_id", () => servico.id),
    // SOLICITADO, CREDENCIADO or RECUSADO (the workflow of server/modules/empresa/credenciamento).
    substatusId: fk("substatus_id", () => substatus.id),
    versao: integer("versao").notNull().default(0),
    ativo: boolean("ativo").notNull().default(true),
    suspenso: boolean("suspenso").notNull().default(false),
    // Why staff refused the request or suspended the link.
    motivo: text("motivo"),
    // The document behind a suspension.
    arquivoId: integer("arquivo_id").references(() => arquivo.id),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    dtainclusao: dtainclusao(),
    dtaatualizacao: timestamp("dtaatualizacao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("credenciamento_empresa_servico").on(t.empresaId, t.servicoId)],
);

/** The links that take part in releases and quotation: accredited, switched on and not suspended. */
export const credenciamentoApto = () =>
  and(
    inArray(
      credenciamento.substatusId,
      sql`(select ${substatus.id} from ${substatus} join ${status} on ${status.id} = ${substatus.statusId}
        where ${status.entidade} = 'credenciamento' and ${substatus.codigo} = ${CREDENCIAMENTO.CREDENCIADO})`,
    ),
    eq(credenciamento.ativo, true),
    eq(credenciamento.suspenso, false),
  );

/** Kinds of company document; `exigido_prestador` ones must be on file before a provider asks accreditation. */
export const documentoTipo = pgTable("documento_tipo", {
  id: id(),
  descricao: varchar("descricao", { length: 120 }).notNull().unique(),
  exigidoPrestador: boolean("exigido_prestador").notNull().default(false),
  ativo: boolean("ativo").notNull().default(true),
});

export const empresaDocumento = pgTable(
  "empresa_documento",
  {
    id: id(),
    empresaId: fk("empresa_id", () => empresa.id, { onDelete: "cascade" }),
    tipoId: fk("tipo_id", () => documentoTipo.id),
    arquivoId: fk("arquivo_id", () => arquivo.id),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("empresa_documento_empresa_idx").on(t.empresaId)],
);

/** A provider's consultants, who deliver its work; identified by CPF within the company. */
export const consultorPrestador = pgTable(
  "consultor_prestador",
  {
    id: id(),
    empresaId: fk("empresa_id", () => empresa.id, { onDelete: "cascade" }),
    nome: varchar("nome", { length: 120 }).notNull(),
    sobrenome: varchar("sobrenome", { length: 120 }).notNull().default(""),
    cpf: varchar("cpf", { length: 11 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    telefone: varchar("telefone", { length: 11 }).notNull().default(""),
    dtainclusao: dtainclusao(),
  },
  (t) => [unique("consultor_prestador_cpf").on(t.empresaId, t.cpf)],
);

/** A consultant's accreditation for one of the services its company is accredited for. */
export const consultorCredenciamento = pgTable(
  "consultor_credenciamento",
  {
    id: id(),
    consultorId: fk("consultor_id", () => consultorPrestador.id, { onDelete: "cascade" }),
    servicoId: fk("servico_id", () => servico.id),
    situacao: varchar("situacao", { length: 12 })
      .$type<SituacaoCredenciamento>()
      .notNull()
      .default(CREDENCIAMENTO.SOLICITADO),
    motivo: text("motivo"),
    dtainclusao: dtainclusao(),
    dtaatualizacao: timestamp("dtaatualizacao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("consultor_credenciamento_servico").on(t.consultorId, t.servicoId)],
);

/** People behind a client: owners of a rural property or managing partners of a company. */
export const empresaPessoa = pgTable(
  "empresa_pessoa",
  {
    id: id(),
    empresaId: fk("empresa_id", () => empresa.id, { onDelete: "cascade" }),
    papel: varchar("papel", { length: 30 }).$type<"PROPRIETARIO" | "SOCIO_ADMINISTRADOR">().notNull(),
    nome: varchar("nome", { length: 120 }).notNull(),
    sobrenome: varchar("sobrenome", { length: 120 }).notNull().default(""),
    cpf: varchar("cpf", { length: 11 }).notNull(),
  },
  (t) => [unique("empresa_pessoa_cpf").on(t.empresaId, t.papel, t.cpf)],
);
