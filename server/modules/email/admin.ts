import "server-only";
import { SITUACAO_INTEGRACAO as S } from "@/lib/regras/integracao";
import { and, asc, desc, eq, gt, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Conn, Db } from "../../db/client";
import { emailMensagem, emailTentativa } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { paged, type Window } from "../../lib/pagination";
import { matchesAny } from "../../lib/search";
import { driverDeEmail } from "./driver";
import { pendente, reenviarEmail } from "./envio";

const m = emailMensagem;
type Mensagem = typeof m.$inferSelect;

/** A message's state in the words the integrations' records use: sent, given up, or still to be sent. */
const situacaoDe = (e: Mensagem): SituacaoEmail =>
  e.enviadoEm ? S.ENVIADO : e.desistidoEm ? S.FALHOU : S.PENDENTE;

/** A message is sent, given up or waiting; never removed. */
export const SITUACOES_EMAIL = [S.PENDENTE, S.ENVIADO, S.FALHOU] as const;
export type SituacaoEmail = (typeof SITUACOES_EMAIL)[number];
const POR_SITUACAO: Record<SituacaoEmail, SQL | undefined> = {
  [S.ENVIADO]: isNotNull(m.enviadoEm),
  [S.FALHOU]: and(isNull(m.enviadoEm), isNotNull(m.desistidoEm)),
  [S.PENDENTE]: pendente,
};
/** What the list shows unless told otherwise: what failed, given up or still retrying. */
const COM_FALHA = and(isNull(m.enviadoEm), gt(m.tentativas, 0));

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * A message as the integrations' record (server/modules/integracao's RegistroIntegracao), so the
 * administrator's screens show it as they show the metrics' and the ERP's.
 */
const comoRegistro = (e: Mensagem) => ({
  id: e.id,
  sistema: "email",
  tipo: "email",
  objeto_id: e.id,
  solicitacao: null,
  nrosolicitacao: null,
  descricao: `${e.assunto} — para ${e.para}`,
  dados: { para: e.para, assunto: e.assunto, tipo: e.tipo },
  operacao: "enviar" as const,
  situacao: situacaoDe(e),
  metrica_enviada: Boolean(e.enviadoEm),
  tentativas: e.tentativas,
  erro: e.erro,
  proxima_tentativa: situacaoDe(e) === S.PENDENTE ? iso(e.proximaTentativa) : null,
  dtaencerramento: null,
  dtaintegracao: iso(e.enviadoEm),
  dtainclusao: e.dtainclusao.toISOString(),
});

/** The messages in `situacao` (by default those that failed), searched by address or subject, newest first. */
export async function listarEmails(
  conn: Conn,
  f: { search?: string; situacao?: SituacaoEmail },
  win: Window,
) {
  const { count, results } = await paged(
    conn,
    () =>
      conn
        .select()
        .from(m)
        .where(
          and(
            f.situacao ? POR_SITUACAO[f.situacao] : COM_FALHA,
            matchesAny(f.search?.trim() || undefined, [m.para, m.assunto]),
          ),
        )
        .$dynamic(),
    [desc(m.id)],
    win,
  );
  return { count, results: results.map(comoRegistro) };
}

/** Message `id` and every attempt at sending it, oldest first; 404 when there is none. */
export async function historicoDoEmail(conn: Conn, id: number) {
  const [e] = await conn.select().from(m).where(eq(m.id, id));
  if (!e) throw notFound("E-mail não encontrado.");
  const tentativas = await conn
    .select()
    .from(emailTentativa)
    .where(eq(emailTentativa.emailId, id))
    .orderBy(asc(emailTentativa.id));
  return {
    registro: comoRegistro(e),
    tentativas: tentativas.map((t) => ({
      id: t.id,
      operacao: "enviar",
      // The Message-ID every attempt carries: a repeat is recognisably the same message.
      chave: `email-${id}`,
      inicio: t.inicio.toISOString(),
      fim: iso(t.fim),
      ok: t.ok,
      status_http: null,
      resposta: null,
      erro: t.erro,
    })),
  };
}

/** An administrator's resend of a message not sent: tried now, from zero attempts, and answered with its history. */
export async function reenviarAgora(db: Db, id: number, agora: Date) {
  const { registro } = await historicoDoEmail(db, id);
  if (registro.situacao === S.ENVIADO) throw conflict("Este e-mail já foi enviado: não há o que reenviar.");
  await reenviarEmail(db, id, agora, driverDeEmail());
  return historicoDoEmail(db, id);
}
