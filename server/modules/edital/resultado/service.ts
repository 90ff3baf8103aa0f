import "server-only";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { DOCUMENTO_INSCRICAO, INSCRICAO, RESULTADO_SERVICO } from "@/lib/regras/edital";
import { empresasDoUsuario } from "../../../authz/escopo";
import type { Conn, Tx } from "../../../db/client";
import {
  editalAvaliador,
  editalDocumento,
  editalGrupo,
  editalProtocolo,
  inscricao,
  inscricaoDocumento,
  inscricaoServico,
  substatus,
  usuario,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { DIA_MS } from "../../../lib/dia";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import { loadFile, saveFile, saveGenerated } from "../../../lib/files";
import { PRESTADOR_E_EQUIPE, registrarTextos, writeHistory } from "../../../lib/history";
import { substatusId } from "../../../lib/status";
import { executar, exigirAcao } from "../../../lib/workflow";
import { aplicarResultadoDeEdital } from "../../empresa";
import { inscricaoWorkflow } from "../workflow";
import {
  daEquipe,
  editalAlcancavel,
  inscricoes,
  linhaDoResultado,
  resultadoDaEmpresa,
  servicosDe,
} from "./consulta";
import { protocoloPdf } from "./protocolo";
import type { DecisaoRecursoBody, RecursoForm } from "./schemas";

const NAO_ENCONTRADA = "Inscrição não encontrada.";

// The company's own history tells that a tender accredited or refused it, beside each link's rows.
registrarTextos("empresa", [{ codigo: "RESULTADO_EDITAL", texto: "Resultado de edital publicado" }]);

/** `dias` days after the AAAA-MM-DD `dia`. */
const somarDias = (dia: string, dias: number) =>
  new Date(new Date(`${dia}T12:00:00Z`).getTime() + dias * DIA_MS).toISOString().slice(0, 10);

/**
 * Each service's result of the enrolments `ids`: refused when a rejected document belongs to a group
 * tied to it, or to a group tied to no service (which proves capacity for them all); else approved.
 */
async function resultadosDe(tx: Tx, ids: number[]) {
  const rejeitado = await substatusId(tx, "documento_inscricao", DOCUMENTO_INSCRICAO.REJEITADO);
  const rejeitados = await tx
    .select({ inscricaoId: inscricaoDocumento.inscricaoId, servicoId: editalGrupo.servicoId })
    .from(inscricaoDocumento)
    .innerJoin(editalDocumento, eq(editalDocumento.id, inscricaoDocumento.documentoId))
    .innerJoin(editalGrupo, eq(editalGrupo.id, editalDocumento.grupoId))
    .where(and(inArray(inscricaoDocumento.inscricaoId, ids), eq(inscricaoDocumento.substatusId, rejeitado)));
  return (await servicosDe(tx, ids)).map((s) => ({
    ...s,
    resultado: rejeitados.some(
      (r) => r.inscricaoId === s.inscricaoId && (r.servicoId === null || r.servicoId === s.id),
    )
      ? RESULTADO_SERVICO.REPROVADO
      : RESULTADO_SERVICO.APROVADO,
  }));
}

/**
 * The partial finish of tender `id`: every enrolment the evaluators concluded (AVALIADA) gets its
 * services' results and the appeal period, and moves to the preliminary result; answers the protocol
 * PDF, kept and linked from each enrolment. 409 when no enrolment is concluded.
 */
export async function finalizarParcial(tx: Tx, user: AuthUser, id: number, now: Date) {
  const { edital } = await editalAlcancavel(tx, user, id);
  const avaliadas = await inscricoes(
    tx,
    and(eq(inscricao.editalId, id), eq(substatus.codigo, INSCRICAO.AVALIADA)),
  );
  if (!avaliadas.length) throw conflict("Nenhuma inscrição com avaliação concluída espera o resultado.");
  const resultados = await resultadosDe(
    tx,
    avaliadas.map((i) => i.id),
  );
  const avaliadores = await tx
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(editalAvaliador)
    .innerJoin(usuario, eq(usuario.id, editalAvaliador.usuarioId))
    .where(eq(editalAvaliador.editalId, id));
  const prazoRecurso = somarDias(hojeEmSaoPaulo(now), edital.prazoRecursoDias);
  const titulos = (inscricaoId: number, r: string) =>
    resultados.filter((s) => s.inscricaoId === inscricaoId && s.resultado === r).map((s) => s.titulo);
  const bytes = await protocoloPdf({
    edital,
    candidatos: avaliadas.map((i) => ({
      empresa: i.empresa,
      aprovados: titulos(i.id, RESULTADO_SERVICO.APROVADO),
      reprovados: titulos(i.id, RESULTADO_SERVICO.REPROVADO),
    })),
    avaliadores: avaliadores.map((a) => `${a.nome} ${a.sobrenome}`),
    prazoRecurso,
    emitidoEm: now,
  });
  const nome = `protocolo-edital-${edital.numero_edital.replace(/\W+/g, "-")}.pdf`;
  const arquivo = await saveGenerated(tx, { nome, tipo: "application/pdf", bytes, usuarioId: user.id, now });
  const [protocolo] = await tx
    .insert(editalProtocolo)
    .values({ editalId: id, arquivoId: arquivo.id, usuarioId: user.id, dtainclusao: now })
    .returning({ id: editalProtocolo.id });
  for (const i of avaliadas) {
    for (const s of resultados.filter((r) => r.inscricaoId === i.id))
      await tx
        .update(inscricaoServico)
        .set({ resultado: s.resultado })
        .where(and(eq(inscricaoServico.inscricaoId, i.id), eq(inscricaoServico.servicoId, s.id)));
    await executar(tx, inscricaoWorkflow, {
      id: i.id,
      acao: "finalizar",
      user,
      linha: linhaDoResultado(i, [], now),
      set: { prazoRecurso, protocoloId: protocolo.id },
    });
  }
  return { nome, tipo: "application/pdf", bytes };
}

/** Enrolment `id` (among those `onde` lets through), locked for the change, or 404. */
async function inscricaoPorId(tx: Tx, id: number, onde?: SQL) {
  const [i] = await inscricoes(tx, and(eq(inscricao.id, id), onde)).for("no key update", { of: inscricao });
  if (!i) throw notFound(NAO_ENCONTRADA);
  return { i, servicos: await servicosDe(tx, [id]) };
}

/**
 * Staff publish one candidate's final result: CREDENCIADA when a service was approved, else
 * NAO_CREDENCIADA; the company's accreditation is written per service as staff write it by hand.
 */
export async function publicarIndividual(
  tx: Tx,
  user: AuthUser,
  editalId: number,
  id: number,
  now: Date,
  versao?: number,
) {
  const { i, servicos } = await inscricaoPorId(tx, id, eq(inscricao.editalId, editalId));
  const { edital } = await editalAlcancavel(tx, user, editalId);
  const aprovados = servicos.filter((s) => s.resultado === RESULTADO_SERVICO.APROVADO).map((s) => s.id);
  const reprovados = servicos.filter((s) => s.resultado !== RESULTADO_SERVICO.APROVADO).map((s) => s.id);
  await executar(tx, inscricaoWorkflow, {
    id,
    acao: "publicar_resultado",
    user,
    linha: linhaDoResultado(i, servicos, now),
    versao,
    para: aprovados.length ? INSCRICAO.CREDENCIADA : INSCRICAO.NAO_CREDENCIADA,
    set: { dtaresultado: now },
  });
  await aplicarResultadoDeEdital(
    tx,
    user,
    i.empresa.id,
    { aprovados, reprovados, motivo: `Não aprovado no edital ${edital.numero_edital}.` },
    now,
  );
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: i.empresa.id,
    acao: "RESULTADO_EDITAL",
    para: `Edital ${edital.numero_edital}: ${aprovados.length ? "credenciada" : "não credenciada"}`,
    usuarioId: user.id,
    audiencias: PRESTADOR_E_EQUIPE,
  });
  return resultadoDaEmpresa(tx, user, editalId, i.empresa.id, now);
}

