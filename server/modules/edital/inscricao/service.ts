import "server-only";
import { and, asc, count, eq, inArray, isNull, or } from "drizzle-orm";
import type { TipoArquivo } from "@/lib/regras/arquivo";
import { DOCUMENTO_INSCRICAO, EDITAL, INSCRICAO } from "@/lib/regras/edital";
import type { Tx } from "../../../db/client";
import {
  edital,
  editalAvaliador,
  editalDocumento,
  editalEtapa,
  editalGrupo,
  editalServico,
  empresa,
  inscricao,
  inscricaoDocumento,
  inscricaoServico,
  substatus,
} from "../../../db/schema";
import { empresaAlcancavel } from "../../../authz/escopo";
import type { AuthUser } from "../../../lib/context";
import { DIA_MS, hojeEmSaoPaulo } from "../../../lib/dia";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import { saveFile } from "../../../lib/files";
import { substatusId } from "../../../lib/status";
import { estadoDe, executar, registrarCriacao } from "../../../lib/workflow";
import { documentoInscricaoWorkflow, inscricaoWorkflow } from "../workflow";
import {
  documentosDe,
  etapasDoEdital,
  inscricaoDe,
  linhaDaInscricao,
  linhaDoDocumento,
  servicosDe,
  situacaoDosServicos,
} from "./consulta";
import type { DocumentoAcaoForm, InscricaoBody } from "./schemas";

const somarDias = (now: Date, dias: number) => hojeEmSaoPaulo(new Date(now.getTime() + dias * DIA_MS));

/**
 * A provider company enrols in a published tender for some of its services: the enrolment starts
 * EM_INSCRICAO at the first stage, with one PENDENTE document for each document the tender asks that
 * counts for those services (a group tied to a service not asked is not the company's to fill).
 * 409 when the company is enrolled already, the tender is not published or its first stage ended.
 */
export async function inscrever(tx: Tx, user: AuthUser, body: InscricaoBody, now: Date) {
  const [e] = await tx
    .select({ id: edital.id, situacao: substatus.codigo })
    .from(edital)
    .innerJoin(substatus, eq(substatus.id, edital.substatusId))
    .where(eq(edital.id, body.edital))
    .for("share", { of: edital });
  if (!e) throw notFound("Edital não encontrado.");
  if (e.situacao !== EDITAL.PUBLICADO) throw conflict("Este edital não está aberto a inscrições.");
  const [emp] = await tx
    .select({ id: empresa.id, tipo: empresa.tipo })
    .from(empresa)
    .where(and(eq(empresa.id, body.empresa), empresaAlcancavel(tx, user)));
  if (!emp) throw notFound("Empresa não encontrada.");
  if (emp.tipo !== "PRESTADOR")
    throw badRequest("Dados inválidos.", { empresa: ["Só empresas prestadoras se inscrevem em editais."] });
  const pedidos = [...new Set(body.servicos)];
  const doEdital = (
    await tx
      .select({ id: editalServico.servicoId })
      .from(editalServico)
      .where(eq(editalServico.editalId, e.id))
  ).map((s) => s.id);
  const fora = pedidos.filter((s) => !doEdital.includes(s));
  if (fora.length)
    throw badRequest("Dados inválidos.", { servicos: [`Serviço fora deste edital: ${fora.join(", ")}.`] });
  const [primeira] = await etapasDoEdital(tx, e.id);
  if (primeira.dataFim && primeira.dataFim < hojeEmSaoPaulo(now))
    throw conflict("O prazo de inscrição deste edital terminou.");
  const [criada] = await tx
    .insert(inscricao)
    .values({
      editalId: e.id,
      empresaId: emp.id,
      substatusId: await substatusId(tx, "inscricao", INSCRICAO.EM_INSCRICAO),
      etapaAtualId: primeira.id,
      usuarioId: user.id,
      dtainclusao: now,
    })
    .onConflictDoNothing()
    .returning({ id: inscricao.id });
  if (!criada) throw conflict("Esta empresa já está inscrita neste edital.");
  await tx
    .insert(inscricaoServico)
    .values(pedidos.map((servicoId) => ({ inscricaoId: criada.id, servicoId })));
  const documentos = await tx
    .select({ id: editalDocumento.id })
    .from(editalDocumento)
    .innerJoin(editalGrupo, eq(editalGrupo.id, editalDocumento.grupoId))
    .innerJoin(editalEtapa, eq(editalEtapa.id, editalGrupo.etapaId))
    .where(
      and(
        eq(editalEtapa.editalId, e.id),
        or(isNull(editalGrupo.servicoId), inArray(editalGrupo.servicoId, pedidos)),
      ),
    );
  const pendente = await substatusId(tx, "documento_inscricao", DOCUMENTO_INSCRICAO.PENDENTE);
  if (documentos.length)
    await tx
      .insert(inscricaoDocumento)
      .values(documentos.map((d) => ({ inscricaoId: criada.id, documentoId: d.id, substatusId: pendente })));
  await registrarCriacao(tx, {
    entidade: "inscricao",
    entidadeId: criada.id,
    acao: "INSCREVER",
    para: INSCRICAO.EM_INSCRICAO,
    usuarioId: user.id,
  });
  return criada;
}

