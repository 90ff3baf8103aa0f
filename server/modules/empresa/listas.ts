import "server-only";
import { and, asc, eq, exists, sql } from "drizzle-orm";
import { maskCNPJ } from "@/lib/format";
import type { Conn } from "../../db/client";
import { cidade, credenciamento, credenciamentoApto, empresa, estado } from "../../db/schema";
import type { FonteOpcao } from "../../lib/opcoes";
import { paged, type Window } from "../../lib/pagination";
import { empresaBuscada, resumoOf, selectResumo } from "./service";

/** Active provider companies as `{id, descricao}` with the trade name: the providers' simple list. */
export const prestadoresAtivos = (): FonteOpcao => ({
  table: empresa,
  id: empresa.id,
  descricao: empresa.nomefantasia,
  where: and(eq(empresa.tipo, "PRESTADOR"), eq(empresa.ativo, true)),
});

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
                credenciamentoApto(),
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
