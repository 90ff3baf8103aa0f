import {
  boolean,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { perguntaDimensionamento } from "./catalogo";
import { empresa } from "./empresa";
import { centroCusto } from "./organizacao";
import { modeloOferta } from "./servico";
import { substatus } from "./status";
import { usuario } from "./usuario";

/** Feeds `nrosolicitacao`; a sequence never hands the same number to two transactions. */
export const solicitacaoNumero = pgSequence("solicitacao_numero_seq");

export const solicitacao = pgTable(
  "solicitacao",
  {
    id: serial("id").primaryKey(),
    nrosolicitacao: varchar("nrosolicitacao", { length: 20 }).notNull().unique(),
    modeloOfertaId: integer("modelo_oferta_id")
      .notNull()
      .references(() => modeloOferta.id),
    substatusId: integer("substatus_id")
      .notNull()
      .references(() => substatus.id),
    objetivo: text("objetivo").notNull().default(""),
    justificativa: text("justificativa").notNull().default(""),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
    usuarioId: integer("usuario_id")
      .notNull()
      .references(() => usuario.id),
    centroCustoId: integer("centro_custo_id").references(() => centroCusto.id),
    prestadorId: integer("prestador_id").references(() => empresa.id),
    escolhaDireta: boolean("escolha_direta").notNull().default(false),
    dtaprazoenvioproposta: timestamp("dtaprazoenvioproposta", { withTimezone: true }),
    dtainclusao: timestamp("dtainclusao", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("solicitacao_substatus_idx").on(t.substatusId),
    index("solicitacao_dtainclusao_idx").on(t.dtainclusao),
  ],
);

export const solicitacaoEmpresa = pgTable(
  "solicitacao_empresa",
  {
    solicitacaoId: integer("solicitacao_id")
      .notNull()
      .references(() => solicitacao.id, { onDelete: "cascade" }),
    empresaId: integer("empresa_id")
      .notNull()
      .references(() => empresa.id),
  },
  (t) => [
    primaryKey({ columns: [t.solicitacaoId, t.empresaId] }),
    index("solicitacao_empresa_empresa_idx").on(t.empresaId),
  ],
);

/** Managers responsible for a request: those of the service unit covering the company's city. */
export const solicitacaoGestor = pgTable(
  "solicitacao_gestor",
  {
    solicitacaoId: integer("solicitacao_id")
      .notNull()
      .references(() => solicitacao.id, { onDelete: "cascade" }),
    usuarioId: integer("usuario_id")
      .notNull()
      .references(() => usuario.id),
  },
  (t) => [primaryKey({ columns: [t.solicitacaoId, t.usuarioId] })],
);

export const solicitacaoResposta = pgTable(
  "solicitacao_resposta",
  {
    id: serial("id").primaryKey(),
    solicitacaoId: integer("solicitacao_id")
      .notNull()
      .references(() => solicitacao.id, { onDelete: "cascade" }),
    perguntaId: integer("pergunta_id")
      .notNull()
      .references(() => perguntaDimensionamento.id),
    resposta: text("resposta").notNull(),
  },
  (t) => [unique("solicitacao_resposta_pergunta").on(t.solicitacaoId, t.perguntaId)],
);
