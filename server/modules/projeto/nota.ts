import "server-only";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { hasAnyRole } from "@/lib/roles";
import { NOTA_FISCAL, type StatusEtapa, type StatusNota } from "@/lib/regras/projeto";
import type { Conn, Tx } from "../../db/client";
import {
  empresa,
  nota,
  projeto,
  projetoEtapa,
  projetoParcela,
  solicitacao,
  substatus,
} from "../../db/schema";
import { empresasDoUsuario, solicitacaoDaEquipe } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { conflict, notFound } from "../../lib/errors";
import { gravarEvento } from "../../lib/evento";
import { loadFile, saveFile } from "../../lib/files";
import { PRESTADOR_E_EQUIPE, registrarTextos, writeHistory } from "../../lib/history";
import { substatusId } from "../../lib/status";
import { acoesDisponiveis, executar, exigirAcao } from "../../lib/workflow";
import { linhaAutorizada, linhaDaNota, notaWorkflow, SEM_NOTA } from "./workflow";
import { validarNfe } from "./nfe";

registrarTextos("solicitacao", [{ codigo: "AUTORIZAR_NOTA", texto: "Nota fiscal autorizada" }]);

/** Who reaches a project's invoices: its provider's company, and staff within their reach. */
const notasDaParte = (conn: Conn, user: AuthUser): SQL =>
  or(
    hasAnyRole(user, ["prestador"])
      ? inArray(projeto.prestadorId, empresasDoUsuario(conn, user.id))
      : undefined,
    solicitacaoDaEquipe(conn, user),
  ) ?? sql`false`;

/** The instalments of project `id` with their stage and invoice, and what the user may do with each. */
export async function notasDoProjeto(conn: Conn, user: AuthUser, id: number) {
  const [p] = await conn
    .select({ id: projeto.id })
    .from(projeto)
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .where(and(eq(projeto.id, id), notasDaParte(conn, user)));
  if (!p) throw notFound("Projeto não encontrado.");
  const estadoNota = sql<
    string | null
  >`(select ${substatus.codigo} from ${substatus} where ${substatus.id} = ${nota.substatusId})`;
  const linhas = await conn
    .select({
      parcela: {
        id: projetoParcela.id,
        numero: projetoParcela.numero,
        etapa_ordem: projetoParcela.etapaOrdem,
        valor: projetoParcela.valor,
      },
      etapa: { titulo: projetoEtapa.titulo, situacao: substatus.codigo },
      nota: {
        id: nota.id,
        situacao: estadoNota,
        versao: nota.versao,
        arquivoId: nota.arquivoId,
        chave: nota.chaveAcesso,
        dtaenvio: nota.dtaenvio,
        dtapagamento: nota.dtapagamento,
        comprovanteId: nota.comprovanteId,
      },
    })
    .from(projetoParcela)
    .innerJoin(
      projetoEtapa,
      and(
        eq(projetoEtapa.projetoId, projetoParcela.projetoId),
        eq(projetoEtapa.ordem, projetoParcela.etapaOrdem),
      ),
    )
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .leftJoin(nota, eq(nota.parcelaId, projetoParcela.id))
    .where(eq(projetoParcela.projetoId, id))
    .orderBy(asc(projetoParcela.numero));
  return linhas.map((l) => {
    const situacao = (l.nota?.id ? l.nota.situacao : null) as StatusNota | null;
    const linha = linhaDaNota(
      { numero: l.parcela.numero, etapaOrdem: l.parcela.etapa_ordem },
      l.etapa.situacao,
    );
    return {
      parcela: { ...l.parcela, valor: Number(l.parcela.valor) },
      etapa: { titulo: l.etapa.titulo, situacao: l.etapa.situacao as StatusEtapa },
      nota: situacao
        ? {
            id: l.nota!.id,
            titulo: `Nota ${l.parcela.numero}`,
            situacao,
            versao: l.nota!.versao,
            tem_arquivo: l.nota!.arquivoId !== null,
            chave_acesso: l.nota!.chave,
            dtaenvio: l.nota!.dtaenvio?.toISOString() ?? null,
            dtapagamento: l.nota!.dtapagamento?.toISOString() ?? null,
            tem_comprovante: l.nota!.comprovanteId !== null,
          }
        : null,
      acoes: acoesDisponiveis(notaWorkflow, user, situacao ?? SEM_NOTA, linha),
    };
  });
}

