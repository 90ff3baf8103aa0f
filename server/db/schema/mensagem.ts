import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import type { GrupoMensagem, PapelMensagem } from "../../../lib/regras/mensagem";
import { arquivo } from "./arquivo";
import { empresa } from "./empresa";
import { solicitacao } from "./solicitacao";
import { usuario } from "./usuario";

/**
 * A chat message about a request, in one conversation: its group and, for the groups held with a provider,
 * the provider company (`prestadorId`). `papel` is the side the author wrote from.
 */
export const mensagem = pgTable(
  "mensagem",
  {
    id: id(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    grupo: varchar("grupo", { length: 20 }).$type<GrupoMensagem>().notNull(),
    prestadorId: integer("prestador_id").references(() => empresa.id),
    papel: varchar("papel", { length: 12 }).$type<PapelMensagem>().notNull(),
    texto: text("texto").notNull(),
    arquivoId: integer("arquivo_id").references(() => arquivo.id),
    usuarioId: fk("usuario_id", () => usuario.id),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("mensagem_conversa_idx").on(t.solicitacaoId, t.grupo, t.prestadorId, t.id)],
);

/** Who has read which message: the read state of each participant (PUT /mensagem/visto/). */
export const mensagemLeitura = pgTable(
  "mensagem_leitura",
  {
    mensagemId: fk("mensagem_id", () => mensagem.id, { onDelete: "cascade" }),
    usuarioId: fk("usuario_id", () => usuario.id),
    dtaleitura: timestamp("dtaleitura", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mensagemId, t.usuarioId] }),
    index("mensagem_leitura_usuario_idx").on(t.usuarioId),
  ],
);
