import "server-only";
import { and, eq } from "drizzle-orm";
import { STAFF_ADMIN, hasAnyRole } from "@/lib/roles";
import type { Conn } from "../../db/client";
import { empresa, empresaUsuario, usuario } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";

/** Whether the person with this CPF is linked to the company with this CNPJ; clients ask about their own companies only. */
export async function checarVinculo(conn: Conn, user: AuthUser, cnpj: string, cpf: string) {
  const [found] = await conn.select({ id: empresa.id }).from(empresa).where(eq(empresa.cnpj, cnpj));
  if (!found) throw notFound("Empresa não encontrada.");
  const linkOf = (where: ReturnType<typeof and>) =>
    conn
      .select({ id: empresaUsuario.usuarioId })
      .from(empresaUsuario)
      .innerJoin(usuario, eq(usuario.id, empresaUsuario.usuarioId))
      .where(and(eq(empresaUsuario.empresaId, found.id), where))
      .limit(1);
  if (!hasAnyRole(user, STAFF_ADMIN) && !(await linkOf(eq(usuario.id, user.id))).length)
    throw notFound("Empresa não encontrada.");
  return { vinculado: (await linkOf(eq(usuario.cpf, cpf))).length > 0 };
}
