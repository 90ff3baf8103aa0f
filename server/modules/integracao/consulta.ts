import "server-only";
import { SITUACAO_INTEGRACAO as S } from "@/lib/regras/integracao";
import { PAGAMENTO } from "@/lib/regras/pagamento";
import { and, asc, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { integracaoRegistro, integracaoTentativa, pagamento, solicitacao, substatus } from "../../db/schema";
import { noPeriodo } from "../../lib/dia";
import { notFound } from "../../lib/errors";
import { paged, type Window } from "../../lib/pagination";
import { matchesAny } from "../../lib/search";
import type { Sistema } from "./driver";

export type FiltroRegistro = {
  search?: string;
  min_encerramento?: string;
  max_encerramento?: string;
  min_integracao?: string;
  max_integracao?: string;
  /** Only those the other side holds (true) or does not (false). */
  metrica_enviada?: boolean;
  situacao?: (typeof integracaoRegistro.$inferSelect.situacao)[];
  tipo?: string;
};

function onde(sistema: Sistema, tipos: string[], f: FiltroRegistro): SQL | undefined {
  return and(
    eq(integracaoRegistro.sistema, sistema),
    inArray(integracaoRegistro.tipo, f.tipo ? [f.tipo] : tipos),
    matchesAny(f.search?.trim() || undefined, [integracaoRegistro.busca]),
    noPeriodo(integracaoRegistro.dtaencerramento, {
      min_date: f.min_encerramento,
      max_date: f.max_encerramento,
    }),
    noPeriodo(integracaoRegistro.dtaintegracao, { min_date: f.min_integracao, max_date: f.max_integracao }),
    f.metrica_enviada === undefined
      ? undefined
      : f.metrica_enviada
        ? eq(integracaoRegistro.situacao, S.ENVIADO)
        : ne(integracaoRegistro.situacao, S.ENVIADO),
    f.situacao?.length ? inArray(integracaoRegistro.situacao, f.situacao) : undefined,
  );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A record as the administrator's lists show it. */
export const registroVisto = (r: typeof integracaoRegistro.$inferSelect) => ({
  id: r.id,
  sistema: r.sistema,
  tipo: r.tipo,
  objeto_id: r.objetoId,
  solicitacao: r.solicitacaoId,
  nrosolicitacao: (r.dados.nrosolicitacao as string | undefined) ?? null,
  descricao: r.busca,
  dados: r.dados,
  operacao: r.operacao,
  situacao: r.situacao,
  metrica_enviada: r.situacao === S.ENVIADO,
  tentativas: r.tentativas,
  erro: r.erro,
  proxima_tentativa: r.situacao === S.PENDENTE ? iso(r.proximaTentativa) : null,
  dtaencerramento: iso(r.dtaencerramento),
  dtaintegracao: iso(r.dtaintegracao),
  dtainclusao: r.dtainclusao.toISOString(),
});

/** `sistema`'s records of `tipos` matching `f`, the most recent first. */
export async function listarRegistros(
  conn: Conn,
  sistema: Sistema,
  tipos: string[],
  f: FiltroRegistro,
  win: Window,
) {
  const { count, results } = await paged(
    conn,
    () =>
      conn
        .select()
        .from(integracaoRegistro)
        .where(onde(sistema, tipos, f))
        .$dynamic(),
    [desc(integracaoRegistro.id)],
    win,
  );
  return { count, results: results.map(registroVisto) };
}

/** A record by its system, type and object (a request's metric) or by its own id; 404 when there is none. */
export async function registroDe(
  conn: Conn,
  sistema: Sistema,
  chave: { tipo: string; objetoId: number } | number,
) {
  const [r] = await conn
    .select()
    .from(integracaoRegistro)
    .where(
      typeof chave === "number"
        ? and(eq(integracaoRegistro.sistema, sistema), eq(integracaoRegistro.id, chave))
        : eq(integracaoRegistro.chave, `${sistema}:${chave.tipo}:${chave.objetoId}`),
    );
  if (!r) throw notFound("Não há registro de integração para este item.");
  return r;
}

/** A record and its attempts, oldest first: when, what was asked, the other side's answer or the error. */
export async function historico(conn: Conn, r: typeof integracaoRegistro.$inferSelect) {
  const tentativas = await conn
    .select()
    .from(integracaoTentativa)
    .where(eq(integracaoTentativa.registroId, r.id))
    .orderBy(asc(integracaoTentativa.id));
  return {
    registro: registroVisto(r),
    tentativas: tentativas.map((t) => ({
      id: t.id,
      operacao: t.operacao,
      chave: t.chave,
      inicio: t.inicio.toISOString(),
      fim: iso(t.fim),
      // An attempt never finished: the process stopped between the call and its answer being recorded.
      ok: t.ok,
      status_http: t.statusHttp,
      resposta: t.resposta ?? null,
      erro: t.erro,
    })),
  };
}

/** Payments of the clients' shares: those still unpaid (pending or failed), the most recent first. */
export async function naoPagos(conn: Conn, search: string | undefined, win: Window) {
  const { count, results } = await paged(
    conn,
    () =>
      conn
        .select({
          id: pagamento.id,
          solicitacao: pagamento.solicitacaoId,
          nrosolicitacao: solicitacao.nrosolicitacao,
          forma: pagamento.forma,
          valor: pagamento.valor,
          situacao: substatus.descricao,
          dtainclusao: pagamento.dtainclusao,
        })
        .from(pagamento)
        .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
        .innerJoin(solicitacao, eq(solicitacao.id, pagamento.solicitacaoId))
        .where(
          and(
            ne(substatus.codigo, PAGAMENTO.PAGO),
            matchesAny(search?.trim() || undefined, [solicitacao.nrosolicitacao]),
          ),
        )
        .$dynamic(),
    [desc(pagamento.id)],
    win,
  );
  return {
    count,
    results: results.map((p) => ({ ...p, valor: Number(p.valor), dtainclusao: p.dtainclusao.toISOString() })),
  };
}
