import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Conn } from "../../db/client";
import { arquivo, diagnostico, empresa, solicitacao, status, substatus, usuario } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { readHistory } from "../../lib/history";
import { paged, type Window } from "../../lib/pagination";
import { solicitacoesDe } from "../solicitacao";
import { diagnosticoVinculadoA, diagnosticoVisivelPara } from "../../authz/escopo";
import type { DiagnosticoFilter, StatusDiagnostico } from "./schemas";

const prestador = alias(empresa, "prestador");
const consultor = alias(usuario, "consultor");

// The provider still owes the diagnostic in these; past `prazo` it is late.
const PENDENTES: readonly string[] = ["AGUARDANDO_ACEITE", "EM_ELABORACAO", "EM_CORRECAO"];
export const ENVIADOS: StatusDiagnostico[] = ["ENVIADO", "EM_CORRECAO", "APROVADO"];

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
      ematraso: PENDENTES.includes(r.status.codigo) && now > d.prazo,
      prazo: d.prazo.toISOString(),
      comprovante: r.arquivo && { id: r.arquivo.id, nome: r.arquivo.nome },
      prestador: r.prestador,
      consultor: r.consultor,
      dtainclusao: d.dtainclusao.toISOString(),
    };
    return { resumo, objetivo: item.objetivo, empresas_detalhe, arquivo: r.arquivo };
  });
}

/** Diagnostics linked to the consultant (managers: all, or one consultant's), newest first. */
export async function listDiagnosticos(
  conn: Conn,
  user: AuthUser,
  f: DiagnosticoFilter & { status?: StatusDiagnostico[] },
  win: Window,
  now: Date,
) {
  const where = and(
    diagnosticoVinculadoA(user),
    f.consultor ? eq(diagnostico.consultorId, f.consultor) : undefined,
    f.dash_filter ? eq(status.codigo, f.dash_filter) : undefined,
    f.status ? inArray(status.codigo, f.status) : undefined,
  );
  const page = await paged(
    conn,
    () => selectRows(conn).where(where).$dynamic(),
    [desc(diagnostico.dtainclusao), desc(diagnostico.id)],
    win,
  );
  return { count: page.count, results: (await present(conn, page.results, now)).map((p) => p.resumo) };
}

/** One diagnostic in reach with the request's objective and companies, its file and history. */
export async function getDiagnostico(conn: Conn, user: AuthUser, id: number, now: Date) {
  const rows = await selectRows(conn).where(and(eq(diagnostico.id, id), diagnosticoVisivelPara(conn, user)));
  if (!rows.length) throw notFound("Diagnóstico não encontrado.");
  const [[{ resumo, objetivo, empresas_detalhe, arquivo }], historico] = await Promise.all([
    present(conn, rows, now),
    readHistory(conn, [["diagnostico", id]]),
  ]);
  return { ...resumo, objetivo, empresas_detalhe, arquivo, historico };
}
