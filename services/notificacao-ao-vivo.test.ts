import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";

/** A stream that, on every connection, ends at once with `fim` and this reason, asking to come back in 20 ms. */
async function servidorQueEncerra(motivo: string) {
  const conexoes: number[] = [];
  const servidor = createServer((_req, res) => {
    conexoes.push(Date.now());
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.end(`retry: 20\nevent: fim\ndata: ${motivo}\n\n`);
  });
  await new Promise<void>((r) => servidor.listen(0, "127.0.0.1", r));
  return { servidor, conexoes, url: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}` };
}

let aberto: { servidor: Server; fechar: () => void } | undefined;
afterEach(() => {
  aberto?.fechar();
  aberto?.servidor.close();
  vi.unstubAllEnvs();
});

async function conexoesApos(motivo: string) {
  const { servidor, conexoes, url } = await servidorQueEncerra(motivo);
  vi.stubEnv("NEXT_PUBLIC_API_URL", url);
  const { abrirFluxo } = await import("./notificacao-ao-vivo");
  const fonte = abrirFluxo(new QueryClient());
  aberto = { servidor, fechar: () => fonte.close() };
  await new Promise((r) => setTimeout(r, 400));
  return conexoes.length;
}

describe("the live stream's end", () => {
  it("stays closed when the server ends it because the session ended", async () => {
    expect(await conexoesApos("sessao")).toBe(1);
  });

  it("comes back when the server ends it for another reason (a restart)", async () => {
    expect(await conexoesApos("servidor")).toBeGreaterThan(1);
  });
});

describe("a notification on the stream", () => {
  it("makes stale every read of a project it is about: staff's, the parties' and its invoices", async () => {
    const nota = { entidade: "nota", titulo: "Nota enviada", texto: "O prestador enviou a Nota 1." };
    const servidor = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(`event: antiga\ndata: ${JSON.stringify(nota)}\n\n`);
    });
    await new Promise<void>((r) => servidor.listen(0, "127.0.0.1", r));
    vi.stubEnv("NEXT_PUBLIC_API_URL", `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`);
    const { abrirFluxo } = await import("./notificacao-ao-vivo");
    const { projetoKeys } = await import("./projeto");
    const client = new QueryClient();
    const chaves = [projetoKeys.detail(7), projetoKeys.externo(7), projetoKeys.notas(7)];
    for (const chave of chaves) client.setQueryData(chave, {});
    const fonte = abrirFluxo(client);
    aberto = { servidor, fechar: () => fonte.close() };
    await vi.waitFor(() => {
      for (const chave of chaves)
        expect(client.getQueryState(chave)?.isInvalidated, String(chave)).toBe(true);
    });
  });
});
