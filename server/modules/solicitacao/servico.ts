import "server-only";
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { modeloOferta, servico, solicitacao } from "../../db/schema";

/** A query over requests, joined to each one's offer model and that offer's service. */
export const comServico = <T extends PgSelect>(q: T) =>
  q
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId));
