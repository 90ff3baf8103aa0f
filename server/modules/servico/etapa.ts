import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { etapaModelo } from "../../db/schema";

/** The stages of an offer model, by ordem: what the catalogue, the client's request and the project show. */
export const etapasDe = (conn: Conn, modeloOfertaId: number) =>
  conn
    .select({
      id: etapaModelo.id,
      ordem: etapaModelo.ordem,
      titulo: etapaModelo.titulo,
      descricao: etapaModelo.descricao,
      entregavel: etapaModelo.entregavel,
    })
    .from(etapaModelo)
    .where(eq(etapaModelo.modeloOfertaId, modeloOfertaId))
    .orderBy(asc(etapaModelo.ordem));