/** The tender's evaluator with the fewest of its enrolments (ties: the lowest id), or null without one. */
async function avaliadorMenosOcupado(tx: Tx, editalId: number) {
  const [a] = await tx
    .select({ id: editalAvaliador.usuarioId, n: count(inscricao.id) })
    .from(editalAvaliador)
    .leftJoin(
      inscricao,
      and(eq(inscricao.avaliadorId, editalAvaliador.usuarioId), eq(inscricao.editalId, editalId)),
    )
    .where(eq(editalAvaliador.editalId, editalId))
    .groupBy(editalAvaliador.usuarioId)
    .orderBy(asc(count(inscricao.id)), asc(editalAvaliador.usuarioId))
    .limit(1);
  return a?.id ?? null;
}

/**
 * The stage's transition (`etapas/next`): the company sends its current stage to evaluation (the first
 * time, the enrolment gets the tender's least busy evaluator, kept after); the evaluator moves an
 * evaluated stage on, to the next stage or AVALIADA after the last (or when no service is left to prove).
 * `etapa` must be the enrolment's current stage, else 409.
 */
export async function passarEtapa(
  tx: Tx,
  user: AuthUser,
  id: number,
  etapa: number,
  versao: number | undefined,
  now: Date,
) {
  const i = await inscricaoDe(tx, user, id);
  if (i.etapaAtualId !== etapa)
    throw conflict("Esta etapa não é mais a atual da inscrição. Atualize a página e confira.");
  const [etapas, documentos, servicos] = await Promise.all([
    etapasDoEdital(tx, i.editalId),
    documentosDe(tx, [i.id]),
    servicosDe(tx, i.id),
  ]);
  const linha = linhaDaInscricao(i, etapas, documentos, servicos, now);
  if (i.situacao === INSCRICAO.EM_INSCRICAO) {
    const avaliadorId = i.avaliadorId ?? (await avaliadorMenosOcupado(tx, i.editalId));
    await executar(tx, inscricaoWorkflow, {
      id,
      acao: "enviar_etapa",
      user,
      linha,
      versao,
      set: { avaliadorId },
    });
  } else {
    const atual = etapas.findIndex((e) => e.id === etapa);
    const proxima = etapas[atual + 1];
    const restam = situacaoDosServicos(servicos, documentos);
    const segue = proxima && (restam.pendentes.length > 0 || restam.aprovados.length > 0);
    await executar(tx, inscricaoWorkflow, {
      id,
      acao: "avancar_etapa",
      user,
      linha,
      versao,
      para: segue ? INSCRICAO.EM_INSCRICAO : INSCRICAO.AVALIADA,
      set: segue ? { etapaAtualId: proxima.id } : {},
    });
  }
  return estadoDe(tx, inscricaoWorkflow, id);
}

/**
 * One act on an enrolment's document, through its workflow: the company sends it (its file checked
 * against the kinds the tender accepts, with its validity when it expires); the evaluator accepts it,
 * returns it (reason and new deadline) or rejects it (reason), each decision recorded with who and when.
 */
export async function agirNoDocumento(
  tx: Tx,
  user: AuthUser,
  id: number,
  form: DocumentoAcaoForm,
  versao: number | undefined,
  now: Date,
) {
  const [ref] = await tx
    .select({ inscricaoId: inscricaoDocumento.inscricaoId })
    .from(inscricaoDocumento)
    .where(eq(inscricaoDocumento.id, id));
  if (!ref) throw notFound("Documento não encontrado.");
  const i = await inscricaoDe(tx, user, ref.inscricaoId);
  const d = (await documentosDe(tx, [i.id])).find((x) => x.id === id)!;
  const linha = linhaDoDocumento(i, d, now);
  const base = { id, acao: form.acao, user, linha, versao };
  if (form.acao === "enviar") {
    // The transition's own checks first, so a stale click is a 409 before the file is even read.
    const arquivo = await executar(tx, documentoInscricaoWorkflow, {
      ...base,
      set: { dtaenvio: now },
    }).then(() =>
      saveFile(tx, form.arquivo!, {
        kind: d.documento.tipos as TipoArquivo[],
        usuarioId: user.id,
      }),
    );
    const validade = d.documento.expira
      ? (form.validade ?? somarDias(now, d.documento.validadeDias ?? 365))
      : null;
    if (validade && validade < hojeEmSaoPaulo(now))
      throw badRequest("Dados inválidos.", { validade: ["Este documento já venceu."] });
    await tx
      .update(inscricaoDocumento)
      .set({ arquivoId: arquivo.id, validade, avisoVencimentoEm: null })
      .where(eq(inscricaoDocumento.id, id));
  } else {
    if (form.acao === "devolver" && form.prazo! < hojeEmSaoPaulo(now))
      throw badRequest("Dados inválidos.", { prazo: ["O prazo da correção não pode ser no passado."] });
    await executar(tx, documentoInscricaoWorkflow, {
      ...base,
      motivo: form.motivo ?? null,
      set: {
        avaliadorId: user.id,
        dtadecisao: now,
        motivo: form.acao === "aceitar" ? null : form.motivo,
        prazoCorrecao: form.acao === "devolver" ? form.prazo : null,
      },
    });
  }
  return estadoDe(tx, documentoInscricaoWorkflow, id);
}
