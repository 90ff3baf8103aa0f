import "server-only";
import { and, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { Conn } from "../../db/client";
import {
  contrato,
  empresa,
  empresaUsuario,
  grupo,
  inscricao,
  modeloOferta,
  proposta,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  substatus,
  usuario,
  usuarioGrupo,
} from "../../db/schema";
import { abertaAEmpresa } from "../../authz/escopo";
import { PROPOSTA_FORA_DA_DISPUTA } from "@/lib/regras/proposta";

// Who is told about a request, by side: each answers the ids of active users.

const ativos = (conn: Conn, ids: number[]) =>
  ids.length
    ? conn
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(inArray(usuario.id, ids), eq(usuario.ativo, true)))
        .then((r) => r.map((u) => u.id))
    : Promise.resolve([]);

/** The users acting for the companies `empresas`. */
export async function daEmpresa(conn: Conn, empresas: number[]) {
  if (!empresas.length) return [];
  const r = await conn
    .selectDistinct({ id: empresaUsuario.usuarioId })
    .from(empresaUsuario)
    .where(inArray(empresaUsuario.empresaId, empresas));
  return ativos(
    conn,
    r.map((u) => u.id),
  );
}

/** The client side: the users of the request's companies. */
export async function clientes(conn: Conn, solicitacaoId: number) {
  const r = await conn
    .select({ id: solicitacaoEmpresa.empresaId })
    .from(solicitacaoEmpresa)
    .where(eq(solicitacaoEmpresa.solicitacaoId, solicitacaoId));
  return daEmpresa(
    conn,
    r.map((e) => e.id),
  );
}

/**
 * Staff: the request's responsible managers and its consultant; with neither (not yet assigned), every
 * manager, as the queue is theirs.
 */
export async function equipe(conn: Conn, solicitacaoId: number) {
  const [s] = await conn
    .select({ consultor: solicitacao.consultorId })
    .from(solicitacao)
    .where(eq(solicitacao.id, solicitacaoId));
  const gestores = await conn
    .select({ id: solicitacaoGestor.usuarioId })
    .from(solicitacaoGestor)
    .where(eq(solicitacaoGestor.solicitacaoId, solicitacaoId));
  const ids = [...gestores.map((g) => g.id), ...(s?.consultor ? [s.consultor] : [])];
  return ids.length ? ativos(conn, ids) : doGrupo(conn, ["gestor"]);
}

/** The users of the groups `grupos`. */
export async function doGrupo(conn: Conn, grupos: string[]) {
  const r = await conn
    .selectDistinct({ id: usuarioGrupo.usuarioId })
    .from(usuarioGrupo)
    .innerJoin(grupo, eq(grupo.id, usuarioGrupo.grupoId))
    .where(inArray(grupo.name, grupos));
  return ativos(
    conn,
    r.map((g) => g.id),
  );
}

/** The provider companies a request is open to now (accredited and apt, or the one chosen directly). */
export async function prestadorasAbertas(conn: Conn, solicitacaoId: number) {
  const r = await conn
    .select({ id: empresa.id })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(
      empresa,
      and(
        eq(empresa.tipo, "PRESTADOR"),
        eq(empresa.ativo, true),
        eq(empresa.suspenso, false),
        abertaAEmpresa(conn, empresa.id),
      ),
    )
    .where(eq(solicitacao.id, solicitacaoId));
  return r.map((e) => e.id);
}

/** The providers that sent a proposal in the request's rounds (drafts and given-up ones aside). */
export async function prestadorasComProposta(conn: Conn, solicitacaoId: number) {
  const r = await conn
    .selectDistinct({ id: proposta.prestadorId })
    .from(proposta)
    .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
    .where(
      and(
        eq(proposta.solicitacaoId, solicitacaoId),
        notInArray(substatus.codigo, [...PROPOSTA_FORA_DA_DISPUTA]),
      ),
    );
  return r.map((e) => e.id);
}

/** The provider the request is contracted with (its current contract's proposal), if any. */
export async function contratada(conn: Conn, solicitacaoId: number) {
  const [c] = await conn
    .select({ id: proposta.prestadorId })
    .from(contrato)
    .innerJoin(proposta, eq(proposta.id, contrato.propostaId))
    .where(and(eq(contrato.solicitacaoId, solicitacaoId), isNull(contrato.substituidoEm)))
    .limit(1);
  return c ? [c.id] : [];
}

/** The evaluator assigned to a tender's enrolment, if any. */
export async function avaliadorDaInscricao(conn: Conn, inscricaoId: number) {
  const [i] = await conn
    .select({ id: inscricao.avaliadorId })
    .from(inscricao)
    .where(eq(inscricao.id, inscricaoId));
  return ativos(conn, i?.id ? [i.id] : []);
}
