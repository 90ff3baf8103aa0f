import "server-only";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import {
  consultorCredenciamento,
  consultorPrestador,
  credenciamento,
  credenciamentoApto,
  empresa,
  servico,
} from "../../../db/schema";
import { empresaAlcancavel, empresasDoUsuario } from "../../../authz/escopo";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { groupBy } from "../../../lib/group-by";
import { cpfMask } from "../../../lib/masks";
import { paged, type Window } from "../../../lib/pagination";
import { matchesAnyUnaccented } from "../../../lib/search";
import { acoesDisponiveis } from "../../../lib/workflow";
import { credenciamentoConsultorAtos } from "./workflow";
import type { ConsultorFiltro } from "./schemas";
import { CREDENCIAMENTO } from "@/lib/regras/credenciamento";

export const EMPRESA_NAO_ENCONTRADA = "Empresa não encontrada.";
export const CONSULTOR_NAO_ENCONTRADO = "Consultor não encontrado.";

/** Whether `user` reads the consultants (staff: any company's) or changes them (only its own company's). */
export type Uso = "leitura" | "escrita";

/**
 * The provider companies `user` reaches for their consultants: staff read any; a provider reads and changes
 * only those it belongs to (the action table lets only providers change them).
 */
export const prestadoraAlcancavel = (conn: Conn, user: AuthUser, uso: Uso) =>
  and(
    eq(empresa.tipo, "PRESTADOR"),
    uso === "leitura" ? empresaAlcancavel(conn, user) : inArray(empresa.id, empresasDoUsuario(conn, user.id)),
  );

/** Provider company `id` if `user` reaches it; 404 for any other, so strangers learn nothing of it. */
export async function exigirPrestadora(conn: Conn, user: AuthUser, id: number, uso: Uso) {
  const [e] = await conn
    .select({ id: empresa.id })
    .from(empresa)
    .where(and(eq(empresa.id, id), prestadoraAlcancavel(conn, user, uso)));
  if (!e) throw notFound(EMPRESA_NAO_ENCONTRADA);
  return e;
}

const colunas = {
  id: consultorPrestador.id,
  empresa: consultorPrestador.empresaId,
  nome: consultorPrestador.nome,
  sobrenome: consultorPrestador.sobrenome,
  cpf: consultorPrestador.cpf,
  email: consultorPrestador.email,
  telefone: consultorPrestador.telefone,
  dtainclusao: consultorPrestador.dtainclusao,
};
const porNome = [asc(consultorPrestador.nome), asc(consultorPrestador.sobrenome), asc(consultorPrestador.id)];

/** Consultants of the company, found by name or e-mail (accents aside) or by the whole CPF. */
function daEmpresa(empresaId: number, search: string | undefined) {
  const cpf = search?.replace(/[\s.-]/g, "");
  return and(
    eq(consultorPrestador.empresaId, empresaId),
    or(
      matchesAnyUnaccented(search, [
        consultorPrestador.nome,
        consultorPrestador.sobrenome,
        consultorPrestador.email,
        sql`${consultorPrestador.nome} || ' ' || ${consultorPrestador.sobrenome}`,
      ]),
      // The CPF only when typed in full, so the list cannot be used to guess its digits.
      cpf && /^\d{11}$/.test(cpf) ? eq(consultorPrestador.cpf, cpf) : undefined,
    ),
  );
}

type Linha = { cpf: string; dtainclusao: Date };
const apresentar = <L extends Linha>({ cpf, dtainclusao, ...c }: L) => ({
  ...c,
  cpf_mask: cpfMask(cpf),
  dtainclusao: dtainclusao.toISOString(),
});

/**
 * The accreditations of the consultants, by consultant, in one query, each with what `user` may do on it
 * (its table's acts read whether the company's own link to the service is apt).
 */
