import "server-only";
import type { Context, MiddlewareHandler } from "hono";
import { baseRoutePath, routePath } from "hono/route";
import { MAX_ARQUIVO_BYTES, MAX_ARQUIVOS } from "@/lib/regras/arquivo";
import { MAX_PERGUNTAS } from "@/lib/regras/questionario";
import type { HubEnv } from "./context";
import { HubError } from "./errors";
import { lerFormulario } from "./files";

const KB = 1024;
const MB = KB * KB;

/** A JSON body (or any other that is not a file upload) is small; more than this is not a form. */
export const LIMITE_JSON = MB;

/**
 * What a caller without a session may send: a sign-in, a link's signature or payment are a few hundred bytes.
 * A route that needs a session answers 401 before reading a byte of it.
 */
export const LIMITE_ANONIMO = 16 * KB;

/**
 * Public routes whose bodies are larger than LIMITE_ANONIMO, by "METHOD path" under the API's base: an
 * evaluation through its link carries one answer per question (up to MAX_PERGUNTAS) and a comment, each text up
 * to 2,000 characters of up to 3 bytes in UTF-8.
 */
const ANONIMOS_MAIORES: Readonly<Record<string, number>> = {
  "POST /avaliacao/avaliacao-link/": (MAX_PERGUNTAS + 1) * (2_000 * 3 + 100),
};

/** An upload of `arquivos` files at `porArquivo` bytes each, plus room for the other fields of the form. */
export const limiteMultipart = (arquivos: number, porArquivo = MAX_ARQUIVO_BYTES) =>
  arquivos * porArquivo + MB;

/**
 * Uploads being read and stored at once hold at most about this many bytes of files: past it, the next one
 * waits its turn before its body is read (it stays in the socket meanwhile). Each reserves its declared length,
 * or its route's limit when it comes in chunks; one larger than all of it goes alone.
 */
export const ORCAMENTO_UPLOADS = 32 * MB;

/** A body left unread (a 401 before it, a 413 at its limit) is read and dropped up to this much… */
const DRENAR_ATE = 256 * KB;
/** …and past it the connection is closed this long after the answer, once the caller has had time to read it. */
const FECHAR_APOS_MS = 2_000;

const excede = (limite: number) =>
  new HubError(
    413,
    `O envio passa do limite de ${limite < MB ? `${Math.round(limite / KB)} KB` : `${Math.round(limite / MB)} MB`}.`,
  );

/** A call's body as the API reads it: counted while it streams, never held whole by the counting. */
type Medidor = {
  limite: number;
  lidos: number;
  /** The caller sent it all and the API read it to its end. */
  fim: boolean;
  /** It passed its limit while being read. */
  excedeu: boolean;
  /** The caller's own stream, to drop what is left of it. */
  origem: ReadableStreamDefaultReader<Uint8Array>;
};
const medidores = new WeakMap<Context, Medidor>();

const declarado = (c: Context) => {
  const n = Number(c.req.header("content-length"));
  return c.req.header("transfer-encoding") || !Number.isFinite(n) ? undefined : n;
};
const ehMultipart = (c: Context) =>
  c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data") ?? false;

/**
 * Puts the call's body behind a counter: whoever reads it (a validator, the form parser) pulls it chunk by
 * chunk from the caller's connection, and the chunk that passes the limit ends it with a 413.
 */
function medir(c: Context<HubEnv>, limite: number): Medidor {
  const origem = c.req.raw.body!.getReader();
  const m: Medidor = { limite, lidos: 0, fim: false, excedeu: false, origem };
  const contado = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await origem.read();
        if (done) {
          m.fim = true;
          controller.close();
          return;
        }
        m.lidos += value.byteLength;
        if (m.lidos > m.limite) {
          m.excedeu = true;
          controller.error(excede(m.limite));
          return;
        }
        controller.enqueue(value);
      },
      // Dropping the rest is descartar's, after the answer: cancelling the caller's stream now would close
      // the connection before the answer is written.
      cancel: () => undefined,
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(c.req.raw, { body: contado, duplex: "half" } as RequestInit);
  medidores.set(c, m);
  return m;
}

/**
 * What is left of a body nobody read: a small rest is read and dropped, so the connection serves the caller's
 * next call; a large one is left where it is and the connection closed a while after the answer (closing at
 * once could reset it before the caller reads the answer).
 */
