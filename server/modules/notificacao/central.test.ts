import { expect, it } from "vitest";
import { eq, max } from "drizzle-orm";
import { evento, notificacao, usuario } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarCentral } from ".";

const api = usarApiDeTeste();

it("sends a notification once to an open stream when two NOTIFYs of it arrive together", async () => {
  let avisar: (payload: string) => void = () => undefined;
  const central = criarCentral({
    db: async () => api.db,
    now: () => new Date(),
    ouvir: async (_canal, cb) => {
      avisar = cb;
      return async () => undefined;
    },
  });
  const [u] = await api.db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.email, "cliente@hub.example"));
  const [{ ultima }] = await api.db.select({ ultima: max(notificacao.id) }).from(notificacao);
  const recebidas: number[] = [];
  const parar = await central.inscrever(u.id, ultima ?? 0, (n) => recebidas.push(n.id));
  const [ev] = await api.db
    .insert(evento)
    .values({ entidade: "solicitacao", entidadeId: 1, acao: "DEVOLVER", payload: {} })
    .returning({ id: evento.id });
  const [n] = await api.db
    .insert(notificacao)
    .values({
      usuarioId: u.id,
      eventoId: ev.id,
      tipo: "solicitacao_devolvida",
      titulo: "Solicitação devolvida para ajustes",
      texto: "Teste",
      link: "/externo/cliente/solicitacoes/1",
      entidade: "solicitacao",
      entidadeId: 1,
    })
    .returning({ id: notificacao.id });
  avisar(String(u.id));
  avisar(String(u.id));
  await expect.poll(() => recebidas.length).toBeGreaterThan(0);
  // Both reads are done well within this: a second copy would be there.
  await new Promise((r) => setTimeout(r, 300));
  expect(recebidas).toEqual([n.id]);
  parar();
  await central.fechar();
});
