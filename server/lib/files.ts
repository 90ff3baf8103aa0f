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

const TYPE_LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WEBP",
  "application/xml": "XML",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
};

export const FILE_KINDS = TIPOS_ARQUIVO;
export type FileKind = TipoArquivo;

const sizeLabel = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Stores an uploaded file after checking its size and its real type, read from its bytes:
 * a renamed executable does not pass as a PDF because the client said so.
 */
export async function saveFile(
  conn: Conn,
  file: File,
  opts: { kind: FileKind; usuarioId: number | null; maxBytes?: number },
) {
  const maxBytes = opts.maxBytes ?? MAX_FILE_BYTES;
  if (file.size === 0) throw new HubError(400, "O arquivo está vazio.");
  if (file.size > maxBytes) throw new HubError(413, `O arquivo passa do limite de ${sizeLabel(maxBytes)}.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const allowed: readonly string[] = FILE_KINDS[opts.kind];
  if (!detected || !allowed.includes(detected.mime))
    throw new HubError(
      422,
      `Tipo de arquivo não aceito. Envie: ${allowed.map((m) => TYPE_LABELS[m]).join(", ")}.`,
    );
  const [row] = await conn
    .insert(arquivo)
    .values({
      nome: file.name.slice(0, 255) || `arquivo.${detected.ext}`,
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

/** The headers of a download named `nome`: always an attachment, so a stored HTML or SVG never renders in the portal's origin. */
export function downloadHeaders(nome: string, tipo: string): Record<string, string> {
  const ascii = nome.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return {
    "Content-Type": tipo,
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`,
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
