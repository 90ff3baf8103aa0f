import "server-only";
import { and, desc, eq, or, type SQL } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { modeloOferta, projeto, solicitacao, substatus } from "../../db/schema";
import { prestador } from "../../db/aliases";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { readHistory } from "../../lib/history";
import { matchesAny } from "../../lib/search";
import { paged, type Window } from "../../lib/pagination";
import { solicitacoesDe } from "../solicitacao";
import { daEmpresaBuscada } from "../solicitacao";
import { solicitacaoVinculadaA, solicitacaoVisivelPara } from "../../authz/escopo";
import { etapasDoProjeto } from "./etapas";
import { comNotaAAutorizar } from "./a-autorizar";
import type { ProjetoFilter } from "./schemas";

const selectRows = (conn: Conn) =>
  conn
    .select({
      p: projeto,
      avaliadaEm: solicitacao.dtaavaliacao,
      prestador: { id: prestador.id, nomefantasia: prestador.nomefantasia },
    })
    .from(projeto)
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(prestador, eq(prestador.id, projeto.prestadorId));

type Row = Awaited<ReturnType<typeof selectRows>>[number];

// The list holds a consultant's own projects; a detail opens for anyone who reaches the request, so a
// consultant who unlinks from a project of their unit can still see it and link again.

function filtro(conn: Conn, user: AuthUser, f: ProjetoFilter): SQL | undefined {
  const term = f.search?.trim();
  return and(
    solicitacaoVinculadaA(user),
    f.consultor ? eq(solicitacao.consultorId, f.consultor) : undefined,
    f.status ? eq(substatus.codigo, f.status) : undefined,
    f.a_autorizar ? comNotaAAutorizar() : undefined,
    term
      ? or(
          matchesAny(term, [
            projeto.nroprojeto,
            solicitacao.nrosolicitacao,
            modeloOferta.titulo,
            prestador.nomefantasia,
          ]),
          daEmpresaBuscada(conn, term),
        )
      : undefined,
  );
}

async function present(conn: Conn, rows: Row[]) {
  const solicitacoes = await solicitacoesDe(
    conn,
    rows.map((r) => r.p.solicitacaoId),
  );
  return rows.map(({ p, prestador, avaliadaEm }) => {
    const { item, empresas_detalhe } = solicitacoes.get(p.solicitacaoId)!;
    const projetoItem = {
      id: p.id,
      nroprojeto: p.nroprojeto,
      solicitacao: { id: item.id, nrosolicitacao: item.nrosolicitacao, substatus: item.substatus },
      empresa_label: item.empresa_label,
      modelooferta: {
        id: item.modelooferta.id,
        titulo: item.modelooferta.titulo,
        servico: { titulo: item.modelooferta.servico.titulo },
      },
      prestador,
      consultor: item.consultor,
      dta_inicio: p.dtaInicio,
      dta_fim: p.dtaFim,
      dtainclusao: p.dtainclusao.toISOString(),
      // An internal hiring's demand waits for the provider's acceptance before anything is delivered.
      interna: item.tipo === "CONTRATACAO_INTERNA",
      dtaaceite: p.dtaaceite?.toISOString() ?? null,
      avaliada: avaliadaEm !== null,
    };
    return { projetoItem, objetivo: item.objetivo, empresas_detalhe };
  });
}

export type ProjetoLido = Awaited<ReturnType<typeof present>>[number]["projetoItem"];

/** A page of the projects `where` picks, newest first, each as lists show it and then as `mais` adds to it. */
export async function listProjetosDe<T>(
  conn: Conn,
  where: SQL | undefined,
  win: Window,
  mais: (conn: Conn, projetos: ProjetoLido[]) => Promise<T[]>,
) {
  const page = await paged(
    conn,
    () => selectRows(conn).where(where).$dynamic(),
    [desc(projeto.dtainclusao), desc(projeto.id)],
    win,
  );
  return {
    count: page.count,
    results: await mais(
      conn,
      (await present(conn, page.results)).map((p) => p.projetoItem),
    ),
  };
}

/** Projects of the consultant's requests (all of them for managers), newest first. */
export const listProjetos = (conn: Conn, user: AuthUser, f: ProjetoFilter, win: Window) =>
  listProjetosDe(conn, filtro(conn, user, f), win, async (_, projetos) => projetos);

/** One project in reach with its request's objective, companies, its stages' states and the history. */
export async function getProjeto(conn: Conn, user: AuthUser, id: number, now: Date) {
  const rows = await selectRows(conn).where(and(eq(projeto.id, id), solicitacaoVisivelPara(conn, user)));
  if (!rows.length) throw notFound("Projeto não encontrado.");
  const [{ projetoItem, objetivo, empresas_detalhe }] = await present(conn, rows);
  const [etapas, eventos] = await Promise.all([
    etapasDoProjeto(conn, user, id, now),
    readHistory(
      conn,
      [
        ["solicitacao", projetoItem.solicitacao.id],
        ["projeto", id],
      ],
      "equipe",
    ),
  ]);
  return { ...projetoItem, objetivo, empresas_detalhe, etapas, historico: eventos };
}
