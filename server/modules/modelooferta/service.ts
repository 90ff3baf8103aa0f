import "server-only";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { modeloOferta, servico } from "../../db/schema";
import type { FonteOpcao } from "../../lib/opcoes";
import { paged, type Window } from "../../lib/pagination";
import { matchesAny } from "../../lib/search";
import { doCatalogo, ofertaAtiva, selectCards, toCard } from "../servico";
import { emLotes } from "../../lib/exportacao";

// Service action codes (SPEC §9): 1 recommended, 2 most accessed, 3 featured.
const ACAO = { recomendado: 1, acessado: 2, destaque: 3 } as const;
const VITRINE_SIZE = 8;

/** Active offers flagged recommended or featured, by title; kept while the catalogue stays. */
export function listMarcados(conn: Conn, flag: "recomendado" | "destaque") {
  return doCatalogo(conn, `marcados/${flag}`, async () => {
    const rows = await selectCards(conn)
      .where(and(ofertaAtiva, eq(modeloOferta[flag], true)))
      .orderBy(asc(modeloOferta.titulo), asc(modeloOferta.id))
      .limit(VITRINE_SIZE);
    return { acao: ACAO[flag], results: rows.map(toCard) };
  });
}

/** Active offers ranked by their views (kept as a counter), most viewed first; never-viewed offers stay out. */
export async function listAcessados(conn: Conn) {
  const rows = await selectCards(conn)
    .where(and(ofertaAtiva, gt(modeloOferta.acessos, 0)))
    .orderBy(desc(modeloOferta.acessos), asc(modeloOferta.titulo), asc(modeloOferta.id))
    .limit(VITRINE_SIZE);
  return { acao: ACAO.acessado, results: rows.map(toCard) };
}

/** Active offer models as `{id, descricao}` with the title: the offers' simple list. */
export const modelosOfertaAtivos = (): FonteOpcao => ({
  table: modeloOferta,
  id: modeloOferta.id,
  descricao: modeloOferta.titulo,
  where: eq(modeloOferta.ativo, true),
});

type Filtro = { search?: string; servico?: number; ativo?: boolean };

/** Offer models with their service, by title; of one service and by situation when given. */
function selectModelos(conn: Conn, f: Filtro) {
  return conn
    .select({
      id: modeloOferta.id,
      titulo: modeloOferta.titulo,
      valor: modeloOferta.valor,
      ativo: modeloOferta.ativo,
      servico: { id: servico.id, titulo: servico.titulo, exige_diagnostico: servico.exigeDiagnostico },
    })
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .where(
      and(
        matchesAny(f.search, [modeloOferta.titulo, servico.titulo]),
        f.servico ? eq(modeloOferta.servicoId, f.servico) : undefined,
        f.ativo === undefined ? undefined : eq(modeloOferta.ativo, f.ativo),
      ),
    )
    .$dynamic();
}
const ORDEM = [asc(modeloOferta.titulo), asc(modeloOferta.id)];
const comValor = <T extends { valor: string }>(r: T) => ({ ...r, valor: Number(r.valor) });

export async function listModelosOferta(conn: Conn, f: Filtro, win: Window) {
  const page = await paged(conn, () => selectModelos(conn, f), ORDEM, win);
  return { count: page.count, results: page.results.map(comValor) };
}

/** The list's rows with its filters (every page), window after window: its export. */
export const lotesDeModelos = (conn: Conn, f: Filtro) =>
  emLotes(async (win) =>
    (
      await selectModelos(conn, f)
        .orderBy(...ORDEM)
        .limit(win.limit)
        .offset(win.offset)
    ).map(comValor),
  );
