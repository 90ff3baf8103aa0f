import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { HubError } from "./errors";
import { fileResponse, loadFile, saveFile } from "./files";

const enc = new TextEncoder();
const utf8 = (text: string) => new Uint8Array(enc.encode(text));

/** A small but well-formed PDF: header, one empty page, xref and trailer. */
function minimalPdf(): Uint8Array<ArrayBuffer> {
  const objects = [
    "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
    "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n",
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const o of objects) {
    offsets.push(body.length);
    body += o;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return utf8(body);
}

/** PNG signature followed by the IHDR chunk of a 1x1 RGBA image. */
function minimalPng(): Uint8Array<ArrayBuffer> {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const ihdrLengthAndName = [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
  const widthHeight = [0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01];
  const depthColourCompressionFilterInterlace = [0x08, 0x06, 0x00, 0x00, 0x00];
  const crc = [0x1f, 0x15, 0xc4, 0x89];
  return new Uint8Array([
    ...signature,
    ...ihdrLengthAndName,
    ...widthHeight,
    ...depthColourCompressionFilterInterlace,
    ...crc,
  ]);
}

const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

async function rejection(p: Promise<unknown>): Promise<HubError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HubError);
  return err as HubError;
}

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});

afterAll(async () => {
  await database?.close();
});

describe("saveFile / loadFile", () => {
  it("stores a real PDF with name, type, size and sha256, and loads the same bytes", async () => {
    const bytes = minimalPdf();
    const saved = await saveFile(
      database.db,
      new File([bytes], "contrato.pdf", { type: "application/pdf" }),
      {
        kind: "documento",
        usuarioId: null,
      },
    );
    expect(saved).toEqual({
      id: expect.any(Number),
      sha256: sha256(bytes),
      nome: "contrato.pdf",
      tipo: "application/pdf",
      tamanho: bytes.byteLength,
    });

    const row = await loadFile(database.db, saved.id);
    expect(row.nome).toBe("contrato.pdf");
    expect(row.tipo).toBe("application/pdf");
    expect(row.tamanho).toBe(bytes.byteLength);
    expect(row.sha256).toBe(sha256(bytes));
    expect(row.usuarioId).toBeNull();
    expect(new Uint8Array(row.bytes)).toEqual(bytes);
  });

  it("takes the type from the bytes, not from the name or the declared type", async () => {
    const bytes = minimalPng();
    // Declared as PDF, but the content is a PNG: stored as what it really is.
    const saved = await saveFile(database.db, new File([bytes], "foto.pdf", { type: "application/pdf" }), {
      kind: "documento",
      usuarioId: null,
    });
    expect(saved.tipo).toBe("image/png");
  });

  it("refuses a file named .pdf whose bytes are plain text with 422 in pt-BR", async () => {
    const file = new File([utf8("isto não é um PDF, apenas texto.\n")], "falso.pdf", {
      type: "application/pdf",
    });
    const err = await rejection(saveFile(database.db, file, { kind: "documento", usuarioId: null }));
    expect(err.status).toBe(422);
    expect(err.detail).toBe("Tipo de arquivo não aceito. Envie: PDF, PNG, JPEG.");
  });

  it("refuses an empty file with 400", async () => {
    const err = await rejection(
      saveFile(database.db, new File([], "vazio.pdf", { type: "application/pdf" }), {
        kind: "documento",
        usuarioId: null,
      }),
    );
    expect(err.status).toBe(400);
    expect(err.detail).toBe("O arquivo está vazio.");
  });

  it("refuses a file over maxBytes with 413, and accepts one exactly at the limit", async () => {
    const bytes = minimalPdf();
    const file = new File([bytes], "grande.pdf", { type: "application/pdf" });
    const err = await rejection(
      saveFile(database.db, file, { kind: "documento", usuarioId: null, maxBytes: bytes.byteLength - 1 }),
    );
    expect(err.status).toBe(413);
    expect(err.detail).toMatch(/^O arquivo passa do limite de \d+ MB\.$/);

    const ok = await saveFile(database.db, file, {
      kind: "documento",
      usuarioId: null,
      maxBytes: bytes.byteLength,
    });
    expect(ok.tamanho).toBe(bytes.byteLength);
  });

  it("refuses a PNG for kind planilha with 422 naming XLSX", async () => {
    const err = await rejection(
      saveFile(database.db, new File([minimalPng()], "dados.xlsx", { type: "image/png" }), {
        kind: "planilha",
        usuarioId: null,
      }),
    );
    expect(err.status).toBe(422);
    expect(err.detail).toBe("Tipo de arquivo não aceito. Envie: XLSX.");
  });

  it("loadFile of an unknown id is 404", async () => {
    const err = await rejection(loadFile(database.db, 987_654));
    expect(err.status).toBe(404);
    expect(err.detail).toBe("Arquivo não encontrado.");
  });
});

describe("fileResponse", () => {
  it("is an attachment with an ASCII fallback name, a UTF-8 filename*, nosniff and the exact bytes", async () => {
    const bytes = minimalPdf();
    const res = fileResponse({ nome: "relatório final.pdf", tipo: "application/pdf", bytes });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="relat_rio final.pdf"; filename*=UTF-8''relat%C3%B3rio%20final.pdf`,
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("keeps quotes and backslashes out of the quoted fallback name", () => {
    const res = fileResponse({ nome: 'a"b\\c.txt', tipo: "text/plain", bytes: utf8("x") });
    const cd = res.headers.get("Content-Disposition")!;
    expect(cd.startsWith('attachment; filename="a_b_c.txt"; ')).toBe(true);
    expect(cd).toContain(`filename*=UTF-8''${encodeURIComponent('a"b\\c.txt')}`);
  });

  it("serves a file loaded from the database byte for byte", async () => {
    const bytes = minimalPdf();
    const saved = await saveFile(database.db, new File([bytes], "ata.pdf"), {
      kind: "documento",
      usuarioId: null,
    });
    const res = fileResponse(await loadFile(database.db, saved.id));
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(bytes));
  });
});
