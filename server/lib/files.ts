import "server-only";
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { arquivo } from "../db/schema";
import { MAX_ARQUIVO_BYTES, TIPOS_ARQUIVO, type TipoArquivo } from "@/lib/regras/arquivo";
import { HubError, notFound } from "./errors";

/** A stored file as the API shows it; the bytes come from the route that serves it. */
export const ArquivoSchema = z
  .object({ id: z.number().int(), nome: z.string(), tipo: z.string(), tamanho: z.number().int() })
  .openapi("Arquivo");

export const MAX_FILE_BYTES = MAX_ARQUIVO_BYTES;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const TYPE_LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WEBP",
  "application/xml": "XML",
  [XLSX]: "XLSX",
};

/** The extensions of each type the portal stores, the one it names a file with first. */
const EXTENSOES: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
  "application/xml": ["xml"],
  [XLSX]: ["xlsx"],
};

/**
 * Types whose files are smaller than the file limit: the only XML the portal takes is an NF-e, whose message
 * SEFAZ caps at 500 KB (its authorisation protocol adds a few KB), so an XML of megabytes is no invoice.
 */
const MAX_POR_TIPO: Record<string, number> = { "application/xml": 1024 * 1024 };

export const FILE_KINDS = TIPOS_ARQUIVO;
export type FileKind = TipoArquivo;

const sizeLabel = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * `nome` ending in the extension of `tipo`, the type read from the file's bytes: a PNG sent as `x.html` is
 * `x.png`, so a downloaded copy opens as what it is, never as a page. A type without known extensions keeps it.
 */
export function nomeDoTipo(nome: string, tipo: string): string {
  const extensoes = EXTENSOES[tipo];
  if (!extensoes) return nome;
  const ponto = nome.lastIndexOf(".");
  if (ponto > 0 && extensoes.includes(nome.slice(ponto + 1).toLowerCase())) return nome;
  const base = (ponto > 0 ? nome.slice(0, ponto) : nome).trim() || "arquivo";
  return `${base.slice(0, 250)}.${extensoes[0]}`;
}

/**
 * A file of an upload as the form parser read it: its bytes are the one array the parser filled, handed to
 * the database as they are (a File of the platform would copy them in, and copy them out again to be stored).
 */
