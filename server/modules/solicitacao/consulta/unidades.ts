import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { empresa, solicitacao, solicitacaoEmpresa, unidadeAtendimentoCidade } from "../../../db/schema";

/** Requests a company of which lies in a city of service unit `unidade`: the queue's unit filter. */
export const daUnidade = (conn: Conn, unidade: number) =>
  inArray(
    solicitacao.id,
    conn
      .select({ id: solicitacaoEmpresa.solicitacaoId })
      .from(solicitacaoEmpresa)
      .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
      .innerJoin(unidadeAtendimentoCidade, eq(unidadeAtendimentoCidade.cidadeId, empresa.cidadeId))
      .where(eq(unidadeAtendimentoCidade.unidadeId, unidade)),
  );
