import "server-only";
import { and, asc, eq, exists, sql } from "drizzle-orm";
import { maskCNPJ } from "@/lib/format";
import type { Conn } from "../../../db/client";
import {
  cidade,
  credenciamento,
  empresa,
  estado,
  modeloOferta,
  programa,
  servico,
  tipoServico,
  usuario,
} from "../../../db/schema";
import { matchesAny } from "../../../lib/search";
import { empresaBuscada, resumoOf, selectResumo } from "../../empresa";
import { paged, type Window } from "../../../lib/pagination";
import type { FonteOpcao } from "../service";
import { GESTORES, ativosDosGrupos, nomeCompleto } from "../../usuario";

/** Sources of the simple lists: active people, services, offers and providers by label. */
export const SIMPLES: Record<
  "gestores" | "servicos" | "modelosoferta" | "prestadores",
  (conn: Conn) => FonteOpcao
> = {
  gestores: (conn) => ({
    table: usuario,
    id: usuario.id,
    descricao: nomeCompleto,
    where: ativosDosGrupos(conn, GESTORES),
  }),
  servicos: () => ({
    table: servico,
    id: servico.id,
    descricao: servico.titulo,
    where: eq(servico.ativo, true),
  }),
  modelosoferta: () => ({
    table: modeloOferta,
    id: modeloOferta.id,
    descricao: modeloOferta.titulo,
    where: eq(modeloOferta.ativo, true),
  }),
  prestadores: () => ({
    table: empresa,
    id: empresa.id,
    descricao: empresa.nomefantasia,
    where: and(eq(empresa.tipo, "PRESTADOR"), eq(empresa.ativo, true)),
  }),
};

/** Active client companies and rural producers, by trade name. */
export async function listClientes(conn: Conn, search: string | undefined, win: Window) {
  const where = and(eq(empresa.tipo, "CLIENTE"), eq(empresa.ativo, true), empresaBuscada(search));
  const page = await paged(
    conn,
    () => selectResumo(conn).where(where).$dynamic(),
    [asc(empresa.nomefantasia), asc(empresa.id)],
    win,
  );
  return {
    count: page.count,
    results: page.results.map((r) => {
      const { tipo: _, ...resumo } = resumoOf(r);
      return resumo;
    }),
  };
}

/** Provider companies, by trade name; only those with an active accreditation for `servico` when given. */
export async function listPrestadores(conn: Conn, f: { search?: string; servico?: number }, win: Window) {
  const where = and(
    eq(empresa.tipo, "PRESTADOR"),
    empresaBuscada(f.search),
    f.servico
      ? exists(
          conn
            .select({ one: sql`1` })
            .from(credenciamento)
            .where(
              and(
                eq(credenciamento.empresaId, empresa.id),
                eq(credenciamento.servicoId, f.servico),
                eq(credenciamento.ativo, true),
              ),
            ),
        )
      : undefined,
  );
  const page = await paged(
    conn,
    () =>
      conn
        .select({
          id: empresa.id,
          nomefantasia: empresa.nomefantasia,
          razaosocial: empresa.razaosocial,
          cnpj: empresa.cnpj,
          suspenso: empresa.suspenso,
          ativo: empresa.ativo,
          cidade: { id: cidade.id, nome: cidade.nome },
          estado: { sigla: estado.sigla },
        })
        .from(empresa)
        .innerJoin(cidade, eq(cidade.id, empresa.cidadeId))
        .innerJoin(estado, eq(estado.id, cidade.estadoId))
        .where(where)
        .$dynamic(),
    [asc(empresa.nomefantasia), asc(empresa.id)],
    win,
  );
  return {
    count: page.count,
    results: page.results.map(({ cnpj, ...r }) => ({ ...r, cnpj_mask: cnpj ? maskCNPJ(cnpj) : null })),
  };
}

/** Offer models with their service, by title; of one service and by situation when given. */
export async function listModelosOferta(
  conn: Conn,
  f: { search?: string; servico?: number; ativo?: boolean },
  win: Window,
) {
  const where = and(
    matchesAny(f.search, [modeloOferta.titulo, servico.titulo]),
    f.servico ? eq(modeloOferta.servicoId, f.servico) : undefined,
    f.ativo === undefined ? undefined : eq(modeloOferta.ativo, f.ativo),
  );
  const page = await paged(
    conn,
    () =>
      conn
        .select({
          id: modeloOferta.id,
          titulo: modeloOferta.titulo,
          valor: modeloOferta.valor,
          ativo: modeloOferta.ativo,
          servico: { id: servico.id, titulo: servico.titulo, exige_diagnostico: servico.exigeDiagnostico },
        })
        .from(modeloOferta)
        .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
        .where(where)
        .$dynamic(),
    [asc(modeloOferta.titulo), asc(modeloOferta.id)],
    win,
  );
  return { count: page.count, results: page.results.map((r) => ({ ...r, valor: Number(r.valor) })) };
}

/** Services with their type and programme, by title; by situation when given. */
export function listServicos(conn: Conn, f: { search?: string; ativo?: boolean }, win: Window) {
  const where = and(
    matchesAny(f.search, [servico.codigo, servico.titulo]),
    f.ativo === undefined ? undefined : eq(servico.ativo, f.ativo),
  );
  return paged(
    conn,
    () =>
      conn
        .select({
          id: servico.id,
          codigo: servico.codigo,
          titulo: servico.titulo,
          ativo: servico.ativo,
          exige_diagnostico: servico.exigeDiagnostico,
          tipo: { descricao: tipoServico.descricao },
          programa: { descricao: programa.descricao },
        })
        .from(servico)
        .innerJoin(tipoServico, eq(tipoServico.id, servico.tipoId))
        .innerJoin(programa, eq(programa.id, servico.programaId))
        .where(where)
        .$dynamic(),
    [asc(servico.titulo), asc(servico.id)],
    win,
  );
}
