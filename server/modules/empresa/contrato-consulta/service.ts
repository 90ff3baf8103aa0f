import "server-only";
import { and, eq } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { empresa, servico } from "../../../db/schema";
import { empresaAlcancavel } from "../../../authz/escopo";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { apresentar, contratosDoHub } from "./consulta";
import { driverRm } from "./gateway";

/** Company `id` if `user` reaches it (its own, or any for staff), with its document; 404 otherwise. */
async function empresaConsultada(conn: Conn, user: AuthUser, id: number) {
  const [e] = await conn
    .select({ id: empresa.id, cnpj: empresa.cnpj, cpf: empresa.cpf })
    .from(empresa)
    .where(and(eq(empresa.id, id), empresaAlcancavel(conn, user)));
  if (!e) throw notFound("Empresa não encontrada.");
  return { id: e.id, documento: e.cnpj ?? e.cpf ?? "" };
}

async function servicoConsultado(conn: Conn, id: number) {
  const [s] = await conn.select({ codigo: servico.codigo }).from(servico).where(eq(servico.id, id));
  if (!s) throw notFound("Serviço não encontrado.");
  return s;
}

/** The company's contracts for the service, from the Hub's own data. */
export async function contratosDaEmpresa(conn: Conn, user: AuthUser, empresaId: number, servicoId: number) {
  await empresaConsultada(conn, user, empresaId);
  await servicoConsultado(conn, servicoId);
  return (await contratosDoHub(conn, { empresaId }, { servicoId })).map(apresentar);
}

/** The company's contracts as the ERP (RM) has them: every service's, or one's. */
export async function contratosNoRm(conn: Conn, user: AuthUser, empresaId: number, servicoId?: number) {
  const e = await empresaConsultada(conn, user, empresaId);
  const codigo = servicoId === undefined ? undefined : (await servicoConsultado(conn, servicoId)).codigo;
  const contratos = await driverRm(conn).contratos({ documento: e.documento, servico: codigo });
  return contratos.map(apresentar);
}
