import "server-only";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { hasAnyRole, GESTAO } from "@/lib/roles";
import type { Conn, Tx } from "../../db/client";
import {
  arquivo,
  assinatura,
  contrato,
  empresa,
  empresaUsuario,
  modeloOferta,
  programa,
  proposta,
  servico,
  solicitacao,
  solicitacaoEmpresa,
  substatus,
} from "../../db/schema";
import {
  contratoAlcancavel,
  solicitacaoDoCliente,
  solicitacaoComPropostaDe,
  solicitacaoDaEquipe,
} from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { conflict, notFound } from "../../lib/errors";
import { loadFile } from "../../lib/files";
import { cpfMask } from "../../lib/masks";
import { acoesDisponiveis } from "../../lib/workflow";
import { dadosDoContrato } from "./dados";
import { contratoAssinado, gerarContrato } from "./documento";
import { assinaturaDoLink } from "./assinatura";
import { assinaturaAtos, emAtos } from "./workflow";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

const GRUPO = { CLIENTE: "cliente", PRESTADOR: "prestador", GESTOR: null } as const;

/** What `user` may do now on a signature, from its table. */
function acoesDeAssinatura(user: AuthUser, a: Parameters<typeof emAtos>[0], minha: boolean) {
  const { estado, linha } = emAtos(a, minha);
  return acoesDisponiveis(assinaturaAtos, user, estado, linha);
}

const selectContratos = (conn: Conn) =>
  conn
    .select({
      id: contrato.id,
      solicitacaoId: contrato.solicitacaoId,
      propostaId: contrato.propostaId,
      arquivoId: contrato.arquivoId,
      sha256: contrato.sha256,
      dtainclusao: contrato.dtainclusao,
      empresa: { id: empresa.id, nomefantasia: empresa.nomefantasia, razaosocial: empresa.razaosocial },
      // The programme party, named as the contract's PDF names it (the service's programme).
      programa: programa.descricao,
      situacao: substatus.codigo,
    })
    .from(contrato)
    .innerJoin(empresa, eq(empresa.id, contrato.empresaId))
    .innerJoin(proposta, eq(proposta.id, contrato.propostaId))
    .innerJoin(solicitacao, eq(solicitacao.id, contrato.solicitacaoId))
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .innerJoin(programa, eq(programa.id, servico.programaId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId));

/** The signatures of `contratos`, each with its party's company, in the order they were asked for. */
async function assinaturasDe(conn: Conn, contratos: number[]) {
  if (!contratos.length) return [];
  return conn
    .select({
      id: assinatura.id,
      contratoId: assinatura.contratoId,
      papel: assinatura.papel,
      empresa: { id: empresa.id, nomefantasia: empresa.nomefantasia },
      assinado: assinatura.assinado,
      via: assinatura.via,
      nome: assinatura.nome,
      cpf: assinatura.cpf,
      dtaassinatura: assinatura.dtaassinatura,
      ip: assinatura.ip,
      userAgent: assinatura.userAgent,
      sha256: assinatura.sha256,
    })
    .from(assinatura)
    .leftJoin(empresa, eq(empresa.id, assinatura.empresaId))
    .where(inArray(assinatura.contratoId, contratos))
    .orderBy(asc(assinatura.id));
}

/**
 * Whether `user` reaches request `id` as one of its contracts' readers: staff who reach the request, a
 * user of one of its client companies, a provider that proposed for it. Its contracts may not be out yet.
 */
async function solicitacaoAlcancada(conn: Conn, user: AuthUser, id: number) {
  const [s] = await conn
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(
      and(
        eq(solicitacao.id, id),
        or(
          solicitacaoDaEquipe(conn, user),
          hasAnyRole(user, ["cliente"]) ? solicitacaoDoCliente(conn, user.id) : undefined,
          hasAnyRole(user, ["prestador"]) ? solicitacaoComPropostaDe(conn, user.id) : undefined,
        ) ?? sql`false`,
      ),
    );
  return !!s;
}

