import { expect, it } from "vitest";
import { eq, max } from "drizzle-orm";
import { notificacao, usuario } from "@/server/db/schema";
import { gravarEvento } from "@/server/lib/evento";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarCentral } from ".";

const api = usarApiDeTeste();

/** A notification for `usuarioId` written as a delivery would, to be told of with `avisar`. */
async function notificar(usuarioId: number) {
  const eventoId = (await gravarEvento(api.db, {
    entidade: "solicitacao",
    entidadeId: 1,
    acao: "DEVOLVER",
    usuarioId: null,
    dados: { para: "DEVOLVIDA_CLIENTE" },
  }))!;
  const [n] = await api.db
    .insert(notificacao)
    .values({
      usuarioId,
      eventoId,
      tipo: "solicitacao_devolvida",
      titulo: "Solicitação devolvida para ajustes",
      texto: "Teste",
      link: "/externo/cliente/solicitacoes/1",
      entidade: "solicitacao",
      entidadeId: 1,
    })
    .returning({ id: notificacao.id });
  return n.id;
}

/**
 * A central whose NOTIFYs the test sends (`avisar`), the user `email` and the latest notification id
 * before the test's.
 */
async function centralDe(email: string) {
  let ouvinte: (payload: string) => void = () => undefined;
  const central = criarCentral({
    db: async () => api.db,
    now: () => new Date(),
    ouvir: async (_canal, cb) => {
      ouvinte = cb;
      return async () => undefined;
    },
  });
  const [u] = await api.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  const [{ ultima }] = await api.db.select({ ultima: max(notificacao.id) }).from(notificacao);
  return { central, avisar: (payload: string) => ouvinte(payload), u, ultima };
}

it("keeps sending to a user's new stream when the stream it replaced is stopped again", async () => {
  const { central, avisar, u, ultima } = await centralDe("gestor@hub.example");
  // A page's stream, closed by a navigation (its abort stops it), then the next page's stream.
  const pararAntiga = await central.inscrever(u.id, ultima ?? 0, () => undefined);
  pararAntiga();
  const recebidas: number[] = [];
  const parar = await central.inscrever(u.id, ultima ?? 0, (n) => recebidas.push(n.id));
  // The old stream's loop ends at its next heartbeat and stops it once more.
  pararAntiga();
  const id = await notificar(u.id);
  avisar(String(u.id));
  await expect.poll(() => recebidas).toEqual([id]);
  parar();
  await central.fechar();
});

it("sends a notification once to an open stream when two NOTIFYs of it arrive together", async () => {
  const { central, avisar, u, ultima } = await centralDe("cliente@hub.example");
  const recebidas: number[] = [];
  const parar = await central.inscrever(u.id, ultima ?? 0, (n) => recebidas.push(n.id));
  const id = await notificar(u.id);
  avisar(String(u.id));
  avisar(String(u.id));
  await expect.poll(() => recebidas.length).toBeGreaterThan(0);
  // Both reads are done well within this: a second copy would be there.
  await new Promise((r) => setTimeout(r, 300));
  expect(recebidas).toEqual([id]);
  parar();
  await central.fechar();
});
