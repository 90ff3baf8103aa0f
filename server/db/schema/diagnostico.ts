import { index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { arquivo } from "./arquivo";
import { empresa } from "./empresa";
import { solicitacao } from "./solicitacao";
import { substatus } from "./status";
import { usuario } from "./usuario";

/** The diagnostic a provider makes before proposals, for services that need one (DESIGN §5). */
export const diagnostico = pgTable(
  "diagnostico",
  {
    id: id(),
    nrodiagnostico: varchar("nrodiagnostico", { length: 20 }).notNull().unique(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    prestadorId: fk("prestador_id", () => empresa.id),
    substatusId: fk("substatus_id", () => substatus.id),
    consultorId: integer("consultor_id").references(() => usuario.id),
    prazo: timestamp("prazo", { withTimezone: true }).notNull(),
    arquivoId: integer("arquivo_id").references(() => arquivo.id),
    dtaenvio: timestamp("dtaenvio", { withTimezone: true }),
    /** What the client asked the provider to fix, while the diagnostic is in correction. */
    correcao: text("correcao"),
    versao: integer("versao").notNull().default(0),
    dtainclusao: dtainclusao(),
  },
  (t) => [
    index("diagnostico_solicitacao_idx").on(t.solicitacaoId),
    index("diagnostico_consultor_idx").on(t.consultorId),
    index("diagnostico_prestador_idx").on(t.prestadorId, t.dtainclusao),
    // The diagnostics still owed, by deadline (the staff's deadlines, the dashboards).
    index("diagnostico_substatus_prazo_idx").on(t.substatusId, t.prazo),
  ],
);
