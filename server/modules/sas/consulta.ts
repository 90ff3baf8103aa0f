import "server-only";
import { inArray, or } from "drizzle-orm";
import { maskCNPJ } from "@/lib/format";
import { VEEM_CPF, hasAnyRole } from "@/lib/roles";
import type { Conn } from "../../db/client";
import { empresa } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { emLotes } from "../../lib/exportacao";
import { cpfMask } from "../../lib/masks";
import type { Window } from "../../lib/pagination";
import type { FiltroVinculo, VinculoLido } from "./driver";
import { driverSas } from "./gateway";

type EmpresaLida = VinculoLido["empresa"];
const documento = (e: EmpresaLida) => e.cnpj ?? e.cpf ?? "";

/** The Hub's ids of the companies a driver named, by their document, in one query. */
async function idsNoHub(conn: Conn, empresas: EmpresaLida[]) {
  const cnpjs = [...new Set(empresas.flatMap((e) => (e.cnpj ? [e.cnpj] : [])))];
  const cpfs = [...new Set(empresas.flatMap((e) => (e.cpf ? [e.cpf] : [])))];
  const linhas =
    cnpjs.length || cpfs.length
      ? await conn
          .select({ id: empresa.id, cnpj: empresa.cnpj, cpf: empresa.cpf })
          .from(empresa)
          .where(
            or(
              cnpjs.length ? inArray(empresa.cnpj, cnpjs) : undefined,
              cpfs.length ? inArray(empresa.cpf, cpfs) : undefined,
            ),
          )
      : [];
  return new Map(linhas.map((l) => [l.cnpj ?? l.cpf ?? "", l.id]));
}

const empresaDe = (e: EmpresaLida, ids: Map<string, number>) => ({
  id: ids.get(documento(e)) ?? null,
  razaosocial: e.razaosocial,
  nomefantasia: e.nomefantasia,
  cnpj_mask: e.cnpj ? maskCNPJ(e.cnpj) : null,
  cpf_mask: cpfMask(e.cpf),
});

const itemDe = (v: VinculoLido, ids: Map<string, number>) => ({
  id: v.id,
  papel: v.papel,
  pessoa: { nome: v.pessoa.nome, sobrenome: v.pessoa.sobrenome, cpf_mask: cpfMask(v.pessoa.cpf) },
  empresa: empresaDe(v.empresa, ids),
});

/** The companies the person with `cpf` is linked to, each once with the person's roles in it. */
export async function empresasDoCpf(conn: Conn, cpf: string) {
  const vinculos = await driverSas(conn).vinculosDoCpf(cpf);
  const ids = await idsNoHub(
    conn,
    vinculos.map((v) => v.empresa),
  );
  const porEmpresa = new Map<string, ReturnType<typeof empresaDe> & { papeis: VinculoLido["papel"][] }>();
  for (const v of vinculos) {
    const chave = documento(v.empresa);
    const atual = porEmpresa.get(chave) ?? { ...empresaDe(v.empresa, ids), papeis: [] };
    if (!atual.papeis.includes(v.papel)) atual.papeis.push(v.papel);
    porEmpresa.set(chave, atual);
  }
  return [...porEmpresa.values()];
}

/** A page of links, CPFs masked whoever reads them. */
export async function listarVinculos(conn: Conn, f: FiltroVinculo, win: Window) {
  const page = await driverSas(conn).vinculos(f, win);
  const ids = await idsNoHub(
    conn,
    page.results.map((v) => v.empresa),
  );
  return { count: page.count, results: page.results.map((v) => itemDe(v, ids)) };
}

/** Every link the list's filters pick, in the driver's order, in batches, CPFs masked: its export. */
export const lotesDeVinculos = (conn: Conn, f: FiltroVinculo) =>
  emLotes(async (win) => (await listarVinculos(conn, f, win)).results);

/** One link; its CPF in full only to those who read CPFs in full (VEEM_CPF). */
export async function detalharVinculo(conn: Conn, user: AuthUser, id: string) {
  const v = await driverSas(conn).vinculo(id);
  if (!v) throw notFound("Vínculo não encontrado.");
  const item = itemDe(v, await idsNoHub(conn, [v.empresa]));
  return { ...item, pessoa: { ...item.pessoa, cpf: hasAnyRole(user, VEEM_CPF) ? v.pessoa.cpf : null } };
}