/**
 * The live contracts of a request the user reaches, with their signatures and what the user may do with
 * each: sign (their side's, pending, while signatures are awaited) and share a signing link. A request out
 * of reach is not found (404), as any object; one in reach whose contracts are not out answers none.
 * Where and with what a signature was made (IP, browser) is for the staff who run contracting only.
 */
export async function contratosDaSolicitacao(conn: Conn, user: AuthUser, solicitacaoId: number) {
  const contratos = await selectContratos(conn)
    .where(
      and(
        eq(contrato.solicitacaoId, solicitacaoId),
        isNull(contrato.substituidoEm),
        contratoAlcancavel(conn, user),
      ),
    )
    .orderBy(asc(contrato.id));
  const [assinaturas, minhas] = await Promise.all([
    assinaturasDe(
      conn,
      contratos.map((c) => c.id),
    ),
    conn
      .select({ id: empresaUsuario.empresaId })
      .from(empresaUsuario)
      .where(eq(empresaUsuario.usuarioId, user.id)),
  ]);
  if (!contratos.length && !(await solicitacaoAlcancada(conn, user, solicitacaoId)))
    throw notFound("Solicitação não encontrada.");
  const daMinhaEmpresa = new Set(minhas.map((m) => m.id));
  const equipe = hasAnyRole(user, GESTAO);
  return contratos.map((c) => {
    const delas = assinaturas.filter((a) => a.contratoId === c.id);
    return {
      id: c.id,
      solicitacao: c.solicitacaoId,
      proposta: c.propostaId,
      empresa: c.empresa,
      programa: c.programa,
      sha256: c.sha256,
      dtainclusao: c.dtainclusao.toISOString(),
      completo: delas.every((a) => a.assinado),
      assinaturas: delas.map((a) => {
        const grupo = GRUPO[a.papel];
        const minha = !!grupo && hasAnyRole(user, [grupo]) && !!a.empresa && daMinhaEmpresa.has(a.empresa.id);
        return {
          id: a.id,
          papel: a.papel,
          empresa: a.empresa,
          assinado: a.assinado,
          via: a.via,
          nome: a.nome,
          cpf_mask: cpfMask(a.cpf),
          dtaassinatura: a.dtaassinatura?.toISOString() ?? null,
          ...(equipe && { origem: { ip: a.ip, user_agent: a.userAgent } }),
          acoes: acoesDeAssinatura(user, { ...a, situacaoDaSolicitacao: c.situacao }, minha),
        };
      }),
    };
  });
}

/**
 * The contract PDF of a request's proposal (`empresa` picks the company's when there are several): the
 * stored one once sent; before that, during the final analysis, staff get a preview generated now.
 */
