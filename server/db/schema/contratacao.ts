import { sql } from "drizzle-orm";
import type { FormaPagamento } from "../../../lib/regras/pagamento";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { dtainclusao, fk, id } from "./colunas";
import { arquivo } from "./arquivo";
import { empresa } from "./empresa";
import { proposta } from "./proposta";
import { solicitacao } from "./solicitacao";
import { substatus } from "./status";
import { usuario } from "./usuario";

/**
 * The contract of one client company of a request (one per company), generated as a PDF from the
 * selected proposal when staff send the contracts. Signatures name the SHA-256 of these exact bytes;
 * sending the contracts again supersedes the old one (`substituidoEm`) and its pending signatures.
 */
export const contrato = pgTable(
  "contrato",
  {
    id: id(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    propostaId: fk("proposta_id", () => proposta.id),
    empresaId: fk("empresa_id", () => empresa.id),
    arquivoId: fk("arquivo_id", () => arquivo.id),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    dtainclusao: dtainclusao(),
    substituidoEm: timestamp("substituido_em", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("contrato_vigente")
      .on(t.solicitacaoId, t.empresaId)
      .where(sql`${t.substituidoEm} is null`),
  ],
);

/** What a public link opens with no session: a signature, a payment, an evaluation. */
export const FINALIDADES_LINK = ["ASSINATURA", "PAGAMENTO", "AVALIACAO", "SENHA"] as const;
export type FinalidadeLink = (typeof FINALIDADES_LINK)[number];

/**
 * A shared link's token: random, kept only as its SHA-256, valid until `expiraEm` and used once
 * (`usadoEm`). `alvoId` is the signature, the request or the user (SENHA: a new user's password) the link
 * acts on, by `finalidade`.
 */
export const linkAcesso = pgTable(
  "link_acesso",
  {
    id: id(),
    finalidade: varchar("finalidade", { length: 20 }).$type<FinalidadeLink>().notNull(),
    alvoId: integer("alvo_id").notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiraEm: timestamp("expira_em", { withTimezone: true }).notNull(),
    usadoEm: timestamp("usado_em", { withTimezone: true }),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    dtainclusao: dtainclusao(),
  },
  (t) => [index("link_acesso_alvo_idx").on(t.finalidade, t.alvoId)],
);

/**
 * A payment of a request's client share (DESIGN §5: PENDENTE → PAGO | FALHOU) through the `pagamento`
 * driver. Of a card only the brand and the last four digits are kept; `dados` holds the driver's
 * answer, or its error body when it failed (SPEC §8).
 */
export const pagamento = pgTable(
  "pagamento",
  {
    id: id(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    substatusId: fk("substatus_id", () => substatus.id),
    versao: integer("versao").notNull().default(0),
    forma: varchar("forma", { length: 20 }).$type<FormaPagamento>().notNull(),
    valor: numeric("valor", { precision: 14, scale: 2 }).notNull(),
    parcelas: integer("parcelas").notNull().default(1),
    bandeira: varchar("bandeira", { length: 30 }),
    final: varchar("final", { length: 4 }),
    driver: varchar("driver", { length: 30 }).notNull(),
    /** The driver's id of the charge, to ask it for the state later. */
    referencia: varchar("referencia", { length: 100 }),
    /**
     * The Idempotency-Key sent with the charge, committed before the gateway is called: a retry with it is not
     * charged twice, and the check finds by it a charge whose answer a crash lost.
     */
    chave: varchar("chave", { length: 64 }).unique(),
    pixCopiaECola: text("pix_copia_e_cola"),
    dados: jsonb("dados"),
    comprovanteId: integer("comprovante_id").references(() => arquivo.id),
    reciboId: integer("recibo_id").references(() => arquivo.id),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    dtainclusao: dtainclusao(),
    dtapagamento: timestamp("dtapagamento", { withTimezone: true }),
  },
  (t) => [index("pagamento_solicitacao_idx").on(t.solicitacaoId)],
);

/**
 * A signature a request's contract needs: the client company's, the provider's and the programme's
 * (GESTOR, authorised by staff in batches). Signing stores who, their CPF, when, from where and the
 * SHA-256 of the PDF they signed; a superseded contract takes its pending signatures with it.
 */
export const assinatura = pgTable(
  "assinatura",
  {
    id: id(),
    solicitacaoId: fk("solicitacao_id", () => solicitacao.id, { onDelete: "cascade" }),
    contratoId: integer("contrato_id").references(() => contrato.id, { onDelete: "cascade" }),
    papel: varchar("papel", { length: 20 }).$type<"CLIENTE" | "PRESTADOR" | "GESTOR">().notNull(),
    empresaId: integer("empresa_id").references(() => empresa.id),
    usuarioId: integer("usuario_id").references(() => usuario.id),
    assinado: boolean("assinado").notNull().default(false),
    /** PORTAL (signed in), LINK (a shared link, no session), LOTE (staff for the programme). */
    via: varchar("via", { length: 10 }).$type<"PORTAL" | "LINK" | "LOTE">(),
    nome: varchar("nome", { length: 200 }),
    cpf: varchar("cpf", { length: 11 }),
    ip: varchar("ip", { length: 64 }),
    userAgent: varchar("user_agent", { length: 300 }),
    sha256: varchar("sha256", { length: 64 }),
    dtaassinatura: timestamp("dtaassinatura", { withTimezone: true }),
    dtainclusao: dtainclusao(),
  },
  (t) => [
    index("assinatura_solicitacao_idx").on(t.solicitacaoId),
    index("assinatura_contrato_idx").on(t.contratoId),
    // The staff batch page lists the programme's pending signatures.
    index("assinatura_pendente_idx").on(t.papel, t.assinado),
  ],
);
