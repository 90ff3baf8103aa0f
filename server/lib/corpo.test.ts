import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PERGUNTAS } from "@/lib/regras/questionario";
import { usarApiDeTeste } from "@/tests/setup/api";
import { AVATAR_MAX_BYTES } from "@/server/modules/auth/avatar";
import { LIMITE_ANONIMO, limiteMultipart, ORCAMENTO_UPLOADS, uploadsEmCurso } from "./corpo";

// Issue 43, item 1: a body is read only once its caller is known, counted as it streams against the route's
// own limit, and what is left unread is dropped rather than kept.
const api = usarApiDeTeste();
const KB = 1024;
const MB = KB * KB;
const token: Record<string, string> = {};
beforeAll(async () => {
  for (const quem of ["cliente", "prestador"]) token[quem] = await api.login(`${quem}@hub.example`);
});

/** A body of `total` bytes that the test sees being read: what was pulled, and whether it was dropped. */
function corpoVigiado(total: number, inicio: Uint8Array = new Uint8Array(0), pedaco = 64 * KB) {
  const vigia = { lidos: 0, cancelado: false, puxado: false };
  const zeros = new Uint8Array(pedaco);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        vigia.puxado = true;
        if (vigia.lidos >= total) return controller.close();
        const parte = vigia.lidos === 0 && inicio.byteLength > 0 ? inicio : zeros;
        vigia.lidos += parte.byteLength;
        controller.enqueue(parte);
      },
      cancel() {
        vigia.cancelado = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { vigia, stream };
}

const FRONTEIRA = "corpo-teste";
const cabecaDoArquivo = (nome: string, tipo: string) =>
  new TextEncoder().encode(
    `--${FRONTEIRA}\r\ncontent-disposition: form-data; name="arquivo"; filename="${nome}"\r\ncontent-type: ${tipo}\r\n\r\n`,
  );

const enviar = (
  metodo: string,
  caminho: string,
  corpo: BodyInit,
  headers: Record<string, string> = {},
  quem?: string,
) =>
  api.app.request(`/api/hub${caminho}`, {
    method: metodo,
    headers: { ...(quem ? { authorization: `Bearer ${token[quem]}` } : {}), ...headers },
    body: corpo,
    duplex: "half",
  } as RequestInit);

const esperar = async (condicao: () => boolean, ms = 5_000) => {
  const ate = Date.now() + ms;
  while (!condicao() && Date.now() < ate) await new Promise((r) => setTimeout(r, 20));
  return condicao();
};

describe("a caller without a session", () => {
  it("has no byte of a 100 MB chunked upload read on a route that needs a session: 401 at once", async () => {
    const { vigia, stream } = corpoVigiado(100 * MB, cabecaDoArquivo("a.png", "image/png"));
    const res = await enviar("PUT", "/auth/me/avatar/", stream, {
      "content-type": `multipart/form-data; boundary=${FRONTEIRA}`,
    });
    expect(res.status).toBe(401);
    // A little of it is read and dropped after the answer, and then the connection is let go.
    expect(await esperar(() => vigia.cancelado)).toBe(true);
    expect(vigia.lidos).toBeLessThanOrEqual(LIMITE_ANONIMO + 256 * KB + 64 * KB);
  });

  it("is refused with 413 a declared length over the few KB it may send, before a byte is read", async () => {
    const { vigia, stream } = corpoVigiado(100 * MB);
    const res = await enviar("PUT", "/auth/me/avatar/", stream, {
      "content-type": `multipart/form-data; boundary=${FRONTEIRA}`,
      "content-length": String(100 * MB),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "O envio passa do limite de 16 KB." });
    expect(vigia.puxado).toBe(false);
  });

  it("sends a sign-in of a few KB at most: a larger one is refused as it streams", async () => {
    const corpo = JSON.stringify({ username: "cliente@hub.example", password: "x".repeat(20 * KB) });
    const res = await enviar("POST", "/auth/login/", corpo, { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "O envio passa do limite de 16 KB." });
    // The same body signed in is only a wrong password, read whole (1 MB for JSON).
    const logado = await enviar(
      "POST",
      "/auth/login/",
      corpo,
      { "content-type": "application/json" },
      "cliente",
    );
    expect(logado.status).toBe(400);
  });

  it("still answers an evaluation through its link as long as its questionnaire allows", async () => {
    // Every question answered at full length, in characters of 3 bytes: the largest such evaluation.
    const texto = "€".repeat(2_000);
    const respostas = Array.from({ length: MAX_PERGUNTAS }, (_, i) => ({ pergunta: i + 1, nota: 5, texto }));
    const corpo = JSON.stringify({ respostas, comentario: texto });
    expect(corpo.length).toBeGreaterThan(100 * KB);
    const res = await enviar("POST", "/avaliacao/avaliacao-link/?token=nenhum", corpo, {
      "content-type": "application/json",
    });
    // Read and checked: no such link, rather than a body too large.
    expect(res.status).toBe(404);
    // Other public routes keep the few KB.
    const assinatura = await enviar(
      "PATCH",
      "/link/assinar/contrato/1/",
      JSON.stringify({ x: "a".repeat(17 * KB) }),
      {
        "content-type": "application/json",
      },
    );
    expect(assinatura.status).toBe(413);
  });
});

