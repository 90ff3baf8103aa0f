import "server-only";
import { and, asc, desc, eq, exists, inArray, type SQL, sql } from "drizzle-orm";
import { maskCNPJ } from "@/lib/format";
import { ETAPA, ETAPA_DEVIDA, type StatusNota } from "@/lib/regras/projeto";
import { COM_AVALIACAO, SOLICITACAO, type SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import type { Conn } from "../../db/client";
import {
  contrato,
  empresa,
  nota,
  projeto,
  projetoEtapa,
  projetoParcela,
  solicitacao,
  solicitacaoEmpresa,
  substatus,
} from "../../db/schema";
import { projetoDaParte } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { audienciaDe, readHistory } from "../../lib/history";
import { cpfMask } from "../../lib/masks";
import type { Window } from "../../lib/pagination";
import { matchesAny } from "../../lib/search";
import { acoesDisponiveis } from "../../lib/workflow";
import { linhaDasRegras, solicitacaoWorkflow } from "../solicitacao";
import { etapasDoProjeto } from "./etapas";
import { listProjetosDe, type ProjetoLido } from "./service";
import { ACOES_PROJETO } from "./workflow";
import type { ProjetoExternoFilter } from "./schemas";

const comEtapa = (codigos: readonly string[]) =>
  exists(
    sql`(select 1 from ${projetoEtapa} join ${substatus} on ${substatus.id} = ${projetoEtapa.substatusId}
      where ${projetoEtapa.projetoId} = ${projeto.id} and ${substatus.codigo} in (${sql.join(
        codigos.map((c) => sql`${c}`),
        sql`, `,
      )}))`,
  );

/** The cards of the parties' dashboards (DESIGN §3 dash_filter): what waits for whom. */
export const PAINEL_PROJETO: Record<NonNullable<ProjetoExternoFilter["dash_filter"]>, () => SQL> = {
  // Stages the provider still has to deliver, or deliver again.
  entregar: () => comEtapa(ETAPA_DEVIDA),
  // Deliveries waiting for the client's approval.
  aprovar: () => comEtapa([ETAPA.ENTREGUE]),
  em_execucao: () => eq(substatus.codigo, SOLICITACAO.EM_EXECUCAO),
  // Finished by the provider: sent for evaluation, or concluded.
  encerrados: () => inArray(substatus.codigo, COM_AVALIACAO),
};

/** Projects with an invoice (of any instalment) in `codigo`: the provider's invoices by state. */
export const comNota = (codigo: StatusNota) =>
  exists(
    sql`(select 1 from ${nota} join ${projetoParcela} on ${projetoParcela.id} = ${nota.parcelaId}
      join ${substatus} on ${substatus.id} = ${nota.substatusId}
      where ${projetoParcela.projetoId} = ${projeto.id} and ${substatus.codigo} = ${codigo})`,
  );

/** The caller's projects as a client or provider, newest first, with how far their stages are. */
export async function listProjetosExternos(conn: Conn, user: AuthUser, f: ProjetoExternoFilter, win: Window) {
  const termo = f.search?.trim();
  const where = and(
    projetoDaParte(conn, user),
    f.dash_filter ? PAINEL_PROJETO[f.dash_filter]() : undefined,
    f.nota ? comNota(f.nota) : undefined,
    termo ? matchesAny(termo, [projeto.nroprojeto, solicitacao.nrosolicitacao]) : undefined,
  );
  return listProjetosDe(conn, where, win, comAndamento);
}

/** How many stages of each project are in each state. */
async function comAndamento<T extends ProjetoLido>(conn: Conn, projetos: T[]) {
  const contagens = projetos.length
    ? await conn
        .select({
          projetoId: projetoEtapa.projetoId,
          codigo: substatus.codigo,
          n: sql<number>`count(*)::int`,
        })
        .from(projetoEtapa)
        .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
        .where(
          inArray(
            projetoEtapa.projetoId,
            projetos.map((p) => p.id),
          ),
        )
        .groupBy(projetoEtapa.projetoId, substatus.codigo)
    : [];
  return projetos.map((p) => {
    const delas = contagens.filter((c) => c.projetoId === p.id);
    const de = (codigo: string) => delas.find((c) => c.codigo === codigo)?.n ?? 0;
    return {
      ...p,
      etapas_resumo: {
        total: delas.reduce((s, c) => s + c.n, 0),
        aprovadas: de(ETAPA.APROVADA),
        entregues: de(ETAPA.ENTREGUE),
        a_entregar: ETAPA_DEVIDA.reduce((n, c) => n + de(c), 0),
      },
    };
  });
}

/** One project of the caller's: its stages to deliver with their state, the instalments and the history. */
export async function getProjetoExterno(conn: Conn, user: AuthUser, id: number, now: Date) {
  const { results } = await listProjetosDe(
    conn,
    and(eq(projeto.id, id), projetoDaParte(conn, user)),
    { limit: 1, offset: 0 },
    comAndamento,
  );
  const [p] = results;
  if (!p) throw notFound("Projeto não encontrado.");
  const [etapas, parcelas] = await Promise.all([
    etapasDoProjeto(conn, user, id, now),
    conn
      .select({
        numero: projetoParcela.numero,
        etapa_ordem: projetoParcela.etapaOrdem,
        valor: projetoParcela.valor,
      })
      .from(projetoParcela)
      .where(eq(projetoParcela.projetoId, id))
      .orderBy(asc(projetoParcela.numero)),
  ]);
  const historico = await readHistory(
    conn,
    [
      ["solicitacao", p.solicitacao.id] as [string, number],
      ...etapas.map((e) => ["etapa_projeto", e.id] as [string, number]),
    ],
    audienciaDe(user),
  );
  const linha = await linhaDasRegras(conn, p.solicitacao.id);
  const daSolicitacao = acoesDisponiveis(
    solicitacaoWorkflow,
    user,
    p.solicitacao.substatus.codigo as SubstatusSolicitacao,
    { ...linha, etapas: p.etapas_resumo },
  );
  return {
    ...p,
    etapas,
    parcelas: parcelas.map((x) => ({ ...x, valor: Number(x.valor) })),
    historico,
    acoes: ACOES_PROJETO.filter((a) => daSolicitacao.includes(a)),
  };
}

/** A project's parts, one per client company of its request, with that company's contract. */
export async function subprojetos(conn: Conn, user: AuthUser, id: number) {
  const [p] = await conn
    .select({ id: projeto.id, nroprojeto: projeto.nroprojeto, solicitacaoId: projeto.solicitacaoId })
    .from(projeto)
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .where(and(eq(projeto.id, id), projetoDaParte(conn, user)));
  if (!p) throw notFound("Projeto não encontrado.");
  const empresas = await conn
    .select({
      id: empresa.id,
      nomefantasia: empresa.nomefantasia,
      cnpj: empresa.cnpj,
      cpf: empresa.cpf,
      contrato: contrato.id,
    })
    .from(solicitacaoEmpresa)
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .leftJoin(
      contrato,
      and(
        eq(contrato.solicitacaoId, solicitacaoEmpresa.solicitacaoId),
        eq(contrato.empresaId, empresa.id),
        sql`${contrato.substituidoEm} is null`,
      ),
    )
    .where(eq(solicitacaoEmpresa.solicitacaoId, p.solicitacaoId))
    .orderBy(asc(empresa.nomefantasia), desc(empresa.id));
  return empresas.map((e, i) => ({
    nroprojeto: empresas.length > 1 ? `${p.nroprojeto}.${i + 1}` : p.nroprojeto,
    empresa: {
      id: e.id,
      nomefantasia: e.nomefantasia,
      documento: e.cnpj ? maskCNPJ(e.cnpj) : cpfMask(e.cpf),
    },
    contrato: e.contrato,
  }));
}
