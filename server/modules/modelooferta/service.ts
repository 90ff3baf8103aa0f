import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { acessoModeloOferta, modeloOferta } from "../../db/schema";
import { ofertaAtiva, selectCards, toCard } from "../servico";

// Service action codes (SPEC §9): 1 recommended, 2 most accessed, 3 featured.
const ACAO = { recomendado: 1, acessado: 2, destaque: 3 } as const;
const VITRINE_SIZE = 8;

/** Active offers flagged recommended or featured, by title. */
export async function listMarcados(conn: Conn, flag: "recomendado" | "destaque") {
  const rows = await selectCards(conn)
    .where(and(ofertaAtiva, eq(modeloOferta[flag], true)))
    .orderBy(asc(modeloOferta.titulo), asc(modeloOferta.id))
    .limit(VITRINE_SIZE);
  return { acao: ACAO[flag], results: rows.map(toCard) };
}

/** Active offers ranked by their recorded views, most viewed first; never-viewed offers stay out. */
export async function listAcessados(conn: Conn) {
  const views = conn
    .select({ id: acessoModeloOferta.modeloOfertaId, total: count().as("total") })
    .from(acessoModeloOferta)
    .groupBy(acessoModeloOferta.modeloOfertaId)
    .as("views");
  const rows = await selectCards(conn)
    .innerJoin(views, eq(views.id, modeloOferta.id))
    .where(ofertaAtiva)
    .orderBy(desc(views.total), asc(modeloOferta.titulo), asc(modeloOferta.id))
    .limit(VITRINE_SIZE);
  return { acao: ACAO.acessado, results: rows.map(toCard) };
}