function descartar(m: Medidor, declarado: number | undefined) {
  const fechar = () => {
    setTimeout(() => void m.origem.cancel().catch(() => undefined), FECHAR_APOS_MS).unref?.();
  };
  if (m.fim) return;
  if (m.excedeu || (declarado ?? 0) > DRENAR_ATE) return fechar();
  void (async () => {
    let drenados = 0;
    while (drenados <= DRENAR_ATE) {
      const { done, value } = await m.origem.read();
      if (done) return;
      drenados += value.byteLength;
    }
    fechar();
  })().catch(() => undefined);
}

const anonimoMaior = (c: Context) => {
  const rota = routePath(c, -1).slice(baseRoutePath(c, -1).replace(/\/$/, "").length);
  return ANONIMOS_MAIORES[`${c.req.method} ${rota}`];
};

/**
 * Every call's body limit, set once the session is known (app.ts resolves the token first): a caller without a
 * session may send LIMITE_ANONIMO (or the few public routes' own, ANONIMOS_MAIORES), a signed-in one 1 MB of
 * JSON or the largest upload any route takes, which the route then narrows (limitarCorpo). A Content-Length
 * over the limit is refused before a byte is read; a chunked body is counted as it is read, and refused at the
 * chunk that passes it. What the call leaves unread is dropped, not kept.
 */
export const limitarCorpoPorTipo: MiddlewareHandler<HubEnv> = async (c, next) => {
  if (!c.req.raw.body) return next();
  const limite = !c.get("user")
    ? (anonimoMaior(c) ?? LIMITE_ANONIMO)
    : ehMultipart(c)
      ? limiteMultipart(MAX_ARQUIVOS)
      : LIMITE_JSON;
  const tamanho = declarado(c);
  const m = medir(c, limite);
  if (tamanho !== undefined && tamanho > limite) {
    m.excedeu = true;
    descartar(m, tamanho);
    const erro = excede(limite);
    return c.json(erro.body, erro.status);
  }
  await next();
  if (m.excedeu) {
    // The reader that met the limit may have said it its own way (a malformed JSON, a broken form).
    const erro = excede(m.limite);
    c.res = undefined;
    c.res = c.json(erro.body, erro.status);
  }
  descartar(m, tamanho);
};

let emUso = 0;
const fila: { bytes: number; entrar: () => void }[] = [];

/** Waits until `bytes` more of uploads fit in ORCAMENTO_UPLOADS (at once when none is running); gives them back. */
async function reservar(bytes: number): Promise<() => void> {
  const parte = Math.min(bytes, ORCAMENTO_UPLOADS);
  if (fila.length > 0 || (emUso > 0 && emUso + parte > ORCAMENTO_UPLOADS))
    await new Promise<void>((entrar) => fila.push({ bytes: parte, entrar }));
  else emUso += parte;
  return () => {
    emUso -= parte;
    while (fila.length > 0 && (emUso === 0 || emUso + fila[0].bytes <= ORCAMENTO_UPLOADS)) {
      const proximo = fila.shift()!;
      emUso += proximo.bytes;
      proximo.entrar();
    }
  };
}

/** Uploads in flight now, in bytes reserved and calls waiting (the tests look). */
export const uploadsEmCurso = () => ({ bytes: emUso, esperando: fila.length });

/**
 * A route's own limit (an upload route's: limiteMultipart of the files it takes), checked after its permission
 * so a caller without one never has a byte read. A form is parsed here as it streams (files.ts lerFormulario),
 * its files kept once each, when its turn among the uploads in flight comes (ORCAMENTO_UPLOADS).
 */
export const limitarCorpo =
  (bytes: number): MiddlewareHandler<HubEnv> =>
  async (c, next) => {
    if (!c.req.raw.body) return next();
    const m = medidores.get(c) ?? medir(c, bytes);
    m.limite = Math.min(m.limite, bytes);
    const tamanho = declarado(c);
    if (tamanho !== undefined && tamanho > m.limite) {
      m.excedeu = true;
      throw excede(m.limite);
    }
    if (!ehMultipart(c)) return next();
    const devolver = await reservar(tamanho ?? m.limite);
    try {
      // Hono's form validator takes a form already read from here, instead of buffering the body twice.
      const req = c.req as unknown as { bodyCache: { formData?: Promise<FormData> } };
      req.bodyCache.formData = lerFormulario(c.req.raw.body!, c.req.header("content-type")!);
      req.bodyCache.formData.catch(() => undefined);
      await next();
    } finally {
      devolver();
    }
  };
