import "server-only";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { arquivo, diagnostico, modeloOferta, solicitacao, status, substatus } from "../../db/schema";
import { consultor, prestador } from "../../db/aliases";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { loadFile } from "../../lib/files";
import { readHistory, type Audiencia } from "../../lib/history";
import { noPeriodo } from "../../lib/dia";
import { paged, type Window } from "../../lib/pagination";
import { matchesAny } from "../../lib/search";
import { acoesDisponiveis } from "../../lib/workflow";
import { respostasOf, solicitacoesDe } from "../solicitacao";
import { DIAGNOSTICO, DIAGNOSTICO_DEVIDO } from "@/lib/regras/diagnostico";
import type { DiagnosticoExternoFiltro, DiagnosticoFilter, StatusDiagnostico } from "./schemas";
import { diagnosticoWorkflow } from "./workflow";

const selectRows = (conn: Conn) =>
  conn
    .select({
      d: diagnostico,
      status: {
        id: status.id,
        codigo: status.codigo,
        descricao: status.descricao,
        cor: status.cor,
        etapa: status.ordem,
      },
      arquivo: { id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho },
      prestador: { id: prestador.id, nomefantasia: prestador.nomefantasia },
      consultor: { id: consultor.id, nome: consultor.nome, sobrenome: consultor.sobrenome },
    })
    .from(diagnostico)
    .innerJoin(solicitacao, eq(solicitacao.id, diagnostico.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .innerJoin(prestador, eq(prestador.id, diagnostico.prestadorId))
    .leftJoin(consultor, eq(consultor.id, diagnostico.consultorId))
    .leftJoin(arquivo, eq(arquivo.id, diagnostico.arquivoId));

type Row = Awaited<ReturnType<typeof selectRows>>[number];

async function present(conn: Conn, rows: Row[], now: Date) {
  const solicitacoes = await solicitacoesDe(
    conn,
    rows.map((r) => r.d.solicitacaoId),
  );
  return rows.map(({ d, ...r }) => {
    const { item, empresas_detalhe } = solicitacoes.get(d.solicitacaoId)!;
    const resumo = {
      id: d.id,
      nrodiagnostico: d.nrodiagnostico,
      solicitacao: { id: item.id, nrosolicitacao: item.nrosolicitacao },
      empresa_label: item.empresa_label,
      modelooferta: { id: item.modelooferta.id, titulo: item.modelooferta.titulo },
      status: r.status,
      ematraso: (DIAGNOSTICO_DEVIDO as readonly string[]).includes(r.status.codigo) && now > d.prazo,
      prazo: d.prazo.toISOString(),
      comprovante: r.arquivo && { id: r.arquivo.id, nome: r.arquivo.nome },
      prestador: r.prestador,
      consultor: r.consultor,
      dtainclusao: d.dtainclusao.toISOString(),
    };
    return { resumo, objetivo: item.objetivo, empresas_detalhe, arquivo: r.arquivo };
  });
}

type Filtro = DiagnosticoFilter & Partial<Omit<DiagnosticoExternoFiltro, "page" | "page_size">>;

/** A page of the diagnostics `escopo` reaches, filtered as `f` asks, newest first. */
export async function listDiagnosticos(
  conn: Conn,
  escopo: SQL | undefined,
  f: Filtro,
  win: Window,
  now: Date,
) {
  const where = and(
    escopo,
    f.consultor ? eq(diagnostico.consultorId, f.consultor) : undefined,
    f.dash_filter ? eq(status.codigo, f.dash_filter) : undefined,
    f.status?.length ? inArray(status.codigo, f.status) : undefined,
    matchesAny(f.search, [
      diagnostico.nrodiagnostico,
      solicitacao.nrosolicitacao,
      prestador.nomefantasia,
      solicitacao.objetivo,
    ]),
    noPeriodo(diagnostico.dtainclusao, f),
  );
  const page = await paged(
    conn,
    () => selectRows(conn).where(where).$dynamic(),
    [desc(diagnostico.dtainclusao), desc(diagnostico.id)],
    win,
  );
  return { count: page.count, results: (await present(conn, page.results, now)).map((p) => p.resumo) };
}

/**
 * One diagnostic in `escopo` with the request's objective and companies, its file, the actions the user
 * may take now and the history they may read (a party does not see staff-only rows).
 */
export async function getDiagnostico(
  conn: Conn,
  user: AuthUser,
  id: number,
  now: Date,
  escopo: SQL | undefined,
  leitor: Audiencia,
) {
  const rows = await selectRows(conn).where(and(eq(diagnostico.id, id), escopo));
  if (!rows.length) throw notFound("Diagnóstico não encontrado.");
  const { d, status: st } = rows[0];
  const [[{ resumo, objetivo, empresas_detalhe, arquivo }], historico, respostas] = await Promise.all([
    present(conn, rows, now),
    readHistory(conn, [["diagnostico", id]], leitor),
    respostasOf(conn, d.solicitacaoId),
  ]);
  return {
    ...resumo,
    objetivo,
    empresas_detalhe,
    arquivo,
    respostas,
    correcao: st.codigo === DIAGNOSTICO.EM_CORRECAO ? d.correcao : null,
    versao: d.versao,
    acoes: acoesDisponiveis(diagnosticoWorkflow, user, st.codigo as StatusDiagnostico, d),
    historico,
  };
}

/** The diagnostic's file, for anyone who reaches the diagnostic; 404 before it is sent. */
export async function arquivoDoDiagnostico(conn: Conn, escopo: SQL | undefined, id: number) {
  const [row] = await conn
    .select({ arquivoId: diagnostico.arquivoId })
    .from(diagnostico)
    .innerJoin(solicitacao, eq(solicitacao.id, diagnostico.solicitacaoId))
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(eq(diagnostico.id, id), escopo));
  if (!row?.arquivoId) throw notFound("Diagnóstico sem arquivo.");
  return loadFile(conn, row.arquivoId);
}