/** The candidate appeals its preliminary result while the period is open: a text and, if it wants, a file. */
export async function recorrer(tx: Tx, user: AuthUser, id: number, form: RecursoForm, now: Date) {
  const { i, servicos } = await inscricaoPorId(
    tx,
    id,
    inArray(inscricao.empresaId, empresasDoUsuario(tx, user.id)),
  );
  const linha = linhaDoResultado(i, servicos, now);
  exigirAcao(inscricaoWorkflow, "recorrer", user, i.status.codigo as never, linha);
  const arquivo = form.arquivo
    ? await saveFile(tx, form.arquivo, { kind: "documento", usuarioId: user.id })
    : null;
  await executar(tx, inscricaoWorkflow, {
    id,
    acao: "recorrer",
    user,
    linha,
    motivo: form.texto,
    set: { recursoTexto: form.texto, recursoArquivoId: arquivo?.id ?? null },
  });
  return resultadoDaEmpresa(tx, user, i.editalId, i.empresa.id, now);
}

/**
 * Staff decide an appeal, granted or not, with the text the candidate reads; a granted one may turn
 * refused services into approved (400 for a service the candidate did not have refused).
 */
export async function decidirRecurso(
  tx: Tx,
  user: AuthUser,
  id: number,
  body: DecisaoRecursoBody,
  now: Date,
) {
  const { i, servicos } = await inscricaoPorId(tx, id);
  const linha = linhaDoResultado(i, servicos, now);
  exigirAcao(inscricaoWorkflow, "decidir_recurso", user, i.status.codigo as never, linha);
  const reprovados = servicos.filter((s) => s.resultado === "REPROVADO").map((s) => s.id);
  const fora = body.servicos.filter((s) => !reprovados.includes(s));
  if (fora.length)
    throw badRequest("Dados inválidos.", {
      servicos: ["Escolha entre os serviços reprovados do candidato."],
    });
  if (body.servicos.length)
    await tx
      .update(inscricaoServico)
      .set({ resultado: RESULTADO_SERVICO.APROVADO })
      .where(and(eq(inscricaoServico.inscricaoId, id), inArray(inscricaoServico.servicoId, body.servicos)));
  const decisao = `${body.deferido ? "Deferido" : "Indeferido"}: ${body.decisao}`;
  await executar(tx, inscricaoWorkflow, {
    id,
    acao: "decidir_recurso",
    user,
    linha,
    motivo: decisao,
    set: { recursoDecisao: decisao },
  });
  return resultadoDaEmpresa(tx, user, i.editalId, i.empresa.id, now);
}

/** The appeal's file, for staff and the candidate's own users. */
export async function arquivoDoRecurso(conn: Conn, user: AuthUser, id: number) {
  const [i] = await inscricoes(
    conn,
    and(
      eq(inscricao.id, id),
      daEquipe(user) ? undefined : inArray(inscricao.empresaId, empresasDoUsuario(conn, user.id)),
    ),
  );
  if (!i?.recursoArquivoId) throw notFound("Este recurso não tem arquivo.");
  return loadFile(conn, i.recursoArquivoId);
}
