import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { usarApiDeTeste } from "@/tests/setup/api";
import { arquivo, portalDocumento } from "@/server/db/schema";
import { DOCUMENTOS, seedPortalDocumentos } from "@/server/demo";

const api = usarApiDeTeste();

const documentos = async () => {
  const res = await api.get("/portal/documento/");
  expect(res.status).toBe(200);
  return res.body;
};
const download = (path: string) => api.app.request(path);

describe("GET /portal/documento/", () => {
  it("lists the programme's documents in order, without a session", async () => {
    const list = await documentos();
    expect(list.map((d) => d.titulo)).toEqual(DOCUMENTOS.map((d) => d.titulo));
    expect(list[0]).toEqual({
      id: expect.any(Number),
      titulo: "Regulamento do Programa",
      descricao: DOCUMENTOS[0].descricao,
      arquivo: {
        id: expect.any(Number),
        nome: "regulamento-do-programa.pdf",
        tipo: "application/pdf",
        tamanho: expect.any(Number),
      },
      url: `/api/hub/portal/documento/${list[0].id}/arquivo/`,
    });
    expect((await api.raw("GET", "/portal/documento/?page=1")).status).toBe(400);
  });

  it("hides a deactivated document from the list and the download", async () => {
    const [first] = await documentos();
    await api.db.update(portalDocumento).set({ ativo: false }).where(eq(portalDocumento.id, first.id));
    try {
      expect((await documentos()).map((d) => d.id)).not.toContain(first.id);
      expect((await download(first.url)).status).toBe(404);
    } finally {
      await api.db.update(portalDocumento).set({ ativo: true }).where(eq(portalDocumento.id, first.id));
    }
  });

  it("is seeded once: a second run adds no document and no file", async () => {
    const before = [await api.db.$count(portalDocumento), await api.db.$count(arquivo)];
    await seedPortalDocumentos(api.db);
    expect([await api.db.$count(portalDocumento), await api.db.$count(arquivo)]).toEqual(before);
  });
});

describe("GET /portal/documento/{id}/arquivo/", () => {
  it("downloads each document as a real PDF attachment with its text", async () => {
    for (const doc of await documentos()) {
      const res = await download(doc.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="${doc.arquivo.nome}"`),
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(doc.titulo);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getPageCount()).toBeLessThanOrEqual(3);
    }
  });

  it("answers 404 for a missing document and 400 for a malformed id", async () => {
    const res = await api.get("/portal/documento/{id}/arquivo/", { path: { id: 999999 } });
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: "Documento não encontrado." });
    expect((await api.raw("GET", "/portal/documento/abc/arquivo/")).status).toBe(400);
  });
});
