import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, unique, varchar } from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import type { TipoMovimento } from "../../../lib/regras/centrocusto";
import { centroCusto } from "./organizacao";
import { solicitacao } from "./solicitacao";
import { usuario } from "./usuario";

/**
 * A cost centre's ledger: every change of its money is one row, never edited nor deleted, and its
 * balances (available, reserved, committed, spent) are sums of these rows (lib/regras/centrocusto.ts).
 * `valor` is positive, except an adjustment's, which is signed.
 */
export const movimentoCentroCusto = pgTable(
  "movimento_centro_custo",
  {
    id: id(),
    centroCustoId: fk("centro_custo_id", () => centroCusto.id),
    tipo: varchar("tipo", { length: 20 }).$type<TipoMovimento>().notNull(),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
    // A request deleted (tests, clean-ups) leaves its movements: the balances must not change.
    solicitacaoId: integer("solicitacao_id").references(() => solicitacao.id, { onDelete: "set null" }),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    descricao: varchar("descricao", { length: 300 }).notNull(),
    dtainclusao: dtainclusao(),
  },
  (t) => [
    index("movimento_centro_custo_cc_idx").on(t.centroCustoId, t.dtainclusao),
    // A centre's balances summed from the index alone (the dashboards' cost centres).
    index("movimento_centro_custo_saldo_idx").on(t.centroCustoId, t.tipo, t.valor),
    index("movimento_centro_custo_solicitacao_idx").on(t.solicitacaoId),
    check(
      "movimento_centro_custo_tipo",
      sql`${t.tipo} in ('APORTE', 'AJUSTE', 'RESERVA', 'LIBERACAO', 'COMPROMISSO', 'GASTO', 'DEVOLUCAO')`,
    ),
    check(
      "movimento_centro_custo_valor",
      sql`case when ${t.tipo} = 'AJUSTE' then ${t.valor} <> 0 else ${t.valor} > 0 end`,
    ),
  ],
);

/** Staff users involved in a cost centre (who follow or answer for its budget). */
export const centroCustoEnvolvido = pgTable(
  "centro_custo_envolvido",
  {
    id: id(),
    centroCustoId: fk("centro_custo_id", () => centroCusto.id, { onDelete: "cascade" }),
    usuarioId: fk("usuario_id", () => usuario.id),
    dtainclusao: dtainclusao(),
  },
  (t) => [
    unique("centro_custo_envolvido_unico").on(t.centroCustoId, t.usuarioId),
    index("centro_custo_envolvido_usuario_idx").on(t.usuarioId),
  ],
);
