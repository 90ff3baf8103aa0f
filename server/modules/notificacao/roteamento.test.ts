import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { evento, usuario } from "@/server/db/schema";
import { gravarEvento, type EventoLido } from "@/server/lib/evento";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarDiagnostico, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { notificacoesDe } from "./entrega";

const api = usarApiDeTeste();

/** Who is told what of the event `acao` on request `s`, by e-mail. */
async function avisos(s: number, acao: string, dados: Record<string, unknown>) {
  const id = (await gravarEvento(api.db, {
    entidade: "solicitacao",
    entidadeId: s,
    acao,
    usuarioId: null,
    dados,
  }))!;
  const [ev] = await api.db.select().from(evento).where(eq(evento.id, id));
  const linhas = await notificacoesDe(api.db, ev as EventoLido);
  const emails = await api.db
    .select({ id: usuario.id, email: usuario.email })
    .from(usuario)
    .where(inArray(usuario.id, linhas.length ? linhas.map((l) => l.usuarioId) : [0]));
  const emailDe = new Map(emails.map((u) => [u.id, u.email]));
  return Object.fromEntries(linhas.map((l) => [emailDe.get(l.usuarioId)!, l.texto]));
}

describe("each party reads its own step", () => {
  it("a release to a diagnostic asks the provider to accept, and tells the client what comes next", async () => {
    const s = await criarSolicitacao(api.db, {
      empresas: [await empresaId(api.db, "Sabor da Ilha")],
      substatus: "AGUARDANDO_DIAGNOSTICO",
    });
    await criarDiagnostico(api.db, {
      solicitacao: s,
      prestador: "Vértice Consultoria",
      substatus: "AGUARDANDO_ACEITE",
      nrodiagnostico: "D-TESTE-1",
      prazo: new Date(Date.now() + 86_400_000),
      dtainclusao: new Date(),
    });
    const ditos = await avisos(s, "LIBERAR", { de: "AGUARDANDO_ANALISE", para: "AGUARDANDO_DIAGNOSTICO" });
    expect(ditos["prestador@hub.example"]).toMatch(/precisa de um diagnóstico: aceite ou recuse\.$/);
    expect(ditos["cliente@hub.example"]).toMatch(/foi liberada: um prestador vai preparar o diagnóstico\.$/);
  });

  it("a finished project asks the client to evaluate, and tells staff the evaluation is what is left", async () => {
    const s = await criarSolicitacao(api.db, {
      empresas: [await empresaId(api.db, "Sabor da Ilha")],
      substatus: "AGUARDANDO_AVALIACAO",
    });
    const ditos = await avisos(s, "FINALIZAR_PROJETO", { de: "EM_EXECUCAO", para: "AGUARDANDO_AVALIACAO" });
    expect(ditos["cliente@hub.example"]).toMatch(/Conte como foi avaliando o serviço\.$/);
    expect(ditos["gestor@hub.example"]).toMatch(/falta a avaliação do cliente\.$/);
    expect(Object.values(ditos).filter((t) => t.includes("Conte como foi"))).toHaveLength(1);
  });
});
