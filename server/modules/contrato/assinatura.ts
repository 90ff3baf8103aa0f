import "server-only";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { hasAnyRole } from "@/lib/roles";
import { cpfOf, isCpf } from "@/lib/cpf-cnpj";
import type { Tx } from "../../db/client";
import {
  assinatura,
  contrato,
  empresaUsuario,
  linkAcesso,
  proposta,
  solicitacao,
  substatus,
  usuario,
} from "../../db/schema";
import { empresasDoUsuario } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { badRequest, conflict, HubError, notFound } from "../../lib/errors";
import { gravarEvento } from "../../lib/evento";
import { PARTES_E_EQUIPE, registrarTextos, writeHistory } from "../../lib/history";
import { alvoDoLink, criarLink, usarLink } from "../../lib/link";
import { exigirAcao, SISTEMA } from "../../lib/workflow";
import { numeroParametro, seguirSolicitacao } from "../solicitacao";
import { assinaturaAtos, emAtos, quemPedeLink, type AcaoAssinatura } from "./workflow";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

export type Origem = { ip: string; userAgent: string };

const PAPEIS = { CLIENTE: "Cliente", PRESTADOR: "Prestador", GESTOR: "Programa" } as const;
/** The group that signs for each party's company. */
const GRUPO = { CLIENTE: "cliente", PRESTADOR: "prestador" } as const;

registrarTextos("solicitacao", [
  { codigo: "CONTRATO_ASSINADO", texto: "Contrato assinado" },
  { codigo: "LINK_ASSINATURA", texto: "Link de assinatura gerado" },
]);

/**
 * A signature with its contract and request, the request locked first: signatures of one request take
 * turns, so the last of two signing at once sees the other's and moves the request on. `substituido`:
 * its contract was replaced (the request went back to negotiation); `vigente` refuses it, after the
 * caller has told whether the user reaches the signature at all.
 */
