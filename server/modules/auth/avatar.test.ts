import { beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { usarApiDeTeste } from "@/tests/setup/api";

const api = usarApiDeTeste();
let token: string;
beforeAll(async () => {
  token = await api.login("cliente@hub.example");
});

// The smallest valid PNG: signature, IHDR of a 1x1 image, IDAT, IEND.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

async function upload(bytes: Uint8Array, name: string, type: string, auth = token) {
  const form = new FormData();
  form.append("arquivo", new File([new Uint8Array(bytes)], name, { type }));
  const res = await api.app.request("/api/hub/auth/me/avatar/", {
    method: "PUT",
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe("PUT and GET /auth/me/avatar/", () => {
  it("answers 204, with no body, before any picture is sent", async () => {
    const res = await api.app.request("/api/hub/auth/me/avatar/", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
  });

  it("stores a PNG checked by its content and serves it back as an attachment", async () => {
    const res = await upload(PNG, "minha foto.png", "image/png");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nome: "minha foto.png", tipo: "image/png", tamanho: PNG.length });

    const got = await api.app.request("/api/hub/auth/me/avatar/", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("content-disposition")).toMatch(/^attachment;/);
    const bytes = Buffer.from(await got.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(
      createHash("sha256").update(PNG).digest("hex"),
    );
  });

  it("refuses a text file that claims to be an image (422), an empty file (400) and one over 2 MB (413)", async () => {
    const fake = await upload(Buffer.from("<script>alert(1)</script>"), "foto.png", "image/png");
    expect(fake.status).toBe(422);
    expect(fake.body.detail).toContain("Tipo de arquivo não aceito");
    expect((await upload(new Uint8Array(0), "vazia.png", "image/png")).status).toBe(400);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(big, "grande.png", "image/png")).status).toBe(413);
  });

  it("stops reading a body past the picture's cap and the form's room (3 MB), not the portal's file limit", async () => {
    const enorme = new Uint8Array(4 * 1024 * 1024);
    enorme.set(PNG);
    const res = await upload(enorme, "enorme.png", "image/png");
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe("O envio passa do limite de 3 MB.");
  });

  it("requires a session and the arquivo field", async () => {
    expect((await upload(PNG, "foto.png", "image/png", "")).status).toBe(401);
    const res = await api.app.request("/api/hub/auth/me/avatar/", {
      method: "PUT",
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(res.status).toBe(400);
    // JSON where the contract takes a multipart form.
    const json = await api.raw("PUT", "/auth/me/avatar/", { token, body: { arquivo: "foto.png" } });
    expect(json.status).toBe(415);
  });
});
