import "server-only";
import type { Conn } from "../db/client";
import { empresa, empresaPessoa } from "../db/schema";
import { PESSOAS } from "./data/pessoas";
import { idsBy, need } from "../db/referencia";

/** Owners and managing partners of the demo clients; needs `seedEmpresas` first. */
export async function seedPessoas(db: Conn): Promise<void> {
  const documentos = PESSOAS.map((p) => p.empresa);
  const porCnpj = await idsBy(db, empresa, empresa.cnpj, documentos);
  const porCpf = await idsBy(db, empresa, empresa.cpf, documentos);
  await db
    .insert(empresaPessoa)
    .values(
      PESSOAS.map(({ empresa: documento, ...p }) => ({
        ...p,
        empresaId: need(porCnpj.has(documento) ? porCnpj : porCpf, documento, "empresa"),
      })),
    )
    .onConflictDoNothing();
}
