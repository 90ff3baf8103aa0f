import { and, eq } from "drizzle-orm";
import type { Conn } from "@/server/db/client";
import {
  modeloOferta,
  solicitacao,
  solicitacaoEmpresa,
  status,
  substatus,
  usuario,
} from "@/server/db/schema";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";

// Typed builders of test data: a test states what it needs (a request in a substatus, of these companies)
// instead of leaning on whichever demo row happens to fit. They insert through the real schema.

let sequencia = 0;

async function idPor<T extends { id: number }>(linhas: Promise<T[]>, oque: string): Promise<number> {
  const [linha] = await linhas;
  if (!linha) throw new Error(`construtores: ${oque} não encontrado`);
  return linha.id;
}

export const usuarioId = (db: Conn, email: string) =>
  idPor(db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)), `usuário ${email}`);

export const modeloOfertaId = (db: Conn, titulo: string) =>
  idPor(
    db.select({ id: modeloOferta.id }).from(modeloOferta).where(eq(modeloOferta.titulo, titulo)),
    `modelo de oferta ${titulo}`,
  );

export const substatusSolicitacaoId = (db: Conn, codigo: SubstatusSolicitacao) =>
  idPor(
    db
      .select({ id: substatus.id })
      .from(substatus)
      .innerJoin(status, eq(status.id, substatus.statusId))
      .where(and(eq(status.entidade, "solicitacao"), eq(substatus.codigo, codigo))),
    `substatus ${codigo}`,
  );

export type NovaSolicitacao = {
  empresas: number[];
  substatus?: SubstatusSolicitacao;
  modelo?: string;
  /** E-mail of who created it. */
  por?: string;
  nrosolicitacao?: string;
  valor?: string;
  objetivo?: string;
};

/** A request written straight to the database, in `substatus`, of `empresas`; answers its id. */
export async function criarSolicitacao(db: Conn, s: NovaSolicitacao): Promise<number> {
  const [{ id }] = await db
    .insert(solicitacao)
    .values({
      nrosolicitacao: s.nrosolicitacao ?? `TESTE-${++sequencia}`,
      modeloOfertaId: await modeloOfertaId(db, s.modelo ?? "Fluxo de Caixa Essencial"),
      substatusId: await substatusSolicitacaoId(db, s.substatus ?? "AGUARDANDO_ANALISE"),
      objetivo: s.objetivo ?? "Pedido criado para o teste.",
      valor: s.valor ?? "4800.00",
      usuarioId: await usuarioId(db, s.por ?? "gestor@hub.example"),
    })
    .returning({ id: solicitacao.id });
  if (s.empresas.length)
    await db
      .insert(solicitacaoEmpresa)
      .values(s.empresas.map((empresaId) => ({ solicitacaoId: id, empresaId })));
  return id;
}
