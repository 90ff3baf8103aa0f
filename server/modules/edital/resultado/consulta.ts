import "server-only";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { INSCRICAO, RESULTADO_SERVICO, type SituacaoInscricao } from "@/lib/regras/edital";
import { permite } from "../../../authz/acoes";
import { empresasDoUsuario } from "../../../authz/escopo";
import type { Conn } from "../../../db/client";
import {
  edital,
  editalAvaliador,
  editalEtapa,
  empresa,
  inscricao,
  inscricaoServico,
  servico,
  substatus,
  usuario,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { acoesDisponiveis } from "../../../lib/workflow";
import { inscricaoWorkflow, type LinhaInscricao } from "../workflow";

const EDITAL_NAO_ENCONTRADO = "Edital não encontrado.";

/** The states in which an enrolment has a result (preliminary or final). */
export const COM_RESULTADO: readonly SituacaoInscricao[] = [
  INSCRICAO.RESULTADO_PRELIMINAR,
  INSCRICAO.EM_RECURSO,
  INSCRICAO.CREDENCIADA,
  INSCRICAO.NAO_CREDENCIADA,
];

/** Staff manage every tender; anyone else reaches one through its enrolments or as its evaluator. */
export const daEquipe = (user: AuthUser) => permite("edital.gerir", user);

/**
 * Tender `id` as `user` reaches it: staff any, an evaluator the tenders they evaluate, a provider those
 * its company enrolled in; 404 otherwise (a tender out of reach is not told apart from one that does not
 * exist). Answers also the company the provider reads as (null for staff and evaluators).
 */
export async function editalAlcancavel(conn: Conn, user: AuthUser, id: number) {
  const [e] = await conn
    .select({
      id: edital.id,
      numero_edital: edital.numeroEdital,
      titulo: edital.titulo,
      prazoRecursoDias: edital.prazoRecursoDias,
    })
    .from(edital)
    .where(eq(edital.id, id));
  if (!e) throw notFound(EDITAL_NAO_ENCONTRADO);
  if (daEquipe(user)) return { edital: e, empresas: null };
  if (user.groups.some((g) => g.name === "avaliador")) {
    const [a] = await conn
      .select({ id: editalAvaliador.usuarioId })
      .from(editalAvaliador)
      .where(and(eq(editalAvaliador.editalId, id), eq(editalAvaliador.usuarioId, user.id)));
    if (!a) throw notFound(EDITAL_NAO_ENCONTRADO);
    return { edital: e, empresas: null };
  }
  const minhas = await conn
    .select({ id: inscricao.empresaId })
    .from(inscricao)
    .where(and(eq(inscricao.editalId, id), inArray(inscricao.empresaId, empresasDoUsuario(conn, user.id))));
  if (!minhas.length) throw notFound(EDITAL_NAO_ENCONTRADO);
  return { edital: e, empresas: minhas.map((m) => m.id) };
}

const colunas = {
  id: inscricao.id,
  editalId: inscricao.editalId,
  versao: inscricao.versao,
  avaliadorId: inscricao.avaliadorId,
  prazoRecurso: inscricao.prazoRecurso,
  recursoTexto: inscricao.recursoTexto,
  recursoArquivoId: inscricao.recursoArquivoId,
  recursoDecisao: inscricao.recursoDecisao,
  dtaresultado: inscricao.dtaresultado,
  empresa: { id: empresa.id, nomefantasia: empresa.nomefantasia, cnpj: empresa.cnpj },
  status: { codigo: substatus.codigo, descricao: substatus.descricao, cor: substatus.cor },
};

/** Enrolments with their company and state, filtered by `onde`. */
export const inscricoes = (conn: Conn, onde: SQL | undefined) =>
  conn
    .select(colunas)
    .from(inscricao)
    .innerJoin(empresa, eq(empresa.id, inscricao.empresaId))
    .innerJoin(substatus, eq(substatus.id, inscricao.substatusId))
    .where(onde)
    .orderBy(asc(empresa.nomefantasia));
export type LinhaDeInscricao = Awaited<ReturnType<typeof inscricoes>>[number];

/** The services each of `ids` asked, with their result (null while pending). */
export async function servicosDe(conn: Conn, ids: number[]) {
  if (!ids.length) return [];
  return conn
    .select({
      inscricaoId: inscricaoServico.inscricaoId,
      id: servico.id,
      titulo: servico.titulo,
      resultado: inscricaoServico.resultado,
    })
    .from(inscricaoServico)
    .innerJoin(servico, eq(servico.id, inscricaoServico.servicoId))
    .where(inArray(inscricaoServico.inscricaoId, ids))
    .orderBy(asc(servico.titulo));
}

/**
 * What the result's transitions read of an enrolment (from AVALIADA on, the stage fields are settled):
 * the appeal is open until its last day while the candidate has not appealed yet.
 */
export function linhaDoResultado(
  i: Pick<LinhaDeInscricao, "avaliadorId" | "prazoRecurso" | "recursoTexto">,
  servicos: { resultado: string | null }[],
  now: Date,
): LinhaInscricao {
  return {
    faltando: 0,
    emAberto: 0,
    etapaEncerrada: false,
    avaliadorId: i.avaliadorId,
    recursoAberto: !i.recursoTexto && !!i.prazoRecurso && hojeEmSaoPaulo(now) <= i.prazoRecurso,
    tudoAprovado: servicos.every((s) => s.resultado === RESULTADO_SERVICO.APROVADO),
  };
}

/** An enrolment's result as the contract gives it, with the actions `user` may take now. */
export function resultadoDe(
  e: { id: number; numero_edital: string; titulo: string },
  i: LinhaDeInscricao,
  servicos: Awaited<ReturnType<typeof servicosDe>>,
  user: AuthUser,
  now: Date,
) {
  const seus = servicos.filter((s) => s.inscricaoId === i.id);
  const so = (r: string) => seus.filter((s) => s.resultado === r).map(({ id, titulo }) => ({ id, titulo }));
  return {
    inscricao: i.id,
    versao: i.versao,
    edital: { id: e.id, numero_edital: e.numero_edital, titulo: e.titulo },
    empresa: i.empresa,
    status: i.status,
    servicos_aprovados: so(RESULTADO_SERVICO.APROVADO),
    servicos_reprovados: so(RESULTADO_SERVICO.REPROVADO),
    prazo_recurso: i.prazoRecurso,
    recurso: i.recursoTexto
      ? { texto: i.recursoTexto, arquivo: i.recursoArquivoId !== null, decisao: i.recursoDecisao }
      : null,
    dtaresultado: i.dtaresultado?.toISOString() ?? null,
    acoes: acoesDisponiveis(
      inscricaoWorkflow,
      user,
      i.status.codigo as SituacaoInscricao,
      linhaDoResultado(i, seus, now),
    ),
  };
}

const comResultado = (conn: Conn) =>
  inArray(
    inscricao.substatusId,
    conn
      .select({ id: substatus.id })
      .from(substatus)
      .where(inArray(substatus.codigo, [...COM_RESULTADO])),
  );

/**
 * Tender `id`'s result: every candidate with one for staff and the tender's evaluators, and only its own
 * for a candidate (the others' refusals are theirs to read, not a competitor's).
 */
export async function resultadoDoEdital(conn: Conn, user: AuthUser, id: number, now: Date) {
  const alvo = await editalAlcancavel(conn, user, id);
  const linhas = await inscricoes(
    conn,
    and(
      eq(inscricao.editalId, id),
      comResultado(conn),
      alvo.empresas ? inArray(inscricao.empresaId, alvo.empresas) : undefined,
    ),
  );
  const servicos = await servicosDe(
    conn,
    linhas.map((l) => l.id),
  );
  return linhas.map((l) => resultadoDe(alvo.edital, l, servicos, user, now));
}

/** One candidate's result (404 for a company out of reach or with no result yet). */
export async function resultadoDaEmpresa(
  conn: Conn,
  user: AuthUser,
  id: number,
  empresaId: number,
  now: Date,
) {
  const alvo = await editalAlcancavel(conn, user, id);
  if (alvo.empresas && !alvo.empresas.includes(empresaId)) throw notFound("Resultado não encontrado.");
  const [l] = await inscricoes(
    conn,
    and(eq(inscricao.editalId, id), eq(inscricao.empresaId, empresaId), comResultado(conn)),
  );
  if (!l) throw notFound("Resultado não encontrado.");
  return resultadoDe(alvo.edital, l, await servicosDe(conn, [l.id]), user, now);
}

/** Tender `id`'s candidates for staff: each company, its state and stage, services and evaluator. */
export async function candidatosDoEdital(conn: Conn, id: number) {
  const [e] = await conn.select({ id: edital.id }).from(edital).where(eq(edital.id, id));
  if (!e) throw notFound(EDITAL_NAO_ENCONTRADO);
  const linhas = await conn
    .select({
      inscricao: inscricao.id,
      empresa: { id: empresa.id, nomefantasia: empresa.nomefantasia, cnpj: empresa.cnpj },
      status: { codigo: substatus.codigo, descricao: substatus.descricao, cor: substatus.cor },
      etapa_atual: editalEtapa.titulo,
      avaliadorId: usuario.id,
      avaliadorNome: usuario.nome,
      avaliadorSobrenome: usuario.sobrenome,
    })
    .from(inscricao)
    .innerJoin(empresa, eq(empresa.id, inscricao.empresaId))
    .innerJoin(substatus, eq(substatus.id, inscricao.substatusId))
    .leftJoin(editalEtapa, eq(editalEtapa.id, inscricao.etapaAtualId))
    .leftJoin(usuario, eq(usuario.id, inscricao.avaliadorId))
    .where(eq(inscricao.editalId, id))
    .orderBy(asc(empresa.nomefantasia));
  const servicos = await servicosDe(
    conn,
    linhas.map((l) => l.inscricao),
  );
  return linhas.map(({ avaliadorId, avaliadorNome, avaliadorSobrenome, ...l }) => ({
    ...l,
    servicos: servicos
      .filter((s) => s.inscricaoId === l.inscricao)
      .map(({ id, titulo, resultado }) => ({ id, titulo, resultado })),
    avaliador: avaliadorId ? { id: avaliadorId, nome: `${avaliadorNome} ${avaliadorSobrenome}` } : null,
  }));
}
