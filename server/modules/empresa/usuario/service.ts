import "server-only";
import { and, asc, eq, or } from "drizzle-orm";
import { maskCNPJ } from "@/lib/format";
import type { Conn, Tx } from "../../../db/client";
import { empresa, empresaUsuario, usuario } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import { lotesDe } from "../../../lib/exportacao";
import { registrarTextos, SO_EQUIPE, writeHistory } from "../../../lib/history";
import { cpfMask } from "../../../lib/masks";
import { paged, type Window } from "../../../lib/pagination";
import { matchesAnyUnaccented, ordemSemAcento } from "../../../lib/search";
import { ativosDosGrupos, nomeCompleto, nomeCompletoDe } from "../../usuario";
import { empresaBuscada } from "../service";
import type { EmpresaUsuarioBody, EmpresaUsuarioFiltro } from "./schemas";

// Staff-only rows of the company's history: who was given or lost access to it.
registrarTextos("empresa", [
  { codigo: "USUARIO_VINCULADO", texto: "Usuário vinculado à empresa" },
  { codigo: "USUARIO_DESVINCULADO", texto: "Usuário desvinculado da empresa" },
]);

/** The group a user needs to act for a company of each type. */
const GRUPO = {
  CLIENTE: { nome: "cliente", rotulo: "Cliente" },
  PRESTADOR: { nome: "prestador", rotulo: "Prestador" },
};

const selecionar = (conn: Conn) =>
  conn
    .select({
      empresa: {
        id: empresa.id,
        tipo: empresa.tipo,
        razaosocial: empresa.razaosocial,
        nomefantasia: empresa.nomefantasia,
        cnpj: empresa.cnpj,
        cpf: empresa.cpf,
      },
      usuario: {
        id: usuario.id,
        nome: usuario.nome,
        sobrenome: usuario.sobrenome,
        email: usuario.email,
        ativo: usuario.ativo,
      },
    })
    .from(empresaUsuario)
    .innerJoin(empresa, eq(empresa.id, empresaUsuario.empresaId))
    .innerJoin(usuario, eq(usuario.id, empresaUsuario.usuarioId));

type Linha = Awaited<ReturnType<typeof selecionar>>[number];
const apresentar = ({ empresa: { cnpj, cpf, ...e }, usuario: u }: Linha) => ({
  empresa: { ...e, cnpj_mask: cnpj ? maskCNPJ(cnpj) : null, cpf_mask: cpfMask(cpf) },
  usuario: u,
});

/** Links searched (users by name or e-mail, or companies) and filtered: the list's and the export's query. */
const consulta = (conn: Conn, f: EmpresaUsuarioFiltro) => () =>
  selecionar(conn)
    .where(
      and(
        or(
          matchesAnyUnaccented(f.search, [usuario.nome, usuario.sobrenome, usuario.email, nomeCompleto]),
          empresaBuscada(f.search),
        ),
        f.tipo ? eq(empresa.tipo, f.tipo) : undefined,
        f.empresa ? eq(empresa.id, f.empresa) : undefined,
        f.usuario ? eq(usuario.id, f.usuario) : undefined,
      ),
    )
    .$dynamic();
const ORDEM = [
  asc(ordemSemAcento(empresa.nomefantasia)),
  asc(empresa.id),
  asc(ordemSemAcento(nomeCompleto)),
  asc(usuario.id),
];

/** A page of links by company and then user name. */
export async function listarVinculos(conn: Conn, f: EmpresaUsuarioFiltro, win: Window) {
  const page = await paged(conn, consulta(conn, f), ORDEM, win);
  return { count: page.count, results: page.results.map(apresentar) };
}

/** Every link the list's filters pick, in its order, in batches: its export. */
export async function* lotesDeVinculos(conn: Conn, f: EmpresaUsuarioFiltro) {
  for await (const lote of lotesDe(consulta(conn, f), ORDEM)) yield lote.map(apresentar);
}

const vinculo = async (conn: Conn, b: EmpresaUsuarioBody) => {
  const [l] = await selecionar(conn).where(
    and(eq(empresaUsuario.empresaId, b.empresa), eq(empresaUsuario.usuarioId, b.usuario)),
  );
  return l;
};

/**
 * Links a user to a company, so the user acts for it: a client company's user must be an active client,
 * a provider's an active provider (field errors otherwise); a link that exists is a 409.
 */
export async function vincular(tx: Tx, user: AuthUser, b: EmpresaUsuarioBody) {
  const [e] = await tx.select({ tipo: empresa.tipo }).from(empresa).where(eq(empresa.id, b.empresa));
  const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, b.usuario));
  if (!e || !u)
    throw badRequest("Dados inválidos.", {
      ...(e ? {} : { empresa: ["Empresa não encontrada."] }),
      ...(u ? {} : { usuario: ["Usuário não encontrado."] }),
    });
  const grupo = GRUPO[e.tipo];
  const [apto] = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.id, b.usuario), ativosDosGrupos(tx, [grupo.nome])));
  if (!apto)
    throw badRequest("Dados inválidos.", {
      usuario: [`Para esta empresa, o usuário precisa estar ativo e ser do grupo ${grupo.rotulo}.`],
    });
  const [criado] = await tx
    .insert(empresaUsuario)
    .values({ empresaId: b.empresa, usuarioId: b.usuario })
    .onConflictDoNothing()
    .returning({ empresaId: empresaUsuario.empresaId });
  if (!criado) throw conflict("Este usuário já está vinculado a esta empresa.");
  const l = await vinculo(tx, b);
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: b.empresa,
    acao: "USUARIO_VINCULADO",
    para: `${nomeCompletoDe(l.usuario)} (${l.usuario.email})`,
    usuarioId: user.id,
    audiencias: SO_EQUIPE,
  });
  return apresentar(l);
}

/** Removes a user's link to a company; the user no longer acts for it. */
export async function desvincular(tx: Tx, user: AuthUser, chave: EmpresaUsuarioBody) {
  const l = await vinculo(tx, chave);
  const apagados = await tx
    .delete(empresaUsuario)
    .where(and(eq(empresaUsuario.empresaId, chave.empresa), eq(empresaUsuario.usuarioId, chave.usuario)))
    .returning({ empresaId: empresaUsuario.empresaId });
  if (!l || !apagados.length) throw notFound("Vínculo não encontrado.");
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: chave.empresa,
    acao: "USUARIO_DESVINCULADO",
    de: `${nomeCompletoDe(l.usuario)} (${l.usuario.email})`,
    usuarioId: user.id,
    audiencias: SO_EQUIPE,
  });
}
