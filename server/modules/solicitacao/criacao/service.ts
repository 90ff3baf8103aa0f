import "server-only";
import { hasAnyRole, GESTORES } from "@/lib/roles";
import type { Db, Tx } from "../../../db/client";
import {
  solicitacao,
  solicitacaoArquivo,
  solicitacaoEmpresa,
  solicitacaoGestor,
  type TipoSolicitacao,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { saveFile } from "../../../lib/files";
import { registrarCriacao } from "../../../lib/workflow";
import { gestoresPorCidade, numeros, SUBSTATUS_INICIAL, substatusInicial } from "../envio/service";
import { presentInterno } from "../consulta/service";
import type { Contratacao, EnviarInterno } from "./schemas";
import { validarReferencias } from "./referencias";
import { removerRascunho } from "../rascunho/service";
import { reservarSubsidio } from "../acoes/reserva";

export type NovaSolicitacao = {
  tipo: TipoSolicitacao;
  oferta: { id: number; valor: string };
  objetivo: string;
  justificativa?: string;
  empresas: { id: number; cidadeId: number }[];
  usuario: AuthUser;
  now: Date;
  prestadorId?: number | null;
  centroCustoId?: number | null;
  consultorId?: number | null;
  solicitacaoPaiId?: number | null;
  /** Responsible managers; by default those of the companies' units plus the creator when a manager. */
  gestores?: number[];
  motivo?: string;
};

async function responsaveis(tx: Tx, n: NovaSolicitacao) {
  if (n.gestores) return n.gestores;
  const cidades = [...new Set(n.empresas.map((e) => e.cidadeId))];
  const porCidade = cidades.length ? await gestoresPorCidade(tx, cidades) : new Map<number, number[]>();
  const ids = new Set([...porCidade.values()].flat());
  if (hasAnyRole(n.usuario, GESTORES)) ids.add(n.usuario.id);
  return [...ids];
}

/** Writes one staff-created request in AGUARDANDO_ANALISE with its companies, managers and a CRIAR history row. */
export async function criarSolicitacao(tx: Tx, n: NovaSolicitacao) {
  const [substatusId, [nrosolicitacao], gestores] = await Promise.all([
    substatusInicial(tx),
    numeros(tx, 1, n.now),
    responsaveis(tx, n),
  ]);
  const [{ id }] = await tx
    .insert(solicitacao)
    .values({
      nrosolicitacao,
      tipo: n.tipo,
      modeloOfertaId: n.oferta.id,
      substatusId,
      objetivo: n.objetivo,
      justificativa: n.justificativa ?? "",
      valor: n.oferta.valor,
      usuarioId: n.usuario.id,
      prestadorId: n.prestadorId ?? null,
      centroCustoId: n.centroCustoId ?? null,
      escolhaDireta: n.tipo === "CONTRATACAO_INTERNA",
      consultorId: n.consultorId ?? null,
      solicitacaoPaiId: n.solicitacaoPaiId ?? null,
      dtainclusao: n.now,
    })
    .returning({ id: solicitacao.id });
  if (n.empresas.length)
    await tx
      .insert(solicitacaoEmpresa)
      .values(n.empresas.map((e) => ({ solicitacaoId: id, empresaId: e.id })));
  if (gestores.length)
    await tx
      .insert(solicitacaoGestor)
      .values(gestores.map((usuarioId) => ({ solicitacaoId: id, usuarioId })));
  await registrarCriacao(tx, {
    entidade: "solicitacao",
    entidadeId: id,
    acao: "CRIAR",
    para: SUBSTATUS_INICIAL,
    usuarioId: n.usuario.id,
    motivo: n.motivo ?? null,
  });
  return { id, nrosolicitacao };
}

/** A request staff open for client companies, with its documents; the draft it came from goes away. */
export async function enviarInterna(db: Db, user: AuthUser, f: EnviarInterno, now: Date) {
  const id = await db.transaction(async (tx) => {
    if (f.rascunho) await removerRascunho(tx, user.id, f.rascunho);
    const { oferta, empresas } = await validarReferencias(tx, {
      modelo_oferta: f.modelo_oferta,
      empresas: f.empresas,
    });
    const criada = await criarSolicitacao(tx, {
      tipo: "INTERNA",
      oferta: oferta!,
      objetivo: f.objetivo,
      justificativa: f.justificativa,
      empresas,
      usuario: user,
      now,
    });
    for (const arquivo of f.arquivos) {
      const salvo = await saveFile(tx, arquivo, { kind: "documento", usuarioId: user.id });
      await tx
        .insert(solicitacaoArquivo)
        .values({ solicitacaoId: criada.id, arquivoId: salvo.id, usuarioId: user.id, dtainclusao: now });
    }
    return criada.id;
  });
  return (await presentInterno(db, [id]))[0];
}

/** The programme hires an accredited provider directly (escolha direta), optionally for beneficiary companies. */
export async function enviarContratacao(db: Db, user: AuthUser, b: Contratacao, now: Date) {
  const id = await db.transaction(async (tx) => {
    if (b.rascunho) await removerRascunho(tx, user.id, b.rascunho);
    const { oferta, empresas, centro } = await validarReferencias(tx, {
      modelo_oferta: b.modelo_oferta,
      empresas: b.empresas,
      prestador: b.prestador,
      centrocusto: b.centrocusto,
    });
    const criada = await criarSolicitacao(tx, {
      tipo: "CONTRATACAO_INTERNA",
      oferta: oferta!,
      objetivo: b.objetivo,
      justificativa: b.justificativa,
      empresas,
      usuario: user,
      now,
      prestadorId: b.prestador,
      centroCustoId: centro?.id,
    });
    if (centro) await reservarSubsidio(tx, { solicitacaoId: criada.id, centro, usuarioId: user.id, now });
    return criada.id;
  });
  return (await presentInterno(db, [id]))[0];
}
