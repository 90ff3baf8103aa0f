import "server-only";
import { and, eq } from "drizzle-orm";
import { STAFF_ADMIN, hasAnyRole } from "@/lib/roles";
import type { Conn, Tx } from "../../db/client";
import { areaAtuacao, cidade, empresa, empresaUsuario, porte } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { badRequest, conflict } from "../../lib/errors";
import { PARTES_E_EQUIPE, writeHistory } from "../../lib/history";
import type { EmpresaCreateBody } from "./schemas";
import { getEmpresaDoUsuario, resumoOf, selectResumo } from "./service";

const JA_CADASTRADA = "Esta empresa já está cadastrada no Hub. Peça a vinculação à equipe do programa.";
const PORTE_PRODUTOR_RURAL = "Produtor Rural";

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

/** The city, size and area the body points to must exist; errors keyed by the body's field names. */
async function checkReferences(tx: Tx, b: EmpresaCreateBody) {
  const [cidadeOk, porteOk, areaOk] = await Promise.all([
    exists(tx.select({ id: cidade.id }).from(cidade).where(eq(cidade.id, b.cidade))),
    b.porte === undefined || exists(tx.select({ id: porte.id }).from(porte).where(eq(porte.id, b.porte))),
    b.areaatuacao === undefined ||
      exists(
        tx
          .select({ id: areaAtuacao.id })
          .from(areaAtuacao)
          .where(and(eq(areaAtuacao.id, b.areaatuacao), eq(areaAtuacao.ativo, true))),
      ),
  ]);
  const errors: Record<string, string[]> = {};
  if (!cidadeOk) errors.cidade = ["Cidade não encontrada."];
  if (!porteOk) errors.porte = ["Porte não encontrado."];
  if (!areaOk) errors.areaatuacao = ["Área de atuação não encontrada."];
  if (Object.keys(errors).length) throw badRequest("Dados inválidos.", errors);
}

/** A rural producer without a size given is of the "Produtor Rural" size. */
async function porteOf(tx: Tx, b: EmpresaCreateBody) {
  if (b.porte !== undefined || b.cpf === undefined) return b.porte ?? null;
  const [row] = await tx
    .select({ id: porte.id })
    .from(porte)
    .where(eq(porte.descricao, PORTE_PRODUTOR_RURAL));
  return row?.id ?? null;
}

/** Registers a client company (CNPJ) or rural producer (CPF) and links it to the caller. */
export async function createEmpresa(tx: Tx, usuarioId: number, b: EmpresaCreateBody) {
  await checkReferences(tx, b);
  // The unique documents decide, so two simultaneous registrations of one company give one row and one 409.
  const [created] = await tx
    .insert(empresa)
    .values({
      tipo: "CLIENTE",
      cnpj: b.cnpj ?? null,
      cpf: b.cpf ?? null,
      razaosocial: b.razaosocial,
      nomefantasia: b.nomefantasia,
      porteId: await porteOf(tx, b),
      areaAtuacaoId: b.areaatuacao ?? null,
      cep: b.cep,
      logradouro: b.logradouro,
      complemento: b.complemento ?? "",
      cidadeId: b.cidade,
      telefone: b.telefone,
      email: b.email.toLowerCase(),
    })
    .onConflictDoNothing()
    .returning({ id: empresa.id });
  if (!created) throw conflict(JA_CADASTRADA);
  await tx.insert(empresaUsuario).values({ empresaId: created.id, usuarioId });
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: created.id,
    para: "CRIADA",
    usuarioId,
    audiencias: PARTES_E_EQUIPE,
  });
  return getEmpresaDoUsuario(tx, usuarioId, created.id);
}

/**
 * Whether a rural producer with this CPF is registered. Staff see who it is; a client learns it only of its
 * own producers, so the route cannot be used to learn whether a stranger's CPF is in the programme.
 */
export async function consultaProdutorRural(conn: Conn, user: AuthUser, cpf: string) {
  const [row] = await selectResumo(conn).where(eq(empresa.cpf, cpf));
  if (!row) return { encontrado: false, empresa: null };
  const staff = hasAnyRole(user, STAFF_ADMIN);
  const own =
    staff ||
    (await exists(
      conn
        .select({ id: empresaUsuario.empresaId })
        .from(empresaUsuario)
        .where(and(eq(empresaUsuario.empresaId, row.id), eq(empresaUsuario.usuarioId, user.id))),
    ));
  // Someone else's producer reads as not registered: a client learns nothing about CPFs that are not theirs.
  if (!own) return { encontrado: false, empresa: null };
  const { tipo: _t, cnpj_mask: _c, ...empresaResumo } = resumoOf(row);
  return { encontrado: true, empresa: empresaResumo };
}
