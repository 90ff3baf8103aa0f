import { boolean, index, integer, pgTable, text, unique, varchar } from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { arquivo } from "./arquivo";
import { modeloOferta, servico } from "./servico";
import { usuario } from "./usuario";

/** One opening of an offer model's detail page; "most accessed" ranks by these rows. */
export const acessoModeloOferta = pgTable(
  "acesso_modelo_oferta",
  {
    id: id(),
    modeloOfertaId: fk("modelo_oferta_id", () => modeloOferta.id, { onDelete: "cascade" }),
    usuarioId: integer("usuario_id").references(() => usuario.id, { onDelete: "set null" }),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("acesso_modelo_oferta_idx").on(t.modeloOfertaId)],
);

export const TIPOS_RESPOSTA = ["TEXTO", "NUMERO", "SIM_NAO", "OPCAO"] as const;
export type TipoResposta = (typeof TIPOS_RESPOSTA)[number];

/**
 * A question of the sizing bank (hectares, employees…): services pick theirs (`servico_pergunta`) and the
 * client answers them at checkout. One that answers name is archived (`ativo`), never deleted.
 */
export const perguntaDimensionamento = pgTable("pergunta_dimensionamento", {
  id: id(),
  chave: varchar("chave", { length: 60 }).notNull().unique(),
  descricao: varchar("descricao", { length: 300 }).notNull(),
  tipoResposta: varchar("tipo_resposta", { length: 20 }).$type<TipoResposta>().notNull(),
  // Choices of an OPCAO question, separated by "|".
  opcoes: text("opcoes").notNull().default(""),
  obrigatoria: boolean("obrigatoria").notNull().default(true),
  ativo: boolean("ativo").notNull().default(true),
});

/** The questions a service asks at checkout, in `ordem`. */
export const servicoPergunta = pgTable(
  "servico_pergunta",
  {
    id: id(),
    servicoId: fk("servico_id", () => servico.id, { onDelete: "cascade" }),
    perguntaId: fk("pergunta_id", () => perguntaDimensionamento.id),
    ordem: integer("ordem").notNull(),
  },
  (t) => [
    unique("servico_pergunta_unica").on(t.servicoId, t.perguntaId),
    index("servico_pergunta_pergunta_idx").on(t.perguntaId),
  ],
);

/** Public documents of the programme (regulations, manuals) listed on the portal. */
export const portalDocumento = pgTable("portal_documento", {
  id: id(),
  titulo: varchar("titulo", { length: 200 }).notNull().unique(),
  descricao: text("descricao").notNull().default(""),
  arquivoId: fk("arquivo_id", () => arquivo.id),
  ordem: integer("ordem").notNull(),
  ativo: boolean("ativo").notNull().default(true),
});