describe("a signed-in upload", () => {
  it("is refused at its route's own limit while it streams, never read past it", async () => {
    // Files of 6 MB, each within the portal's file limit but past the avatar route's (its picture's cap and the
    // form's room): refused as the first one streams.
    const segundo = new TextEncoder().encode(
      `\r\n--${FRONTEIRA}\r\ncontent-disposition: form-data; name="b"; filename="b.png"\r\n\r\n`,
    );
    const vigia = { lidos: 0, cancelado: false, segundo: false };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const parte =
            vigia.lidos === 0
              ? cabecaDoArquivo("a.png", "image/png")
              : !vigia.segundo && vigia.lidos + 64 * KB >= 6 * MB
                ? ((vigia.segundo = true), segundo)
                : new Uint8Array(64 * KB);
          vigia.lidos += parte.byteLength;
          controller.enqueue(parte);
        },
        cancel() {
          vigia.cancelado = true;
        },
      },
      { highWaterMark: 0 },
    );
    const res = await enviar(
      "PUT",
      "/auth/me/avatar/",
      stream,
      { "content-type": `multipart/form-data; boundary=${FRONTEIRA}` },
      "cliente",
    );
    expect(res.status).toBe(413);
    // The avatar's route reads up to its picture's cap plus the form's room.
    const limite = limiteMultipart(1, AVATAR_MAX_BYTES);
    expect(await res.json()).toEqual({ detail: `O envio passa do limite de ${limite / MB} MB.` });
    expect(vigia.lidos).toBeLessThanOrEqual(limite + 64 * KB);
    expect(await esperar(() => vigia.cancelado)).toBe(true);
  });

  it("stores a file sent in chunks byte for byte, named for its detected type", async () => {
    // A PNG that is also a page: kept as an image, never named .html.
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    );
    const poliglota = Buffer.concat([png, Buffer.from("<html><script>alert(1)</script></html>")]);
    const corpo = Buffer.concat([
      cabecaDoArquivo("x.html", "text/html"),
      poliglota,
      Buffer.from(`\r\n--${FRONTEIRA}--\r\n`),
    ]);
    let onde = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (onde >= corpo.byteLength) return controller.close();
        controller.enqueue(corpo.subarray(onde, (onde += 13)));
      },
    });
    const res = await enviar(
      "PUT",
      "/auth/me/avatar/",
      stream,
      { "content-type": `multipart/form-data; boundary=${FRONTEIRA}` },
      "cliente",
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      nome: "x.png",
      tipo: "image/png",
      tamanho: poliglota.byteLength,
    });
    const foto = await api.app.request("/api/hub/auth/me/avatar/", {
      headers: { authorization: `Bearer ${token.cliente}` },
    });
    expect(foto.headers.get("content-disposition")).toBe(
      `attachment; filename="x.png"; filename*=UTF-8''x.png`,
    );
    const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
    expect(sha(new Uint8Array(await foto.arrayBuffer()))).toBe(sha(poliglota));
  });

  it("waits its turn past the bytes of uploads in flight: its body is not read meanwhile", async () => {
    const [empresa] = (await api.get("/empresa/", { token: token.prestador, query: {} })).body!.results;
    const [tipo] = (await api.get("/empresa/documento/tipo/", { token: token.prestador })).body!;
    // Sent in chunks, each reserves its route's whole limit (a file and a form's fields), however small it is.
    const tamanho = 100 * KB;
    const cabeca = new TextEncoder().encode(
      [
        `--${FRONTEIRA}\r\ncontent-disposition: form-data; name="empresa"\r\n\r\n${empresa.id}`,
        `--${FRONTEIRA}\r\ncontent-disposition: form-data; name="tipo"\r\n\r\n${tipo.id}`,
        `--${FRONTEIRA}\r\ncontent-disposition: form-data; name="arquivo"; filename="d.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\n%`,
      ].join("\r\n"),
    );
    const fim = new TextEncoder().encode(`\n%%EOF\r\n--${FRONTEIRA}--\r\n`);
    // Each body is held back after its first chunk until the test lets it go.
    const soltar: (() => void)[] = [];
    const envios = Array.from({ length: 5 }, () => {
      let enviados = 0;
      let solto = false;
      const vigia = { puxado: false };
      const liberar = new Promise<void>((r) => soltar.push(() => ((solto = true), r())));
      const stream = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            vigia.puxado = true;
            if (enviados === 0) {
              enviados = cabeca.byteLength;
              return controller.enqueue(cabeca);
            }
            if (!solto) await liberar;
            if (enviados >= tamanho) {
              controller.enqueue(fim);
              return controller.close();
            }
            const parte = new Uint8Array(Math.min(16 * KB, tamanho - enviados)).fill(0x20);
            enviados += parte.byteLength;
            controller.enqueue(parte);
          },
        },
        { highWaterMark: 0 },
      );
      const res = enviar(
        "POST",
        "/empresa/documento/",
        stream,
        { "content-type": `multipart/form-data; boundary=${FRONTEIRA}` },
        "prestador",
      );
      return { vigia, res };
    });
    const cabem = Math.floor(ORCAMENTO_UPLOADS / limiteMultipart(1));
    expect(await esperar(() => envios.filter((e) => e.vigia.puxado).length === cabem)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(envios.filter((e) => e.vigia.puxado).length).toBe(cabem);
    expect(uploadsEmCurso().esperando).toBe(5 - cabem);
    for (const s of soltar) s();
    expect((await Promise.all(envios.map(async (e) => (await e.res).status))).every((s) => s === 201)).toBe(
      true,
    );
    expect(uploadsEmCurso()).toEqual({ bytes: 0, esperando: 0 });
  });
});
