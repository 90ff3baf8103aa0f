import "server-only";
import { and, eq, exists, or, type SQL } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  empresa,
  solicitacao,
  solicitacaoEmpresa,
  status,
  substatus,
  unidadeAtendimentoCidade,
  unidadeAtendimentoConsultor,
} from "../../../db/schema";
import { GESTAO, hasAnyRole } from "@/lib/roles";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";

export const NAO_ENCONTRADA = "Solicitação não encontrada.";

export const isGestao = (user: AuthUser) => hasAnyRole(user, GESTAO);

/**
 * The requests a staff member may see and act on: managers reach all of them; a consultant only
 * those they are linked to or whose company lies in a city of a service unit they work in.
 */
export function visivelPara(conn: Conn, user: AuthUser): SQL | undefined {
  if (isGestao(user)) return undefined;
  return or(
    eq(solicitacao.consultorId, user.id),
    exists(
      conn
        .select({ one: solicitacaoEmpresa.solicitacaoId })
        .from(solicitacaoEmpresa)
        .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
        .innerJoin(unidadeAtendimentoCidade, eq(unidadeAtendimentoCidade.cidadeId, empresa.cidadeId))
        .innerJoin(
          unidadeAtendimentoConsultor,
          eq(unidadeAtendimentoConsultor.unidadeId, unidadeAtendimentoCidade.unidadeId),
        )
        .where(
          and(
            eq(solicitacaoEmpresa.solicitacaoId, solicitacao.id),
            eq(unidadeAtendimentoConsultor.usuarioId, user.id),
          ),
        ),
    ),
  );
}

/** The request's own row with its current status codes; 404 when it does not exist or is out of reach. */
export async function requireSolicitacao(conn: Conn, user: AuthUser, id: number) {
  const [row] = await conn
    .select({
      id: solicitacao.id,
      nrosolicitacao: solicitacao.nrosolicitacao,
      tipo: solicitacao.tipo,
      objetivo: solicitacao.objetivo,
      valor: solicitacao.valor,
      modeloOfertaId: solicitacao.modeloOfertaId,
      consultorId: solicitacao.consultorId,
      centroCustoId: solicitacao.centroCustoId,
      prestadorId: solicitacao.prestadorId,
      solicitacaoPaiId: solicitacao.solicitacaoPaiId,
      substatus: substatus.codigo,
      status: status.codigo,
    })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(eq(solicitacao.id, id), visivelPara(conn, user)));
  if (!row) throw notFound(NAO_ENCONTRADA);
  return row;
}