export async function pdfDoContrato(
  conn: Conn,
  user: AuthUser,
  x: { solicitacaoId: number; propostaId: number; empresa?: number },
  now: Date,
) {
  const [c] = await selectContratos(conn)
    .where(
      and(
        eq(contrato.solicitacaoId, x.solicitacaoId),
        eq(contrato.propostaId, x.propostaId),
        isNull(contrato.substituidoEm),
        x.empresa ? eq(contrato.empresaId, x.empresa) : undefined,
        contratoAlcancavel(conn, user),
      ),
    )
    .orderBy(asc(contrato.id))
    .limit(1);
  if (c) return { ...(await loadFile(conn, c.arquivoId)), sha256: c.sha256 };
  if (!hasAnyRole(user, GESTAO)) throw notFound("Contrato não encontrado.");
  const [previa] = await conn
    .select({ nrosolicitacao: solicitacao.nrosolicitacao, situacao: substatus.codigo })
    .from(proposta)
    .innerJoin(solicitacao, eq(solicitacao.id, proposta.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(and(eq(proposta.id, x.propostaId), eq(proposta.solicitacaoId, x.solicitacaoId)));
  if (previa?.situacao !== SOLICITACAO.ANALISE_FINAL_GESTOR) throw notFound("Contrato não encontrado.");
  const [empresaDoContrato] = await conn
    .select({ id: solicitacaoEmpresa.empresaId })
    .from(solicitacaoEmpresa)
    .where(
      and(
        eq(solicitacaoEmpresa.solicitacaoId, x.solicitacaoId),
        x.empresa ? eq(solicitacaoEmpresa.empresaId, x.empresa) : undefined,
      ),
    )
    .orderBy(asc(solicitacaoEmpresa.empresaId))
    .limit(1);
  if (!empresaDoContrato) throw notFound("A solicitação não tem essa empresa cliente.");
  const bytes = await gerarContrato(await dadosDoContrato(conn, x.propostaId, empresaDoContrato.id), now);
  return {
    nome: `previa-contrato-${previa.nrosolicitacao}.pdf`,
    tipo: "application/pdf",
    bytes,
    sha256: null,
  };
}

const VIA = { PORTAL: "No portal", LINK: "Por link compartilhado", LOTE: "Autorização do programa" } as const;
const PAPEL = { CLIENTE: "Contratante", PRESTADOR: "Contratada", GESTOR: "Programa" } as const;

/**
 * The fully signed contract `id`: the signed pages and a page of signatures; 409 while any is missing.
 * The page names each signer with their CPF masked as the API masks it, when they signed and the SHA-256
 * of the file they signed; where from (IP, browser) stays in the database, for staff.
 */
export async function contratoAprovado(conn: Conn, user: AuthUser, id: number) {
  const [c] = await selectContratos(conn).where(
    and(eq(contrato.id, id), isNull(contrato.substituidoEm), contratoAlcancavel(conn, user)),
  );
  if (!c) throw notFound("Contrato não encontrado.");
  const assinaturas = await assinaturasDe(conn, [id]);
  if (!assinaturas.every((a) => a.assinado))
    throw conflict("O contrato ainda não foi assinado por todas as partes.");
  const [original, [s]] = await Promise.all([
    loadFile(conn, c.arquivoId),
    conn
      .select({ nro: solicitacao.nrosolicitacao })
      .from(solicitacao)
      .where(eq(solicitacao.id, c.solicitacaoId)),
  ]);
  const bytes = await contratoAssinado(
    original.bytes,
    { nrosolicitacao: s.nro, sha256: c.sha256 },
    assinaturas.map((a) => ({
      papel: PAPEL[a.papel],
      parte: a.empresa?.nomefantasia ?? c.programa,
      nome: a.nome ?? "",
      cpfMask: cpfMask(a.cpf) ?? "",
      via: a.via ? VIA[a.via] : "",
      em: a.dtaassinatura!,
      sha256: a.sha256 ?? "",
    })),
  );
  return { nome: `contrato-assinado-${s.nro}.pdf`, tipo: "application/pdf", bytes };
}

/** What the public signing page shows for a live link: the contract to sign and whose signature it is. */
export async function contratoDoLink(tx: Tx, token: string, now: Date) {
  const id = await assinaturaDoLink(tx, token, now);
  const [a] = await tx
    .select({
      id: assinatura.id,
      papel: assinatura.papel,
      assinado: assinatura.assinado,
      parte: empresa.nomefantasia,
      contrato: contrato.id,
      sha256: contrato.sha256,
      arquivoId: contrato.arquivoId,
      substituido: contrato.substituidoEm,
      nrosolicitacao: solicitacao.nrosolicitacao,
      servico: modeloOferta.titulo,
      tamanho: arquivo.tamanho,
    })
    .from(assinatura)
    .innerJoin(contrato, eq(contrato.id, assinatura.contratoId))
    .innerJoin(arquivo, eq(arquivo.id, contrato.arquivoId))
    .innerJoin(solicitacao, eq(solicitacao.id, assinatura.solicitacaoId))
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .leftJoin(empresa, eq(empresa.id, assinatura.empresaId))
    .where(eq(assinatura.id, id));
  // The programme's side is never signed through a link (a link made for it before that rule opens nothing).
  if (!a || a.substituido || a.assinado || a.papel === "GESTOR")
    throw notFound("Este link é inválido, expirou ou já foi usado. Peça um novo link.");
  return a;
}