export class ArquivoRecebido extends File {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>, nome: string, tipo: string) {
    super([], nome, { type: tipo });
    this.#bytes = bytes;
    Object.defineProperty(this, "size", { value: bytes.byteLength });
  }
  /** The bytes themselves, not a copy: read them, never change them. */
  get conteudo(): Uint8Array<ArrayBuffer> {
    return this.#bytes;
  }
  override async arrayBuffer() {
    return this.#bytes.slice().buffer;
  }
  override async bytes() {
    return this.#bytes.slice();
  }
  override async text() {
    return new TextDecoder().decode(this.#bytes);
  }
  override stream() {
    return new Blob([this.#bytes]).stream();
  }
  override slice(inicio?: number, fim?: number, tipo?: string) {
    return new Blob([this.#bytes]).slice(inicio, fim, tipo);
  }
}

const bytesDe = async (file: File) =>
  file instanceof ArquivoRecebido ? file.conteudo : new Uint8Array(await file.arrayBuffer());

/** A form's parts and their headers: more than these is no form of the portal's. */
const MAX_PARTES = 100;
const MAX_CABECALHOS = 8 * 1024;
/** The text fields of one form together (its files apart): the JSON limit. */
const MAX_TEXTO = 1024 * 1024;

const malformado = (motivo: string) => new HubError(400, `O formulário enviado está malformado: ${motivo}.`);

/** A quoted parameter of a part's Content-Disposition, as browsers write it (WHATWG: `"` sent as %22). */
function parametro(disposicao: string, nome: string): string | undefined {
  const achado = new RegExp(`;\\s*${nome}="([^"]*)"`, "i").exec(disposicao);
  return achado?.[1].replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}

/**
 * Reads a multipart/form-data body as it streams, into the form Hono's validator takes: each text field as a
 * string, each file as an ArquivoRecebido whose bytes are gathered once. Nothing else of the body is kept (the
 * caller's limit counts it as it comes, server/lib/corpo.ts), and the stream is never cancelled: what is left
 * of a broken form is the connection's to drop after the answer.
 */
export async function lerFormulario(
  corpo: ReadableStream<Uint8Array>,
  contentType: string,
): Promise<FormData> {
  const fronteira = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  if (!fronteira) throw malformado("falta a fronteira (boundary) das partes");
  // Every delimiter but the first follows a line break; the body is read as if one came before it too.
  const delimitador = Buffer.from(`\r\n--${fronteira[1] ?? fronteira[2]}`);
  const form = new FormData();
  let resto: Buffer = Buffer.from("\r\n");
  // Changed by avancar(), which the reading loop calls: typed so, not narrowed to its first value.
  let estado = "preambulo" as "preambulo" | "aposDelimitador" | "cabecalhos" | "conteudo" | "fim";
  let parte: { nome: string; arquivo?: string; tipo: string; pedacos: Buffer[]; tamanho: number } | null =
    null;
  let partes = 0;
  let texto = 0;

  const guardar = (pedaco: Buffer) => {
    if (!parte || pedaco.byteLength === 0) return;
    parte.tamanho += pedaco.byteLength;
    if (parte.arquivo === undefined && (texto += pedaco.byteLength) > MAX_TEXTO)
      throw new HubError(413, `Os campos de texto do formulário passam de ${sizeLabel(MAX_TEXTO)}.`);
    // No route takes a file past the file limit: one is refused there, not gathered to the form's.
    if (parte.arquivo !== undefined && parte.tamanho > MAX_FILE_BYTES)
      throw new HubError(413, `O arquivo passa do limite de ${sizeLabel(MAX_FILE_BYTES)}.`);
    parte.pedacos.push(pedaco);
  };
  const fecharParte = () => {
    if (!parte) return;
    const bytes = new Uint8Array(parte.tamanho);
    let onde = 0;
    for (const p of parte.pedacos) {
      bytes.set(p, onde);
      onde += p.byteLength;
    }
    parte.pedacos = [];
    if (parte.arquivo === undefined) form.append(parte.nome, new TextDecoder().decode(bytes));
    else form.append(parte.nome, new ArquivoRecebido(bytes, parte.arquivo, parte.tipo));
    parte = null;
  };
  const cabecalhos = (bloco: string) => {
    if (++partes > MAX_PARTES) throw malformado(`mais de ${MAX_PARTES} partes`);
    const linhas = bloco.split("\r\n");
    const valor = (nome: string) =>
      linhas
        .find((l) => l.toLowerCase().startsWith(`${nome}:`))
        ?.slice(nome.length + 1)
        .trim();
    const disposicao = valor("content-disposition");
    const nome = disposicao && /^form-data\b/i.test(disposicao) ? parametro(disposicao, "name") : undefined;
    if (nome === undefined) throw malformado("uma parte não diz o nome do seu campo");
    const arquivo = parametro(disposicao!, "filename");
    parte = { nome, arquivo, tipo: valor("content-type") ?? "", pedacos: [], tamanho: 0 };
  };

  /** Consumes what `resto` holds as far as it can; false when it needs more bytes. */
  const avancar = (): boolean => {
    switch (estado) {
      case "preambulo":
      case "conteudo": {
        const onde = resto.indexOf(delimitador);
        if (onde < 0) {
          // The end of what came may be the start of a delimiter: it waits for the next chunk.
          const seguro = Math.max(0, resto.byteLength - (delimitador.byteLength - 1));
          if (estado === "conteudo") guardar(resto.subarray(0, seguro));
          resto = resto.subarray(seguro);
          return false;
        }
        if (estado === "conteudo") {
          guardar(resto.subarray(0, onde));
          fecharParte();
        }
        resto = resto.subarray(onde + delimitador.byteLength);
        estado = "aposDelimitador";
        return true;
      }
      case "aposDelimitador": {
        // The delimiter's line may carry spaces before its line break (RFC 2046's transport padding).
        const quebra = resto.indexOf("\r\n");
        if (resto.subarray(0, 2).toString("latin1") === "--") {
          estado = "fim";
          return true;
        }
        if (quebra < 0) {
          if (resto.byteLength > 64) throw malformado("uma fronteira não termina a linha");
          return false;
        }
        if (resto.subarray(0, quebra).toString("latin1").trim() !== "")
          throw malformado("uma fronteira não termina a linha");
        resto = resto.subarray(quebra + 2);
        estado = "cabecalhos";
        return true;
      }
      case "cabecalhos": {
        const fim = resto.indexOf("\r\n\r\n");
        if (fim < 0) {
          if (resto.byteLength > MAX_CABECALHOS)
            throw malformado("os cabeçalhos de uma parte são longos demais");
          return false;
        }
        cabecalhos(resto.subarray(0, fim).toString("utf8"));
        resto = resto.subarray(fim + 4);
        estado = "conteudo";
        return true;
      }
      case "fim":
        // What follows the last delimiter (the epilogue) is read and dropped.
        resto = Buffer.alloc(0);
        return false;
    }
  };

  const leitor = corpo.getReader();
  try {
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) break;
      const pedaco = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      resto = resto.byteLength === 0 ? pedaco : Buffer.concat([resto, pedaco]);
      while (avancar());
    }
  } finally {
    leitor.releaseLock();
  }
  if (estado !== "fim") throw malformado("o envio terminou antes da última fronteira");
  return form;
}

/**
 * Stores an uploaded file after checking its size and its real type, read from its bytes:
 * a renamed executable does not pass as a PDF because the client said so.
 */
export async function saveFile(
  conn: Conn,
  file: File,
  opts: { kind: FileKind | readonly FileKind[]; usuarioId: number | null; maxBytes?: number },
) {
  const maxBytes = opts.maxBytes ?? MAX_FILE_BYTES;
  if (file.size === 0) throw new HubError(400, "O arquivo está vazio.");
  if (file.size > maxBytes) throw new HubError(413, `O arquivo passa do limite de ${sizeLabel(maxBytes)}.`);
  const bytes = await bytesDe(file);
  const detected = await fileTypeFromBuffer(bytes);
  // A tender's document may accept several kinds (a PDF or an image): the union of theirs.
  const allowed: readonly string[] = [
    ...new Set((typeof opts.kind === "string" ? [opts.kind] : opts.kind).flatMap((k) => FILE_KINDS[k])),
  ];
  if (!detected || !allowed.includes(detected.mime))
    throw new HubError(
      422,
      `Tipo de arquivo não aceito. Envie: ${allowed.map((m) => TYPE_LABELS[m]).join(", ")}.`,
    );
  const maxDoTipo = MAX_POR_TIPO[detected.mime];
  if (maxDoTipo !== undefined && bytes.byteLength > maxDoTipo)
    throw new HubError(
      413,
      `Um arquivo ${TYPE_LABELS[detected.mime]} passa do limite de ${sizeLabel(maxDoTipo)}.`,
    );
  const [row] = await conn
    .insert(arquivo)
    .values({
      nome: nomeDoTipo(file.name.slice(0, 255), detected.mime),
      tipo: detected.mime,
      tamanho: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
      usuarioId: opts.usuarioId,
    })
    .returning({
      id: arquivo.id,
      nome: arquivo.nome,
      tipo: arquivo.tipo,
      tamanho: arquivo.tamanho,
      sha256: arquivo.sha256,
    });
  return row;
}

/** Stores a file the server made itself (a contract, a receipt): its type is known, so nothing to check. */
export async function saveGenerated(
  conn: Conn,
  f: { nome: string; tipo: string; bytes: Uint8Array; usuarioId: number | null; now?: Date },
) {
  const sha256 = createHash("sha256").update(f.bytes).digest("hex");
  const [row] = await conn
    .insert(arquivo)
    .values({
      nome: f.nome,
      tipo: f.tipo,
      tamanho: f.bytes.byteLength,
      sha256,
      bytes: f.bytes,
      usuarioId: f.usuarioId,
      ...(f.now && { dtainclusao: f.now }),
    })
    .returning({ id: arquivo.id });
  return { id: row.id, sha256 };
}

export async function loadFile(conn: Conn, id: number) {
  const [row] = await conn.select().from(arquivo).where(eq(arquivo.id, id));
  if (!row) throw notFound("Arquivo não encontrado.");
  return row;
}

/**
 * The headers of a download of a file named `nome` of type `tipo`: always an attachment, so a stored HTML or SVG
 * never renders in the portal's origin, and named with its type's extension (nomeDoTipo), so a copy saved from
 * it never opens as a page either, whatever name it was sent with (files stored before names were fixed too).
 */
export function downloadHeaders(nome: string, tipo: string): Record<string, string> {
  const certo = nomeDoTipo(nome, tipo);
  const ascii = certo.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return {
    "Content-Type": tipo,
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(certo)}`,
    "X-Content-Type-Options": "nosniff",
  };
}

/** A stored file's download response. */
export function fileResponse(file: { nome: string; tipo: string; bytes: Uint8Array }) {
  return new Response(Buffer.from(file.bytes), {
    headers: {
      ...downloadHeaders(file.nome, file.tipo),
      "Content-Length": String(file.bytes.byteLength),
    },
  });
}
