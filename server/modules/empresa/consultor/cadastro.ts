import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { consultorPrestador } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { HubError } from "../../../lib/errors";
import { PRESTADOR_E_EQUIPE, registrarTextos, writeHistory } from "../../../lib/history";
import { nomeCompletoDe } from "../../usuario";
import type { ConsultorBody } from "./schemas";
import { consultorDaPrestadora, detalharConsultor, exigirPrestadora } from "./service";

// The company's history (entity "empresa") tells who joined and left its team of consultants.
registrarTextos("empresa", [
  { codigo: "CONSULTOR_ADICIONADO", texto: "Consultor adicionado" },
  { codigo: "CONSULTOR_REMOVIDO", texto: "Consultor removido" },
]);

const CPF_REPETIDO = "Este CPF já é de um consultor da empresa.";

/** A provider adds a consultant to its own company; a CPF already in the company is a 409 on `cpf`. */
export async function adicionarConsultor(tx: Tx, user: AuthUser, b: ConsultorBody) {
  await exigirPrestadora(tx, user, b.empresa, "escrita");
  // The unique (company, CPF) decides, so two simultaneous additions of one person give one row and one 409.
  const [criado] = await tx
    .insert(consultorPrestador)
    .values({
      empresaId: b.empresa,
      nome: b.nome,
      sobrenome: b.sobrenome,
      cpf: b.cpf,
      email: b.email.toLowerCase(),
      telefone: b.telefone ?? "",
    })
    .onConflictDoNothing()
    .returning({ id: consultorPrestador.id });
  if (!criado) throw new HubError(409, CPF_REPETIDO, { errors: { cpf: [CPF_REPETIDO] } });
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: b.empresa,
    acao: "CONSULTOR_ADICIONADO",
    para: nomeCompletoDe(b),
    usuarioId: user.id,
    audiencias: PRESTADOR_E_EQUIPE,
  });
  return detalharConsultor(tx, user, criado.id, "escrita");
}

/** A provider removes one of its consultants, and with it every accreditation the consultant had. */
export async function removerConsultor(tx: Tx, user: AuthUser, id: number) {
  const c = await consultorDaPrestadora(tx, user, id);
  await tx.delete(consultorPrestador).where(eq(consultorPrestador.id, id));
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: c.empresa,
    acao: "CONSULTOR_REMOVIDO",
    de: nomeCompletoDe(c),
    usuarioId: user.id,
    audiencias: PRESTADOR_E_EQUIPE,
  });
}