async function assinaturaTravada(tx: Tx, id: number) {
  const [alvo] = await tx
    .select({ solicitacaoId: assinatura.solicitacaoId })
    .from(assinatura)
    .where(eq(assinatura.id, id));
  if (!alvo) throw notFound("Assinatura não encontrada.");
  await tx
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(eq(solicitacao.id, alvo.solicitacaoId))
    .for("update");
  const [a] = await tx
    .select({
      id: assinatura.id,
      papel: assinatura.papel,
      empresaId: assinatura.empresaId,
      assinado: assinatura.assinado,
      solicitacaoId: assinatura.solicitacaoId,
      contratoId: contrato.id,
      sha256: contrato.sha256,
      propostaId: contrato.propostaId,
      substituido: sql<boolean>`${contrato.substituidoEm} is not null`,
      situacao: substatus.codigo,
    })
    .from(assinatura)
    .innerJoin(contrato, eq(contrato.id, assinatura.contratoId))
    .innerJoin(solicitacao, eq(solicitacao.id, assinatura.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(eq(assinatura.id, id));
  return a;
}

type Travada = Awaited<ReturnType<typeof assinaturaTravada>>;

/** A signature of a replaced contract is not signed nor shared: the current contract is. */
function vigente(a: Travada) {
  if (a.substituido) throw conflict("Este contrato foi substituído; assine a versão atual.");
  return a;
}

/** Throws unless the signature's table lets `user` take `acao` on `a` (`minha`: the user's company's side). */
function exigirAto(acao: AcaoAssinatura, user: AuthUser, a: Travada, minha: boolean) {
  const { estado, linha } = emAtos({ ...a, situacaoDaSolicitacao: a.situacao }, minha);
  exigirAcao(assinaturaAtos, acao, user, estado, linha);
}

type Assinante = { usuarioId: number | null; nome: string; cpf: string; via: "PORTAL" | "LINK" | "LOTE" };

/**
 * Signs: records who, their CPF, when, from where and the SHA-256 of the PDF they saw, which must be the
 * contract's current one (a changed PDF is not what they agreed to). When it was the last signature
 * pending, the request moves on: to payment when the client has a share to pay, else to authorisation.
 */
async function assinar(
  tx: Tx,
  ator: AuthUser,
  a: Travada,
  quem: Assinante,
  sha256: string,
  origem: Origem,
  now: Date,
) {
  if (sha256.toLowerCase() !== a.sha256)
    throw conflict("O contrato mudou desde que você o abriu. Baixe a versão atual antes de assinar.");
  const feitas = await tx
    .update(assinatura)
    .set({
      assinado: true,
      via: quem.via,
      usuarioId: quem.usuarioId,
      nome: quem.nome.slice(0, 200),
      cpf: quem.cpf,
      ip: origem.ip.slice(0, 64),
      userAgent: origem.userAgent.slice(0, 300),
      sha256: a.sha256,
      dtaassinatura: now,
    })
    .where(and(eq(assinatura.id, a.id), eq(assinatura.assinado, false)))
    .returning({ id: assinatura.id });
  if (!feitas.length) throw conflict("Esta assinatura já foi feita.");
  await writeHistory(tx, {
    entidade: "solicitacao",
    entidadeId: a.solicitacaoId,
    acao: "CONTRATO_ASSINADO",
    para: PAPEIS[a.papel],
    usuarioId: quem.usuarioId,
    motivo: quem.via === "LINK" ? `Assinado por link por ${quem.nome}` : null,
    audiencias: PARTES_E_EQUIPE,
  });
  await gravarEvento(tx, {
    entidade: "contrato",
    entidadeId: a.contratoId,
    acao: "ASSINAR",
    usuarioId: quem.usuarioId,
    dados: { assinatura: a.id, papel: a.papel },
  });
  const pendentes = await tx
    .select({ id: assinatura.id })
    .from(assinatura)
    .innerJoin(contrato, and(eq(contrato.id, assinatura.contratoId), isNull(contrato.substituidoEm)))
    .where(and(eq(assinatura.solicitacaoId, a.solicitacaoId), eq(assinatura.assinado, false)));
  if (pendentes.length) return;
  const [p] = await tx
    .select({ valorCliente: proposta.valorCliente })
    .from(proposta)
    .where(eq(proposta.id, a.propostaId));
  await seguirSolicitacao(tx, ator, a.solicitacaoId, "contratos_assinados", {
    para: Number(p.valorCliente) > 0 ? SOLICITACAO.AGUARDANDO_PAGAMENTO : SOLICITACAO.AGUARDANDO_AUTORIZACAO,
  });
}

/** The signed-in user's name and CPF, which a signature records. */
async function assinanteLogado(tx: Tx, user: AuthUser, via: "PORTAL" | "LOTE"): Promise<Assinante> {
  const [u] = await tx
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome, cpf: usuario.cpf })
    .from(usuario)
    .where(eq(usuario.id, user.id));
  if (!u.cpf) throw new HubError(422, "Cadastre o seu CPF no perfil antes de assinar.");
  return { usuarioId: user.id, nome: `${u.nome} ${u.sobrenome}`.trim(), cpf: u.cpf, via };
}

/** The pending signature of `user`'s side (client or provider company) on the contract, or 404. */
async function assinaturaDaParte(tx: Tx, user: AuthUser, contratoId: number) {
  const papeis = (["CLIENTE", "PRESTADOR"] as const).filter((p) => hasAnyRole(user, [GRUPO[p]]));
  const [minha] = await tx
    .select({ id: assinatura.id })
    .from(assinatura)
    .where(
      and(
        eq(assinatura.contratoId, contratoId),
        inArray(assinatura.papel, papeis),
        inArray(assinatura.empresaId, empresasDoUsuario(tx, user.id)),
      ),
    )
    .orderBy(assinatura.assinado, assinatura.id);
  if (!minha) throw notFound("Contrato não encontrado.");
  return minha.id;
}

/** A party signs in the portal the contract of request `solicitacaoId` and proposal `propostaId`. */
export async function assinarNoPortal(
  tx: Tx,
  user: AuthUser,
  x: { solicitacaoId: number; propostaId: number; contrato: number; sha256: string },
  origem: Origem,
  now: Date,
) {
  const [c] = await tx
    .select({ id: contrato.id })
    .from(contrato)
    .where(
      and(
        eq(contrato.id, x.contrato),
        eq(contrato.solicitacaoId, x.solicitacaoId),
        eq(contrato.propostaId, x.propostaId),
      ),
    );
  if (!c) throw notFound("Contrato não encontrado.");
  const a = vigente(await assinaturaTravada(tx, await assinaturaDaParte(tx, user, c.id)));
  exigirAto("assinar", user, a, true);
  await assinar(tx, user, a, await assinanteLogado(tx, user, "PORTAL"), x.sha256, origem, now);
}

