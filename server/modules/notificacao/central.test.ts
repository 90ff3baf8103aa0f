import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { eq, max } from "drizzle-orm";
import { notificacao, token, usuario } from "@/server/db/schema";
import { gravarEvento } from "@/server/lib/evento";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarCentral, type MotivoFim } from ".";

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

/** A session of `usuarioId` (a token row), live for `ms`. */
async function sessao(usuarioId: number, ms = 3_600_000) {
  const [t] = await api.db
    .insert(token)
    .values({ usuarioId, hash: randomBytes(32).toString("hex"), expiraEm: new Date(Date.now() + ms) })
    .returning({ id: token.id });
  return t.id;
}

/**
 * A central whose NOTIFYs the test sends (`avisar` on the notifications' channel, `encerrar` on the
 * sessions'), the user `email` with a session, the latest notification id before the test's, and `abrir`:
 * a stream of that user that collects what it gets and why it ended.
 */
async function centralDe(email: string) {
  const ouvintes = new Map<string, (payload: string) => void>();
  const central = criarCentral({
    db: async () => api.db,
    now: () => new Date(),
    ouvir: async (canal, cb) => {
      ouvintes.set(canal, cb);
      return async () => undefined;
    },
  });
  const [u] = await api.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email));
  const tokenId = await sessao(u.id);
  const [{ ultima }] = await api.db.select({ ultima: max(notificacao.id) }).from(notificacao);
  const abrir = async (opcoes: { tokenId?: number; desde?: number } = {}) => {
    const recebidas: number[] = [];
    const fins: MotivoFim[] = [];
    const parar = await central.inscrever({
      usuarioId: u.id,
      tokenId: opcoes.tokenId ?? tokenId,
      desde: opcoes.desde ?? ultima ?? 0,
      enviar: (n) => recebidas.push(n.id),
      encerrar: (motivo) => fins.push(motivo),
    });
    return { recebidas, fins, parar };
  };
  return {
    central,
    avisar: (payload: string) => ouvintes.get("hub_notificacao")!(payload),
    encerrar: (payload: string) => ouvintes.get("hub_sessao")!(payload),
    u,
    tokenId,
    ultima,
    abrir,
  };
}

it("keeps sending to a user's new stream when the stream it replaced is stopped again", async () => {
  const { central, avisar, u, abrir } = await centralDe("gestor@hub.example");
  // A page's stream, closed by a navigation (its abort stops it), then the next page's stream.
  const antiga = await abrir();
  antiga.parar();
  const nova = await abrir();
  // The old stream's loop ends at its next heartbeat and stops it once more.
  antiga.parar();
  const id = await notificar(u.id);
  avisar(String(u.id));
  await expect.poll(() => nova.recebidas).toEqual([id]);
  nova.parar();
  await central.fechar();
});

it("sends a notification once to an open stream when two NOTIFYs of it arrive together", async () => {
  const { central, avisar, u, abrir } = await centralDe("cliente@hub.example");
  const aberto = await abrir();
  const id = await notificar(u.id);
  avisar(String(u.id));
  avisar(String(u.id));
  await expect.poll(() => aberto.recebidas.length).toBeGreaterThan(0);
  // Both reads are done well within this: a second copy would be there.
  await new Promise((r) => setTimeout(r, 300));
  expect(aberto.recebidas).toEqual([id]);
  aberto.parar();
  await central.fechar();
});

it("opens a user's 100 streams with two queries each, keeping the 10 newest and telling the others why", async () => {
  const { central, avisar, u, abrir } = await centralDe("consultor@hub.example");
  const streams: Awaited<ReturnType<typeof abrir>>[] = [];
  // Once every stream is read for on each opening, these were 5,050 reads (100 × 101 / 2).
  const consultas = await api.consultasDe(async () => {
    for (let i = 0; i < 100; i++) streams.push(await abrir());
  });
  // Its session, and its catch-up.
  expect(consultas).toHaveLength(200);
  expect(streams.slice(0, 90).map((s) => s.fins)).toEqual(Array(90).fill(["limite"]));
  expect(streams.slice(90).map((s) => s.fins)).toEqual(Array(10).fill([]));
  // A notification reaches the ten with one read: they are all at the same place.
  const id = await notificar(u.id);
  const lidas = await api.consultasDe(async () => {
    avisar(String(u.id));
    await expect.poll(() => streams.slice(90).every((s) => s.recebidas.length === 1)).toBe(true);
  });
  expect(lidas).toHaveLength(1);
  expect(streams.flatMap((s) => s.recebidas)).toEqual(Array(10).fill(id));
  await central.fechar();
  expect(streams.slice(90).map((s) => s.fins)).toEqual(Array(10).fill(["servidor"]));
});

it("ends the streams of a session revoked, or of all of a user's, and only those", async () => {
  const { central, encerrar, u, abrir } = await centralDe("coordenador@hub.example");
  const outra = await sessao(u.id);
  const [desta, dela] = [await abrir(), await abrir({ tokenId: outra })];
  encerrar(`t${outra}`);
  expect([desta.fins, dela.fins]).toEqual([[], ["sessao"]]);
  encerrar(`u${u.id}`);
  expect([desta.fins, dela.fins]).toEqual([["sessao"], ["sessao"]]);
  // Stopped afterwards by its route, as each is: nothing happens twice.
  desta.parar();
  encerrar(`u${u.id}`);
  expect(desta.fins).toEqual(["sessao"]);
  await central.fechar();
});

it("ends at once a stream whose session was revoked before it was counted (the NOTIFY found nothing)", async () => {
  const { central, u, tokenId, abrir } = await centralDe("helena.prado@hub.example");
  await api.db.update(token).set({ revogadoEm: new Date() }).where(eq(token.id, tokenId));
  const aberto = await abrir();
  expect(aberto.fins).toEqual(["sessao"]);
  await notificar(u.id);
  expect(aberto.recebidas).toEqual([]);
  await central.fechar();
});

it("checks every open stream's session when the sessions' listening connection is back", async () => {
  const { central, encerrar, u, tokenId, abrir } = await centralDe("larissa.bauer@hub.example");
  const viva = await sessao(u.id);
  const [revogada, outra] = [await abrir(), await abrir({ tokenId: viva })];
  // Revoked while the connection was down: its NOTIFY never came.
  await api.db.update(token).set({ revogadoEm: new Date() }).where(eq(token.id, tokenId));
  encerrar("");
  await expect.poll(() => revogada.fins).toEqual(["sessao"]);
  expect(outra.fins).toEqual([]);
  await central.fechar();
});

it("ends a stream when its session expires", async () => {
  const { central, u, abrir } = await centralDe("gustavo.schneider@hub.example");
  const aberto = await abrir({ tokenId: await sessao(u.id, 400) });
  expect(aberto.fins).toEqual([]);
  await expect.poll(() => aberto.fins, { timeout: 3_000 }).toEqual(["sessao"]);
  await central.fechar();
});