/** Instalment `parcelaId` with its project, provider and stage, locked; 404 outside the user's reach. */
export async function parcelaTravada(tx: Tx, user: AuthUser, parcelaId: number, projetoId?: number) {
  const [p] = await tx
    .select({
      id: projetoParcela.id,
      numero: projetoParcela.numero,
      etapaOrdem: projetoParcela.etapaOrdem,
      valor: projetoParcela.valor,
      projetoId: projeto.id,
      solicitacaoId: projeto.solicitacaoId,
      cnpj: empresa.cnpj,
    })
    .from(projetoParcela)
    .innerJoin(projeto, eq(projeto.id, projetoParcela.projetoId))
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .innerJoin(empresa, eq(empresa.id, projeto.prestadorId))
    .where(
      and(
        eq(projetoParcela.id, parcelaId),
        projetoId ? eq(projeto.id, projetoId) : undefined,
        notasDaParte(tx, user),
      ),
    )
    .for("update", { of: projetoParcela });
  if (!p) throw notFound("Parcela não encontrada.");
  const [n] = await tx.select({ id: nota.id }).from(nota).where(eq(nota.parcelaId, parcelaId));
  return { ...p, notaId: n?.id ?? null };
}

/** Staff authorise the invoice of instalment `parcelaId` once its stage is approved. */
export async function autorizarNota(tx: Tx, user: AuthUser, parcelaId: number, now: Date) {
  const p = await parcelaTravada(tx, user, parcelaId);
  if (p.notaId) throw conflict(`A Nota ${p.numero} já foi autorizada.`);
  const [etapa] = await tx
    .select({ situacao: substatus.codigo })
    .from(projetoEtapa)
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .where(and(eq(projetoEtapa.projetoId, p.projetoId), eq(projetoEtapa.ordem, p.etapaOrdem)));
  // The invoice does not exist yet: its creation is the table's first transition, from SEM_NOTA.
  exigirAcao(notaWorkflow, "autorizar", user, SEM_NOTA, linhaDaNota(p, etapa?.situacao ?? ""));
  const [criada] = await tx
    .insert(nota)
    .values({
      parcelaId,
      substatusId: await substatusId(tx, "nota", NOTA_FISCAL.AUTORIZADA),
      dtaautorizacao: now,
    })
    .returning({ id: nota.id });
  // The provider is told to send it (server/modules/notificacao).
  await gravarEvento(tx, {
    entidade: "nota",
    entidadeId: criada.id,
    acao: "AUTORIZAR",
    usuarioId: user.id,
    dados: { parcela: p.numero },
  });
  await writeHistory(tx, {
    entidade: "solicitacao",
    entidadeId: p.solicitacaoId,
    acao: "AUTORIZAR_NOTA",
    para: `Nota ${p.numero}`,
    usuarioId: user.id,
    audiencias: PRESTADOR_E_EQUIPE,
  });
}

/**
 * The provider sends the authorised invoice of instalment `parcelaId` of project `projetoId`: a PDF, or an
 * NF-e XML checked against the instalment (access key, issuer CNPJ, value).
 */
export async function enviarNota(
  tx: Tx,
  user: AuthUser,
  x: { projeto: number; parcela: number; arquivo: File; now: Date },
) {
  const p = await parcelaTravada(tx, user, x.parcela, x.projeto);
  if (!p.notaId) throw conflict(`A Nota ${p.numero} ainda não foi autorizada pela equipe do programa.`);
  const salvo = await saveFile(tx, x.arquivo, { kind: "nota", usuarioId: user.id });
  const chave =
    salvo.tipo === "application/xml"
      ? validarNfe(new TextDecoder().decode(await x.arquivo.arrayBuffer()), {
          cnpj: p.cnpj,
          valor: Number(p.valor),
        })
      : null;
  await executar(tx, notaWorkflow, {
    id: p.notaId,
    acao: "enviar",
    user,
    linha: linhaAutorizada(p),
    set: { arquivoId: salvo.id, chaveAcesso: chave, dtaenvio: x.now },
    payload: { parcela: p.numero },
  });
}

/** The file of an invoice, or the proof of its payment, for its provider and staff. */
export async function arquivoDaNota(
  conn: Conn,
  user: AuthUser,
  x: { projeto: number; parcela: number; qual: "arquivo" | "comprovante" },
) {
  const [n] = await conn
    .select({ arquivoId: nota.arquivoId, comprovanteId: nota.comprovanteId })
    .from(nota)
    .innerJoin(projetoParcela, eq(projetoParcela.id, nota.parcelaId))
    .innerJoin(projeto, eq(projeto.id, projetoParcela.projetoId))
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .where(and(eq(nota.parcelaId, x.parcela), eq(projeto.id, x.projeto), notasDaParte(conn, user)));
  if (x.qual === "comprovante") {
    if (!n?.comprovanteId) throw notFound("Esta nota ainda não foi registrada como paga.");
    return loadFile(conn, n.comprovanteId);
  }
  if (!n?.arquivoId) throw notFound("Esta nota ainda não foi enviada.");
  return loadFile(conn, n.arquivoId);
}
