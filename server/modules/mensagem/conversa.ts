import "server-only";
import { and, asc, count, eq, inArray, isNull, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import { hasAnyRole, hasRole, STAFF } from "@/lib/roles";
import type { GrupoMensagem, PapelMensagem } from "@/lib/regras/mensagem";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import type { Conn } from "../../db/client";
import {
  assinatura,
  contrato,
  empresa,
  mensagem,
  mensagemLeitura,
  modeloOferta,
  proposta,
  solicitacao,
  substatus,
} from "../../db/schema";
import {
  abertaAEmpresa,
  empresasDoUsuario,
  solicitacaoDoCliente,
  solicitacaoVisivelPara,
} from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { forbidden, notFound } from "../../lib/errors";
import type { Conversa } from "./schemas";

const NAO_ENCONTRADA = "Solicitação não encontrada.";
const EQUIPE = "Equipe do Hub";

type Prestadora = { id: number; razaosocial: string };
export type Contato = { grupo: GrupoMensagem; prestador: Prestadora | null; nome: string };

/** `role` names a side the caller takes: one of its groups (any staff group for "equipe"). */
function exigirPapel(user: AuthUser, role: PapelMensagem) {
  if (!(role === "equipe" ? hasAnyRole(user, STAFF) : hasRole(user, role)))
    throw forbidden("Você não participa das conversas por este papel.");
}

/**
 * The provider the request is contracted with (the selected proposal of its current contracts), and
 * whether the contract is signed: every signature of the current contracts made (DESIGN §5).
 */
async function contratada(conn: Conn, solicitacaoId: number) {
  const vigente = and(eq(contrato.solicitacaoId, solicitacaoId), isNull(contrato.substituidoEm));
  const pendente = conn
    .select({ um: assinatura.id })
    .from(assinatura)
    .innerJoin(contrato, eq(contrato.id, assinatura.contratoId))
    .where(and(vigente, eq(assinatura.assinado, false)));
  const [c] = await conn
    .select({
      prestador: { id: empresa.id, razaosocial: empresa.razaosocial },
      assinado: sql<boolean>`${notExists(pendente)}`,
    })
    .from(contrato)
    .innerJoin(proposta, eq(proposta.id, contrato.propostaId))
    .innerJoin(empresa, eq(empresa.id, proposta.prestadorId))
    .where(vigente)
    .limit(1);
  return c ?? null;
}

/**
 * The provider companies a request's chat reaches: those it is open to while it takes proposals (each an
 * active, unsuspended provider), and the contracted one; only `usuarioId`'s own when given.
 */
function prestadorasDaSolicitacao(
  conn: Conn,
  solicitacaoId: number,
  contratadaId: number | null,
  usuarioId?: number,
) {
  const aberta = and(
    eq(substatus.codigo, SOLICITACAO.AGUARDANDO_PROPOSTAS),
    eq(empresa.tipo, "PRESTADOR"),
    eq(empresa.ativo, true),
    eq(empresa.suspenso, false),
    abertaAEmpresa(conn, empresa.id),
  );
  return conn
    .select({ id: empresa.id, razaosocial: empresa.razaosocial })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(empresa, or(aberta, contratadaId === null ? undefined : eq(empresa.id, contratadaId))!)
    .where(
      and(
        eq(solicitacao.id, solicitacaoId),
        usuarioId === undefined ? undefined : inArray(empresa.id, empresasDoUsuario(conn, usuarioId)),
      ),
    )
    .orderBy(asc(empresa.razaosocial), asc(empresa.id));
}

async function alcanca(conn: Conn, solicitacaoId: number, escopo: SQL | undefined) {
  const [s] = await conn
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(and(eq(solicitacao.id, solicitacaoId), escopo));
  if (!s) throw notFound(NAO_ENCONTRADA);
}

/**
 * The conversations `user` holds about a request from the side `role` names: the client with staff and,
 * once the contract is signed, with the contracted provider; a provider with staff while the request is
 * open to it or contracted with it, and with the client once signed; staff with the client and each
 * provider. A request out of the caller's reach is a 404, as everywhere.
 */
export async function contatosDe(conn: Conn, user: AuthUser, role: PapelMensagem, solicitacaoId: number) {
  exigirPapel(user, role);
  const c = await contratada(conn, solicitacaoId);
  const comCliente = (p: Prestadora): Contato => ({
    grupo: "CLIENTE_PRESTADOR",
    prestador: p,
    nome: "Cliente",
  });
  if (role === "cliente") {
    await alcanca(conn, solicitacaoId, solicitacaoDoCliente(conn, user.id));
    const contatos: Contato[] = [{ grupo: "CLIENTE_EQUIPE", prestador: null, nome: EQUIPE }];
    if (c?.assinado)
      contatos.push({ grupo: "CLIENTE_PRESTADOR", prestador: c.prestador, nome: c.prestador.razaosocial });
    return contatos;
  }
  if (role === "prestador") {
    const minhas = await prestadorasDaSolicitacao(conn, solicitacaoId, c?.prestador.id ?? null, user.id);
    if (!minhas.length) throw notFound(NAO_ENCONTRADA);
    return minhas.flatMap((p): Contato[] => [
      {
        grupo: "PRESTADOR_EQUIPE",
        prestador: p,
        nome: minhas.length > 1 ? `${EQUIPE} (${p.razaosocial})` : EQUIPE,
      },
      ...(c?.assinado && c.prestador.id === p.id ? [comCliente(p)] : []),
    ]);
  }
  await alcanca(conn, solicitacaoId, solicitacaoVisivelPara(conn, user));
  const prestadoras = await prestadorasDaSolicitacao(conn, solicitacaoId, c?.prestador.id ?? null);
  return [
    { grupo: "CLIENTE_EQUIPE", prestador: null, nome: "Cliente" } as Contato,
    ...prestadoras.map((p): Contato => ({ grupo: "PRESTADOR_EQUIPE", prestador: p, nome: p.razaosocial })),
  ];
}

/** The rows of one conversation: its request, group and provider company. */
export const daConversa = (c: { solicitacao: number; grupo: GrupoMensagem; prestador?: number }) =>
  and(
    eq(mensagem.solicitacaoId, c.solicitacao),
    eq(mensagem.grupo, c.grupo),
    c.prestador === undefined ? isNull(mensagem.prestadorId) : eq(mensagem.prestadorId, c.prestador),
  );

/** The conversation, when the caller takes part in it from that side; else 403/404 as `contatosDe`. */
export async function exigirConversa(conn: Conn, user: AuthUser, c: Conversa) {
  const contatos = await contatosDe(conn, user, c.role, c.solicitacao);
  const achada = contatos.find((x) => x.grupo === c.grupo && (x.prestador?.id ?? undefined) === c.prestador);
  if (!achada) throw notFound("Conversa não encontrada.");
  return achada;
}

/** Messages others wrote in a conversation that `usuarioId` has not read. */
export const naoLidasPor = (conn: Conn, usuarioId: number) =>
  and(
    ne(mensagem.usuarioId, usuarioId),
    notExists(
      conn
        .select({ um: mensagemLeitura.mensagemId })
        .from(mensagemLeitura)
        .where(and(eq(mensagemLeitura.mensagemId, mensagem.id), eq(mensagemLeitura.usuarioId, usuarioId))),
    ),
  );

/** The contacts with each conversation's unread count, in one query. */
export async function contatosComNaoLidas(
  conn: Conn,
  user: AuthUser,
  role: PapelMensagem,
  solicitacaoId: number,
) {
  const contatos = await contatosDe(conn, user, role, solicitacaoId);
  const contagens = await conn
    .select({ grupo: mensagem.grupo, prestadorId: mensagem.prestadorId, n: count() })
    .from(mensagem)
    .where(and(eq(mensagem.solicitacaoId, solicitacaoId), naoLidasPor(conn, user.id)))
    .groupBy(mensagem.grupo, mensagem.prestadorId);
  return contatos.map((x) => ({
    ...x,
    nao_lidas:
      contagens.find((n) => n.grupo === x.grupo && n.prestadorId === (x.prestador?.id ?? null))?.n ?? 0,
  }));
}