/** Staff sign for the programme (the batch page): the GESTOR signature `id`. */
export async function autorizarAssinatura(tx: Tx, user: AuthUser, id: number, origem: Origem, now: Date) {
  const a = await assinaturaTravada(tx, id);
  if (a.papel !== "GESTOR") throw notFound("Assinatura do programa não encontrada.");
  exigirAto("assinar_programa", user, vigente(a), false);
  await assinar(tx, user, a, await assinanteLogado(tx, user, "LOTE"), a.sha256, origem, now);
}

/** Whether `user` signs for the company of signature `a`'s side (in its group and one of its users). */
async function daParte(tx: Tx, user: AuthUser, a: Travada) {
  if (a.papel === "GESTOR" || a.empresaId === null || !hasAnyRole(user, [GRUPO[a.papel]])) return false;
  const [vinculo] = await tx
    .select({ id: empresaUsuario.empresaId })
    .from(empresaUsuario)
    .where(and(eq(empresaUsuario.usuarioId, user.id), eq(empresaUsuario.empresaId, a.empresaId)));
  return !!vinculo;
}

/**
 * A shared link for signature `id`, for someone who signs it without an account: who may ask it is the
 * signature table's rule (its party for its side, staff for a party's side, nobody for the programme's),
 * asked before anything else is told about the signature. The new link revokes the live ones before it
 * (they expire now), so one link at a time signs for a side. Answers the address and its expiry.
 */
export async function linkDeAssinatura(tx: Tx, user: AuthUser, id: number, now: Date) {
  const a = await assinaturaTravada(tx, id);
  const minha = await daParte(tx, user, a);
  const fora = quemPedeLink(emAtos({ ...a, situacaoDaSolicitacao: a.situacao }, minha).linha, user);
  if (fora) throw fora;
  exigirAto("compartilhar", user, vigente(a), minha);
  const revogados = await tx
    .update(linkAcesso)
    .set({ expiraEm: now })
    .where(
      and(
        eq(linkAcesso.finalidade, "ASSINATURA"),
        eq(linkAcesso.alvoId, a.id),
        isNull(linkAcesso.usadoEm),
        gt(linkAcesso.expiraEm, now),
      ),
    )
    .returning({ id: linkAcesso.id });
  const link = await criarLink(tx, {
    finalidade: "ASSINATURA",
    alvoId: a.id,
    horas: await numeroParametro(tx, "LINK_ASSINATURA_HORAS"),
    usuarioId: user.id,
    now,
  });
  await writeHistory(tx, {
    entidade: "solicitacao",
    entidadeId: a.solicitacaoId,
    acao: "LINK_ASSINATURA",
    para: PAPEIS[a.papel],
    usuarioId: user.id,
    motivo: revogados.length ? "O link anterior deixou de valer." : null,
    audiencias: PARTES_E_EQUIPE,
  });
  return { url: link.url, expira: link.expira };
}

/** The signature a live link opens (the public signing page reads it before signing). */
export async function assinaturaDoLink(tx: Tx, token: string, now: Date) {
  const link = await alvoDoLink(tx, "ASSINATURA", token, now);
  return link.alvoId;
}

/**
 * Signing through a shared link, with no session: the token must be live and name this signature; it
 * is spent in the same transaction, so it signs once. Name and CPF are the signer's own.
 */
export async function assinarPorLink(
  tx: Tx,
  id: number,
  x: { token: string; nome: string; cpf: string; sha256: string },
  origem: Origem,
  now: Date,
) {
  const cpf = cpfOf(x.cpf);
  if (!isCpf(cpf)) throw badRequest("Dados inválidos.", { cpf: ["CPF inválido."] });
  if ((await assinaturaDoLink(tx, x.token, now)) !== id) throw notFound("Assinatura não encontrada.");
  const a = vigente(await assinaturaTravada(tx, id));
  exigirAto("assinar", SISTEMA, a, true);
  await usarLink(tx, "ASSINATURA", x.token, now);
  await assinar(
    tx,
    SISTEMA,
    a,
    { usuarioId: null, nome: x.nome.trim(), cpf, via: "LINK" },
    x.sha256,
    origem,
    now,
  );
}