async function credenciamentosDe(conn: Conn, user: AuthUser, consultores: number[]) {
  const linhas = consultores.length
    ? await conn
        .select({
          consultor: consultorCredenciamento.consultorId,
          id: consultorCredenciamento.id,
          servico: { id: servico.id, codigo: servico.codigo, titulo: servico.titulo },
          situacao: consultorCredenciamento.situacao,
          dtaatualizacao: consultorCredenciamento.dtaatualizacao,
          apto: sql<boolean>`coalesce(${and(credenciamentoApto(), eq(empresa.ativo, true), eq(empresa.suspenso, false))}, false)`,
        })
        .from(consultorCredenciamento)
        .innerJoin(servico, eq(servico.id, consultorCredenciamento.servicoId))
        .innerJoin(consultorPrestador, eq(consultorPrestador.id, consultorCredenciamento.consultorId))
        .innerJoin(empresa, eq(empresa.id, consultorPrestador.empresaId))
        .leftJoin(
          credenciamento,
          and(
            eq(credenciamento.empresaId, consultorPrestador.empresaId),
            eq(credenciamento.servicoId, consultorCredenciamento.servicoId),
          ),
        )
        .where(inArray(consultorCredenciamento.consultorId, consultores))
        .orderBy(asc(servico.codigo))
    : [];
  return groupBy(
    linhas,
    (l) => l.consultor,
    ({ consultor: _, dtaatualizacao, apto, ...l }) => ({
      ...l,
      dtaatualizacao: dtaatualizacao.toISOString(),
      acoes: acoesDisponiveis(credenciamentoConsultorAtos, user, l.situacao, { apto }),
    }),
  );
}

/** A page of the company's consultants by name, each with its accreditations. */
export async function listarConsultores(
  conn: Conn,
  user: AuthUser,
  empresaId: number,
  f: ConsultorFiltro,
  win: Window,
) {
  const page = await paged(
    conn,
    () => conn.select(colunas).from(consultorPrestador).where(daEmpresa(empresaId, f.search)).$dynamic(),
    porNome,
    win,
  );
  const credenciamentos = await credenciamentosDe(
    conn,
    user,
    page.results.map((c) => c.id),
  );
  return {
    count: page.count,
    results: page.results.map((c) => ({
      ...apresentar(c),
      credenciamentos: credenciamentos.get(c.id) ?? [],
    })),
  };
}

/** One consultant of a company `user` reaches, with its accreditations; 404 for any other. */
export async function detalharConsultor(conn: Conn, user: AuthUser, id: number, uso: Uso = "leitura") {
  const [c] = await conn
    .select(colunas)
    .from(consultorPrestador)
    .innerJoin(empresa, eq(empresa.id, consultorPrestador.empresaId))
    .where(and(eq(consultorPrestador.id, id), prestadoraAlcancavel(conn, user, uso)));
  if (!c) throw notFound(CONSULTOR_NAO_ENCONTRADO);
  const credenciamentos = await credenciamentosDe(conn, user, [c.id]);
  return { ...apresentar(c), credenciamentos: credenciamentos.get(c.id) ?? [] };
}

/** A page of the company's consultants by name, each saying whether it is accredited for the service. */
export async function consultoresDoServico(
  conn: Conn,
  empresaId: number,
  servicoId: number,
  f: ConsultorFiltro,
  win: Window,
) {
  const [s] = await conn.select({ id: servico.id }).from(servico).where(eq(servico.id, servicoId));
  if (!s) throw notFound("Serviço não encontrado.");
  const page = await paged(
    conn,
    () =>
      conn
        .select({
          ...colunas,
          situacao: consultorCredenciamento.situacao,
          credenciamento_id: consultorCredenciamento.id,
        })
        .from(consultorPrestador)
        .leftJoin(
          consultorCredenciamento,
          and(
            eq(consultorCredenciamento.consultorId, consultorPrestador.id),
            eq(consultorCredenciamento.servicoId, servicoId),
          ),
        )
        .where(daEmpresa(empresaId, f.search))
        .$dynamic(),
    porNome,
    win,
  );
  return {
    count: page.count,
    results: page.results.map((c) => ({
      ...apresentar(c),
      credenciamento: c.situacao === CREDENCIAMENTO.CREDENCIADO,
    })),
  };
}

/** The consultant `id` of the provider's own company, locked until the transaction ends; 404 otherwise. */
export async function consultorDaPrestadora(
  tx: Tx,
  user: AuthUser,
  id: number,
  naoEncontrado = CONSULTOR_NAO_ENCONTRADO,
) {
  const [c] = await tx
    .select({
      id: consultorPrestador.id,
      empresa: consultorPrestador.empresaId,
      nome: consultorPrestador.nome,
      sobrenome: consultorPrestador.sobrenome,
    })
    .from(consultorPrestador)
    .innerJoin(empresa, eq(empresa.id, consultorPrestador.empresaId))
    .where(and(eq(consultorPrestador.id, id), prestadoraAlcancavel(tx, user, "escrita")))
    .for("update", { of: consultorPrestador });
  if (!c) throw notFound(naoEncontrado);
  return c;
}
