import "server-only";
import { GESTORES } from "@/lib/roles";
import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  assinatura,
  contrato,
  empresa,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  substatus,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
  unidadeAtendimentoGestor,
  usuario,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { ativosDosGrupos } from "../../usuario";
import { respostasOf } from "../envio/respostas";
import { findRows, getSolicitacaoInterna, presentRows, requireSolicitacao } from "./service";
import { solicitacaoVisivelPara } from "../../../authz/escopo";
import { ABERTOS } from "../workflow";
import { contarPorSituacao } from "./contagem";

/** The dimensioning answers of a request the user may reach, in question order. */
export async function getPerguntas(conn: Conn, user: AuthUser, id: number) {
  await requireSolicitacao(conn, user, id);
  return respostasOf(conn, id);
}

/** The signatures the request's contract needs, in the order they were asked for. */
export async function getAssinaturas(conn: Conn, user: AuthUser, id: number) {
  await requireSolicitacao(conn, user, id);
  const rows = await conn
    .select({
      id: assinatura.id,
      papel: assinatura.papel,
      empresa: { id: empresa.id, nomefantasia: empresa.nomefantasia },
      usuario: { id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome },
      assinado: assinatura.assinado,
      via: assinatura.via,
      dtaassinatura: assinatura.dtaassinatura,
    })
    .from(assinatura)
    .leftJoin(empresa, eq(empresa.id, assinatura.empresaId))
    .leftJoin(usuario, eq(usuario.id, assinatura.usuarioId))
    // A superseded contract's signatures no longer count.
    .leftJoin(contrato, eq(contrato.id, assinatura.contratoId))
    .where(and(eq(assinatura.solicitacaoId, id), isNull(contrato.substituidoEm)))
    .orderBy(asc(assinatura.id));
  return rows.map((r) => ({ ...r, dtaassinatura: r.dtaassinatura?.toISOString() ?? null }));
}

/**
 * Every active manager or coordinator, marking who is responsible for the request and who manages an
 * active service unit covering one of its companies' cities (listed first: the likely choices).
 */
export async function getGestoresOpcoes(conn: Conn, user: AuthUser, id: number) {
  await requireSolicitacao(conn, user, id);
  const responsavel = exists(
    conn
      .select({ one: sql`1` })
      .from(solicitacaoGestor)
      .where(and(eq(solicitacaoGestor.solicitacaoId, id), eq(solicitacaoGestor.usuarioId, usuario.id))),
  );
  const daUnidade = exists(
    conn
      .select({ one: sql`1` })
      .from(unidadeAtendimentoGestor)
      .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, unidadeAtendimentoGestor.unidadeId))
      .innerJoin(unidadeAtendimentoCidade, eq(unidadeAtendimentoCidade.unidadeId, unidadeAtendimento.id))
      .innerJoin(empresa, eq(empresa.cidadeId, unidadeAtendimentoCidade.cidadeId))
      .innerJoin(solicitacaoEmpresa, eq(solicitacaoEmpresa.empresaId, empresa.id))
      .where(
        and(
          eq(unidadeAtendimentoGestor.usuarioId, usuario.id),
          eq(unidadeAtendimento.ativo, true),
          eq(solicitacaoEmpresa.solicitacaoId, id),
        ),
      ),
  );
  return conn
    .select({
      id: usuario.id,
      nome: usuario.nome,
      sobrenome: usuario.sobrenome,
      email: usuario.email,
      responsavel: sql<boolean>`${responsavel}`,
      da_unidade: sql<boolean>`${daUnidade}`,
    })
    .from(usuario)
    .where(ativosDosGrupos(conn, GESTORES))
    .orderBy(desc(daUnidade), asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id));
}

/** The request's responsible managers and its consultant. */
export async function getResponsaveis(conn: Conn, user: AuthUser, id: number) {
  const { gestores, consultor } = await getSolicitacaoInterna(conn, user, id);
  return { gestores, consultor };
}

/** The sub-requests of a request the user may reach (those in the user's reach), oldest first. */
export async function getSubsolicitacoes(conn: Conn, user: AuthUser, id: number) {
  await requireSolicitacao(conn, user, id);
  const rows = await findRows(
    conn,
    and(eq(solicitacao.solicitacaoPaiId, id), solicitacaoVisivelPara(conn, user)),
    asc(solicitacao.dtainclusao),
    asc(solicitacao.id),
  );
  return presentRows(conn, rows);
}

/**
 * How many requests the user reaches, per status and substatus (all listed, zero included), and how
 * many open ones are theirs (responsible manager or consultant).
 */
export async function getDemanda(conn: Conn, user: AuthUser) {
  const visiveis = solicitacaoVisivelPara(conn, user);
  const minhas = or(
    eq(solicitacao.consultorId, user.id),
    inArray(
      solicitacao.id,
      conn
        .select({ id: solicitacaoGestor.solicitacaoId })
        .from(solicitacaoGestor)
        .where(eq(solicitacaoGestor.usuarioId, user.id)),
    ),
  );
  const [situacao, [{ total: abertasMinhas }]] = await Promise.all([
    contarPorSituacao(conn, visiveis),
    conn
      .select({ total: count() })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(and(visiveis, minhas, inArray(substatus.codigo, ABERTOS))),
  ]);
  return { ...situacao, minhas: abertasMinhas };
}
