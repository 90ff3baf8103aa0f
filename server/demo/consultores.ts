import "server-only";
import { and, eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { consultorPrestador, credenciamento, empresa, servico } from "../db/schema";
import { adicionarConsultor, credenciarConsultor } from "../modules/empresa";
import { PRESTADOR } from "./data/usuarios";
import { quem } from "./util";

const VERTICE = "28732778000104";

/** Vértice's consultants (prestador@hub.example's company) and the service each one's accreditation is for. */
const CONSULTORES = [
  {
    nome: "Juliana",
    sobrenome: "Farias",
    cpf: "08301661305",
    email: "juliana.farias@verticeconsultoria.com.br",
    telefone: "48991112233",
    servico: "SRV-001",
    pedido: "concedido",
  },
  {
    nome: "Marcos",
    sobrenome: "Tavares",
    cpf: "54323194897",
    email: "marcos.tavares@verticeconsultoria.com.br",
    telefone: "48992223344",
    servico: "SRV-016",
    pedido: "pendente",
  },
] as const;

/**
 * Vértice's consultants, made with the API's services: Juliana accredited for a service; Marcos's
 * accreditation asked while staff had the company's link with the service switched off, so it waits
 * (SOLICITADO) although the link is back on; asking again grants it. Needs `seedEmpresas`; what is there is kept.
 */
export async function seedConsultores(db: Conn): Promise<void> {
  const [vertice] = await db.select({ id: empresa.id }).from(empresa).where(eq(empresa.cnpj, VERTICE));
  const rafael = await quem(db, PRESTADOR);
  const agora = new Date();
  for (const { servico: codigo, pedido, ...c } of CONSULTORES) {
    const [existente] = await db
      .select({ id: consultorPrestador.id })
      .from(consultorPrestador)
      .where(and(eq(consultorPrestador.empresaId, vertice.id), eq(consultorPrestador.cpf, c.cpf)));
    if (existente) continue;
    const [s] = await db.select({ id: servico.id }).from(servico).where(eq(servico.codigo, codigo));
    const link = and(eq(credenciamento.empresaId, vertice.id), eq(credenciamento.servicoId, s.id));
    await db.transaction(async (tx) => {
      const criado = await adicionarConsultor(tx, rafael, { empresa: vertice.id, ...c });
      if (pedido === "pendente") await tx.update(credenciamento).set({ ativo: false }).where(link);
      await credenciarConsultor(tx, rafael, { consultor: criado.id, servico: s.id }, agora);
      if (pedido === "pendente") await tx.update(credenciamento).set({ ativo: true }).where(link);
    });
  }
}
