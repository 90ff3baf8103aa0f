import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  empresa,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  status,
  substatus,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
  usuario,
} from "../../db/schema";
import { ABERTOS, filtroDaFila } from "../solicitacao";
import { nomeCompleto } from "../usuario";
import type { Leitura } from "./painel";

/**
 * The open requests of the user's whole queue, each with its status. They are reached state by state through
 * the (state, id) index (a LATERAL join: the planner cannot tell a state's id from its code), so a fifth of
 * the requests costs a fifth of reading them all.
 */
function abertas(l: Leitura) {
  const estado = l.db
    .select({ id: substatus.id, statusId: substatus.statusId })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(eq(status.entidade, "solicitacao"), inArray(substatus.codigo, ABERTOS)))
    .as("estado_aberto");
  const doEstado = l.db
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(and(eq(solicitacao.substatusId, estado.id), filtroDaFila(l.db, l.user, {}, l.now)))
    .as("do_estado");
  return l.db
    .select({ id: doEstado.id, statusId: estado.statusId })
    .from(estado)
    .innerJoinLateral(doEstado, sql`true`)
    .as("aberta");
}

type Linha = { id: number; nome: string; codigo: string; total: number };

/** Rows of (group, status, count) in group order, gathered per group with its total. */
function porGrupo(linhas: Linha[]) {
  type Grupo = { id: number; nome: string; total: number; status: { codigo: string; total: number }[] };
  const grupos = new Map<number, Grupo>();
  for (const { id, nome, codigo, total } of linhas) {
    const g = grupos.get(id) ?? { id, nome, total: 0, status: [] };
    g.total += total;
    g.status.push({ codigo, total });
    grupos.set(id, g);
  }
  return [...grupos.values()];
}

/** Open requests per active service unit covering their companies' cities, per status (once per unit). */
export async function abertasPorUnidade(l: Leitura) {
  const aberta = abertas(l);
  const par = l.db
    .selectDistinct({
      id: aberta.id,
      statusId: aberta.statusId,
      unidadeId: unidadeAtendimentoCidade.unidadeId,
    })
    .from(aberta)
    .innerJoin(solicitacaoEmpresa, eq(solicitacaoEmpresa.solicitacaoId, aberta.id))
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .innerJoin(unidadeAtendimentoCidade, eq(unidadeAtendimentoCidade.cidadeId, empresa.cidadeId))
    .as("par");
  return porGrupo(
    await l.db
      .select({
        id: unidadeAtendimento.id,
        nome: unidadeAtendimento.descricao,
        codigo: status.codigo,
        total: sql<number>`count(*)::int`,
      })
      .from(par)
      .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, par.unidadeId))
      .innerJoin(status, eq(status.id, par.statusId))
      .where(eq(unidadeAtendimento.ativo, true))
      .groupBy(unidadeAtendimento.id, unidadeAtendimento.descricao, status.codigo, status.ordem)
      .orderBy(asc(unidadeAtendimento.descricao), asc(status.ordem)),
  );
}

/** Open requests per responsible manager, per status. */
export async function abertasPorGestor(l: Leitura) {
  const aberta = abertas(l);
  return porGrupo(
    await l.db
      .select({
        id: usuario.id,
        nome: nomeCompleto,
        codigo: status.codigo,
        total: sql<number>`count(*)::int`,
      })
      .from(aberta)
      .innerJoin(solicitacaoGestor, eq(solicitacaoGestor.solicitacaoId, aberta.id))
      .innerJoin(usuario, eq(usuario.id, solicitacaoGestor.usuarioId))
      .innerJoin(status, eq(status.id, aberta.statusId))
      .groupBy(usuario.id, usuario.nome, usuario.sobrenome, status.codigo, status.ordem)
      .orderBy(asc(nomeCompleto), asc(status.ordem)),
  );
}
