import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import { credenciamento, servico } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import { PRESTADOR_E_EQUIPE, registrarTextos, writeHistory } from "../../../lib/history";
import { saveFile } from "../../../lib/files";
import { substatusId } from "../../../lib/status";
import { executar, registrarCriacao } from "../../../lib/workflow";
import { documentosFaltantes, prestadoraAlcancavel, selecionar } from "./consulta";
import type { RecusaBody, SuspenderForm, VincularBody } from "./schemas";
import { credenciamentoWorkflow, PEDIDO_POSSIVEL, type AcaoCredenciamento } from "./workflow";
import { CREDENCIAMENTO, type SituacaoCredenciamento } from "@/lib/regras/credenciamento";

const NAO_ENCONTRADO = "Credenciamento não encontrado.";

// A link removed by staff leaves its row in the company's history, since the link's own rows go with it.
registrarTextos("empresa", [{ codigo: "REMOVER_CREDENCIAMENTO", texto: "Credenciamento removido" }]);

/** The active services among `ids`, each once; any other id is a 400 on `servicos`. */
async function servicosAtivos(conn: Conn, ids: number[]) {
  const pedidos = [...new Set(ids)];
  const achados = await conn
    .select({ id: servico.id, titulo: servico.titulo })
    .from(servico)
    .where(and(inArray(servico.id, pedidos), eq(servico.ativo, true)));
  const faltam = pedidos.filter((id) => !achados.some((s) => s.id === id));
  if (faltam.length)
    throw badRequest("Dados inválidos.", {
      servicos: [`Serviço não encontrado ou inativo: ${faltam.join(", ")}.`],
    });
  return achados;
}

/**
 * The provider asks accreditation for `servicos`: new links start SOLICITADO, refused ones are asked
 * again. Refused as a whole (nothing written) while a required document is missing (400 on `documentos`)
 * or when a service is already asked or accredited (409).
 */
export async function solicitarCredenciamento(
  tx: Tx,
  user: AuthUser,
  empresaId: number,
  servicos: number[],
  now: Date,
) {
  const alvo = await prestadoraAlcancavel(tx, user, empresaId);
  if (alvo.tipo !== "PRESTADOR") throw badRequest("Só empresas prestadoras pedem credenciamento.");
  const faltantes = await documentosFaltantes(tx, empresaId);
  if (faltantes.length)
    throw badRequest("Dados inválidos.", {
      documentos: [`Envie antes os documentos: ${faltantes.map((d) => d.descricao).join(", ")}.`],
    });
  const pedidos = await servicosAtivos(tx, servicos);
  const existentes = await selecionar(tx)
    .where(
      and(
        eq(credenciamento.empresaId, empresaId),
        inArray(
          credenciamento.servicoId,
          pedidos.map((s) => s.id),
        ),
      ),
    )
    .for("update", { of: credenciamento });
  const emAndamento = existentes.filter(
    (l) => !PEDIDO_POSSIVEL.includes(l.status.codigo as SituacaoCredenciamento),
  );
  if (emAndamento.length)
    throw conflict(
      `Sua empresa já pediu ou tem credenciamento em: ${emAndamento.map((l) => l.servico.titulo).join(", ")}.`,
    );
  for (const l of existentes)
    await executar(tx, credenciamentoWorkflow, {
      id: l.id,
      acao: "solicitar",
      user,
      linha: l,
      set: { motivo: null, usuarioId: user.id, dtaatualizacao: now },
    });
  const novos = pedidos.filter((s) => !existentes.some((l) => l.servico.id === s.id));
  if (!novos.length) return;
  const solicitado = await substatusId(tx, "credenciamento", CREDENCIAMENTO.SOLICITADO);
  const criados = await tx
    .insert(credenciamento)
    .values(
      novos.map((s) => ({
        empresaId,
        servicoId: s.id,
        substatusId: solicitado,
        usuarioId: user.id,
        dtainclusao: now,
        dtaatualizacao: now,
      })),
    )
    .returning({ id: credenciamento.id, servicoId: credenciamento.servicoId });
  for (const c of criados)
    await registrarCriacao(tx, {
      entidade: "credenciamento",
      entidadeId: c.id,
      acao: "SOLICITAR",
      para: CREDENCIAMENTO.SOLICITADO,
      usuarioId: user.id,
    });
}

/** The link `id` (locked for the change), or 404. */
async function linkPorId(tx: Tx, id: number) {
  const [l] = await selecionar(tx).where(eq(credenciamento.id, id)).for("update", { of: credenciamento });
  if (!l) throw notFound(NAO_ENCONTRADO);
  return l;
}

/** Staff refuse a provider's request for a service, with the reason the provider will read. */
export async function recusarCredenciamento(
  tx: Tx,
  user: AuthUser,
  empresaId: number,
  body: RecusaBody,
  now: Date,
) {
  await prestadoraAlcancavel(tx, user, empresaId);
  const [l] = await selecionar(tx)
    .where(and(eq(credenciamento.empresaId, empresaId), eq(credenciamento.servicoId, body.servico)))
    .for("update", { of: credenciamento });
  if (!l) throw notFound("Esta empresa não pediu credenciamento neste serviço.");
  await executar(tx, credenciamentoWorkflow, {
    id: l.id,
    acao: "recusar",
    user,
    linha: l,
    motivo: body.motivo,
    set: { motivo: body.motivo, usuarioId: user.id, dtaatualizacao: now },
  });
}

/**
 * Staff accredit a provider for a service: the request it made (or one refused before, on a second look),
 * or a new link at once. 409 when it is accredited already; 400 for a client company.
 */
