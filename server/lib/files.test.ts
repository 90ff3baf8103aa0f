import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { HubError } from "./errors";
import { ArquivoRecebido, fileResponse, lerFormulario, loadFile, nomeDoTipo, saveFile } from "./files";

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

describe("lerFormulario", () => {
  /** A form as the platform encodes it (boundary, escapes, part headers), its bytes and its Content-Type. */
  async function codificado(form: FormData) {
    const res = new Response(form);
    return {
      bytes: new Uint8Array(await res.arrayBuffer()),
      tipo: res.headers.get("content-type")!,
    };
  }
  /** `bytes` as a stream of chunks of `tamanho` bytes. */
  const emPedacos = (bytes: Uint8Array, tamanho: number) => {
    let onde = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (onde >= bytes.byteLength) return controller.close();
        controller.enqueue(bytes.slice(onde, (onde += tamanho)));
      },
    });
  };
  const entradas = async (form: FormData) =>
    Promise.all(
      [...form.entries()].map(async ([nome, v]) =>
        typeof v === "string"
          ? [nome, v]
          : [nome, v.name, v.type, v.size, sha256(new Uint8Array(await v.arrayBuffer()))],
      ),
    );

  it("reads fields and files as the platform's parser does, however the body is cut into chunks", async () => {
    const grande = new Uint8Array(40_000).map((_, i) => (i * 31) % 251);
    // Bytes of the delimiter's own shape inside a file must not end it.
    const traicoeiro = utf8("\r\n--nao-e-a-fronteira\r\n--\r\n");
    const form = new FormData();
    form.append("empresa", "12");
    form.append("texto", "Relatório de ação — ç ã\r\ncom quebra");
    form.append("arquivo", new File([grande], 'relatório "final".pdf', { type: "application/pdf" }));
    form.append("arquivo", new File([traicoeiro], "b.txt", { type: "text/plain" }));
    form.append("vazio", new File([], "", { type: "application/octet-stream" }));
    const { bytes, tipo } = await codificado(form);
    const esperado = await entradas(
      await new Response(bytes, { headers: { "content-type": tipo } }).formData(),
    );
    for (const tamanho of [1, 7, 64, 1000, 65_536, bytes.byteLength]) {
      const lido = await lerFormulario(emPedacos(bytes, tamanho), tipo);
      expect(await entradas(lido)).toEqual(esperado);
    }
    expect(esperado[2]).toEqual([
      "arquivo",
      'relatório "final".pdf',
      "application/pdf",
      40_000,
      sha256(grande),
    ]);
  });

  it("keeps each file's bytes once: the file hands its own array to saveFile, which stores them as sent", async () => {
    const form = new FormData();
    form.append("arquivo", new File([minimalPdf()], "ata.pdf", { type: "application/pdf" }));
    const { bytes, tipo } = await codificado(form);
    const arquivo = (await lerFormulario(emPedacos(bytes, 100), tipo)).get("arquivo");
    expect(arquivo).toBeInstanceOf(ArquivoRecebido);
    expect(arquivo).toBeInstanceOf(File);
    const recebido = arquivo as ArquivoRecebido;
    expect(recebido.conteudo).toBe(recebido.conteudo);
    expect(recebido.size).toBe(minimalPdf().byteLength);
    expect(await recebido.text()).toBe(new TextDecoder().decode(minimalPdf()));
    const salvo = await saveFile(database.db, recebido, { kind: "pdf", usuarioId: null });
    expect(salvo.sha256).toBe(sha256(minimalPdf()));
  });

  it("refuses a broken form with 400 and text fields over 1 MB with 413, in pt-BR", async () => {
    const form = new FormData();
    form.append("a", "1");
    const { bytes, tipo } = await codificado(form);
    const cortado = await rejection(lerFormulario(emPedacos(bytes.slice(0, -10), 64), tipo));
    expect([cortado.status, cortado.detail]).toEqual([
      400,
      "O formulário enviado está malformado: o envio terminou antes da última fronteira.",
    ]);
    expect((await rejection(lerFormulario(emPedacos(bytes, 64), "multipart/form-data"))).status).toBe(400);
    const cabecalhos = utf8(
      `--x\r\ncontent-disposition: form-data; name="a"\r\nx-longo: ${"a".repeat(9000)}`,
    );
    expect(
      (await rejection(lerFormulario(emPedacos(cabecalhos, 512), "multipart/form-data; boundary=x"))).status,
    ).toBe(400);
    const longo = new FormData();
    longo.append("texto", "a".repeat(1024 * 1024 + 1));
    const enorme = await codificado(longo);
    const err = await rejection(lerFormulario(emPedacos(enorme.bytes, 65_536), enorme.tipo));
    expect([err.status, err.detail]).toEqual([413, "Os campos de texto do formulário passam de 1 MB."]);
    // A file past the file limit is refused as it streams, whatever the form's own limit.
    const cabeca = utf8(`--x\r\ncontent-disposition: form-data; name="a"; filename="a.pdf"\r\n\r\n`);
    let lidos = 0;
    const semFim = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(lidos === 0 ? cabeca : new Uint8Array(65_536));
        lidos += lidos === 0 ? cabeca.byteLength : 65_536;
      },
    });
    const grande = await rejection(lerFormulario(semFim, "multipart/form-data; boundary=x"));
    expect([grande.status, grande.detail]).toEqual([413, "O arquivo passa do limite de 10 MB."]);
    expect(lidos).toBeLessThan(10 * 1024 * 1024 + 200_000);
  });
});

describe("a file's name follows its detected type", () => {
  it("stores a PNG sent as x.html as x.png, and keeps a name whose extension already says the type", async () => {
    // A PNG whose bytes also hold a page: valid as an image, dangerous if a saved copy opened as HTML.
    const poliglota = new Uint8Array([...minimalPng(), ...utf8("<html><script>alert(1)</script></html>")]);
    const salvo = await saveFile(database.db, new File([poliglota], "x.html", { type: "text/html" }), {
      kind: "imagem",
      usuarioId: null,
    });
    expect([salvo.nome, salvo.tipo]).toEqual(["x.png", "image/png"]);
    expect(nomeDoTipo("foto.JPEG", "image/jpeg")).toBe("foto.JPEG");
    expect(nomeDoTipo("foto", "image/jpeg")).toBe("foto.jpg");
    expect(nomeDoTipo(".html", "application/pdf")).toBe(".html.pdf");
    expect(nomeDoTipo("", "application/pdf")).toBe("arquivo.pdf");
    expect(nomeDoTipo("relatório.final.exe", "application/pdf")).toBe("relatório.final.pdf");
    expect(nomeDoTipo("dados.csv", "text/csv")).toBe("dados.csv");
  });

  it("serves a file stored under another extension with its type's, in both filename forms", () => {
    const cd = fileResponse({ nome: "x.html", tipo: "image/png", bytes: minimalPng() }).headers.get(
      "Content-Disposition",
    );
    expect(cd).toBe(`attachment; filename="x.png"; filename*=UTF-8''x.png`);
  });

  it("refuses an XML over 1 MB, more than an NF-e can be, before storing it", async () => {
    const xml = utf8(`<?xml version="1.0" encoding="UTF-8"?><a>${" ".repeat(1024 * 1024)}</a>`);
    const err = await rejection(
      saveFile(database.db, new File([xml], "nota.xml"), { kind: "nota", usuarioId: null }),
    );
    expect([err.status, err.detail]).toEqual([413, "Um arquivo XML passa do limite de 1 MB."]);
  });
});