export async function vincularServico(tx: Tx, user: AuthUser, body: VincularBody, now: Date) {
  const alvo = await prestadoraAlcancavel(tx, user, body.empresa);
  if (alvo.tipo !== "PRESTADOR")
    throw badRequest("Dados inválidos.", { empresa: ["Só empresas prestadoras são credenciadas."] });
  const [s] = await servicosAtivos(tx, [body.servico]).catch(() => {
    throw badRequest("Dados inválidos.", { servico: ["Serviço não encontrado ou inativo."] });
  });
  const [l] = await selecionar(tx)
    .where(and(eq(credenciamento.empresaId, body.empresa), eq(credenciamento.servicoId, s.id)))
    .for("update", { of: credenciamento });
  if (l?.status.codigo === CREDENCIAMENTO.CREDENCIADO)
    throw conflict("A empresa já é credenciada neste serviço.");
  if (l) {
    await executar(tx, credenciamentoWorkflow, {
      id: l.id,
      acao: "credenciar",
      user,
      linha: l,
      set: { motivo: null, ativo: true, suspenso: false, usuarioId: user.id, dtaatualizacao: now },
    });
    return { id: l.id };
  }
  return novoVinculo(tx, user, { empresa: body.empresa, servico: s.id, acao: "credenciar" }, now);
}

/** A link written already decided (staff accredit at once, a tender refuses), with its creation's history. */
async function novoVinculo(
  tx: Tx,
  user: AuthUser,
  v: { empresa: number; servico: number; acao: "credenciar" | "recusar"; motivo?: string },
  now: Date,
) {
  const para = v.acao === "credenciar" ? CREDENCIAMENTO.CREDENCIADO : CREDENCIAMENTO.RECUSADO;
  const [criado] = await tx
    .insert(credenciamento)
    .values({
      empresaId: v.empresa,
      servicoId: v.servico,
      substatusId: await substatusId(tx, "credenciamento", para),
      motivo: v.motivo ?? null,
      usuarioId: user.id,
      dtainclusao: now,
      dtaatualizacao: now,
    })
    .returning({ id: credenciamento.id });
  await registrarCriacao(tx, {
    entidade: "credenciamento",
    entidadeId: criado.id,
    acao: v.acao.toUpperCase(),
    para,
    usuarioId: user.id,
    motivo: v.motivo,
  });
  return criado;
}

/** Staff remove a link; the company's history keeps that it was there. */
export async function removerCredenciamento(tx: Tx, user: AuthUser, id: number) {
  const l = await linkPorId(tx, id);
  await tx.delete(credenciamento).where(eq(credenciamento.id, id));
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: l.empresaId,
    acao: "REMOVER_CREDENCIAMENTO",
    de: l.servico.titulo,
    usuarioId: user.id,
    audiencias: PRESTADOR_E_EQUIPE,
  });
}

const ROTULO_ATIVO = (ativo: boolean) => (ativo ? "Ativo" : "Inativo");

/** Staff switch an accredited link off or back on. */
export async function alternarCredenciamento(tx: Tx, user: AuthUser, id: number, now: Date) {
  const l = await linkPorId(tx, id);
  const acao: AcaoCredenciamento = l.ativo ? "desativar" : "ativar";
  await executar(tx, credenciamentoWorkflow, {
    id,
    acao,
    user,
    linha: l,
    set: { ativo: !l.ativo, usuarioId: user.id, dtaatualizacao: now },
    historico: { de: ROTULO_ATIVO(l.ativo), para: ROTULO_ATIVO(!l.ativo) },
  });
  return { id, ativo: !l.ativo };
}

/** Staff suspend an accredited link with a document and a reason, or lift the suspension with a reason. */
export async function suspenderCredenciamento(tx: Tx, user: AuthUser, form: SuspenderForm, now: Date) {
  const l = await linkPorId(tx, form.id);
  const suspender = form.suspenso === "true";
  const acao: AcaoCredenciamento = suspender ? "suspender" : "reativar";
  const documento =
    suspender && form.arquivo
      ? await saveFile(tx, form.arquivo, { kind: "documento", usuarioId: user.id })
      : null;
  await executar(tx, credenciamentoWorkflow, {
    id: l.id,
    acao,
    user,
    linha: l,
    motivo: form.motivo,
    set: suspender
      ? {
          suspenso: true,
          motivo: form.motivo,
          arquivoId: documento!.id,
          usuarioId: user.id,
          dtaatualizacao: now,
        }
      : { suspenso: false, motivo: null, arquivoId: null, usuarioId: user.id, dtaatualizacao: now },
  });
  return { id: l.id, suspenso: suspender };
}

/**
 * A tender's published result for a provider (server/modules/edital), written as staff write it by hand:
 * each approved service accredited (`vincularServico`), each refused one refused (its request, or a new
 * refused link). A link already accredited stays as it is, and so does one already refused.
 */
export async function aplicarResultadoDeEdital(
  tx: Tx,
  user: AuthUser,
  empresaId: number,
  r: { aprovados: number[]; reprovados: number[]; motivo: string },
  now: Date,
) {
  const existentes = await selecionar(tx).where(eq(credenciamento.empresaId, empresaId));
  const situacao = (servicoId: number) => existentes.find((l) => l.servico.id === servicoId)?.status.codigo;
  for (const s of r.aprovados)
    if (situacao(s) !== CREDENCIAMENTO.CREDENCIADO)
      await vincularServico(tx, user, { empresa: empresaId, servico: s }, now);
  for (const s of r.reprovados) {
    const atual = situacao(s);
    if (atual === CREDENCIAMENTO.SOLICITADO)
      await recusarCredenciamento(tx, user, empresaId, { servico: s, motivo: r.motivo }, now);
    if (!atual)
      await novoVinculo(tx, user, { empresa: empresaId, servico: s, acao: "recusar", motivo: r.motivo }, now);
  }
}
