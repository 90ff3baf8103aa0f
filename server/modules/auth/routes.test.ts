import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { historico, limiteTentativa, token, usuario } from "@/server/db/schema";
import { DEMO_PASSWORD, usarApiDeTeste } from "@/tests/setup/api";
import { enderecoAssinado } from "@/lib/endereco";
import { ADDRESS_LIMIT, limiteDoEndereco } from "./throttle";

const api = usarApiDeTeste();

/** An address one failure short of its limit, as if it had been guessing for a while. */
const quaseNoLimite = (db: typeof api.db, ip: string) =>
  db.insert(limiteTentativa).values({
    chave: limiteDoEndereco(ip).chave,
    tentativas: ADDRESS_LIMIT - 1,
    expiraEm: new Date(Date.now() + limiteDoEndereco(ip).janelaMs),
  });

describe("POST /auth/login/", () => {
  it("returns an opaque token and the user with groups, storing only the token's hash", async () => {
    const res = await api.post("/auth/login/", {
      body: { username: "gestor@hub.example", password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({ email: "gestor@hub.example", groups: [{ name: "gestor" }] });
    expect(Object.keys(res.body.user).sort()).toEqual(["email", "groups", "id", "nome", "sobrenome"]);
    const rows = await api.db.select().from(token).where(eq(token.usuarioId, res.body.user.id));
    expect(rows.some((r) => r.hash === res.body.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true);
  });

  it("refuses unknown query parameters, as every route that declares none does", async () => {
    const res = await api.raw("POST", "/auth/login/?next=/admin", {
      body: { username: "gestor@hub.example", password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.errors!)).toEqual(["next"]);
  });

  it("accepts the CPF, masked or not, as username", async () => {
    const [u] = await api.db.select().from(usuario).where(eq(usuario.email, "cliente@hub.example"));
    const masked = `${u.cpf!.slice(0, 3)}.${u.cpf!.slice(3, 6)}.${u.cpf!.slice(6, 9)}-${u.cpf!.slice(9)}`;
    for (const username of [u.cpf!, masked]) {
      const res = await api.post("/auth/login/", {
        body: { username, password: DEMO_PASSWORD },
        ip: "10.9.9.9",
      });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe("cliente@hub.example");
    }
  });

  it("answers a wrong password and an unknown user with the same 401 INVALID_LOGIN", async () => {
    const wrong = await api.post("/auth/login/", {
      body: { username: "cliente@hub.example", password: "errada" },
      ip: "10.1.1.1",
    });
    const unknown = await api.post("/auth/login/", {
      body: { username: "ninguem@hub.example", password: "errada" },
      ip: "10.1.1.2",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.error).toEqual({ type: "INVALID_LOGIN", detail: "E-mail/CPF ou senha incorretos." });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("rejects a malformed body with 400 and field errors in Portuguese", async () => {
    const res = await api.raw("POST", "/auth/login/", { body: { username: "", senha: "x" } });
    expect(res.status).toBe(400);
    expect(res.error.detail).toBe("Dados inválidos.");
    expect(res.error.errors?.username).toEqual(["Informe o e-mail ou CPF."]);
    expect(Object.keys(res.error.errors!)).toContain("senha");
  });

  it("answers a body that is not JSON with 400, and another content type with 415, never a 500", async () => {
    const send = (contentType: string, body: string) =>
      api.app.request("/api/hub/auth/login/", {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      });
    const malformed = await send("application/json", "{");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ detail: "O corpo da requisição está malformado." });
    const texto = await send("text/plain", "username=x");
    expect(texto.status).toBe(415);
    expect(await texto.json()).toEqual({ detail: "Formato de envio não aceito por esta rota." });
  });

  it("slows one account however it is spelt and from whichever address", async () => {
    const [u] = await api.db.select().from(usuario).where(eq(usuario.email, "coordenador@hub.example"));
    const cpf = u.cpf!;
    const grafias = [
      "coordenador@hub.example",
      "  COORDENADOR@Hub.Example ",
      cpf,
      `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      `${cpf.slice(0, 3)} ${cpf.slice(3, 6)} ${cpf.slice(6)}`,
      "Coordenador@hub.example",
    ];
    api.sleeps.length = 0;
    for (const [i, username] of grafias.entries())
      await api.post("/auth/login/", {
        body: { username, password: "errada" },
        ip: `10.2.0.${i}`,
        headers: { "x-forwarded-for": `192.0.2.${i}` },
      });
    expect(api.sleeps).toEqual([0, 0, 0, 1000, 2000, 4000]);
    // A success clears the account's count: the next mistake is not slowed.
    expect(
      (await api.post("/auth/login/", { body: { username: cpf, password: DEMO_PASSWORD } })).status,
    ).toBe(200);
    api.sleeps.length = 0;
    await api.post("/auth/login/", { body: { username: cpf, password: "errada" } });
    expect(api.sleeps).toEqual([0]);
  });

  it("refuses an address past its failures with 429, and never slows a correct password elsewhere", async () => {
    await quaseNoLimite(api.db, "10.3.3.3");
    await api.post("/auth/login/", {
      body: { username: "alvo@hub.example", password: "errada" },
      ip: "10.3.3.3",
    });
    const bloqueado = await api.post("/auth/login/", {
      body: { username: "interno@hub.example", password: DEMO_PASSWORD },
      ip: "10.3.3.3",
    });
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.error.detail).toBe(
      "Muitas tentativas de acesso a partir deste endereço. Aguarde alguns minutos e tente de novo.",
    );
    api.sleeps.length = 0;
    const outro = await api.post("/auth/login/", {
      body: { username: "interno@hub.example", password: DEMO_PASSWORD },
      ip: "10.3.3.4",
    });
    expect(outro.status).toBe(200);
    expect(api.sleeps).toEqual([0]);
  });
});

describe("sign-in throttling under attack", () => {
  const sleeps: number[] = [];
  // A clock that does not move: every attempt is at once, as parallel guesses are.
  const parado = usarApiDeTeste({
    proxies: ["10.9.0.1"],
    segredo: "segredo-de-teste",
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  const tentar = (username: string, ip: string, headers: Record<string, string> = {}) =>
    parado.post("/auth/login/", { body: { username, password: "errada" }, ip, headers });

  it("queues parallel guesses on one account and refuses the ones past the longest delay", async () => {
    sleeps.length = 0;
    const res = await Promise.all(
      Array.from({ length: 9 }, (_, i) => tentar("gestor@hub.example", `10.5.0.${i}`)),
    );
    expect(res.map((r) => r.status).sort()).toEqual([401, 401, 401, 401, 401, 401, 401, 429, 429]);
    expect(sleeps.sort((a, b) => a - b)).toEqual([0, 0, 0, 1000, 3000, 7000, 15000]);
  });

  it("believes X-Forwarded-For only from a trusted proxy, and then its nearest untrusted hop", async () => {
    for (let i = 0; i < ADDRESS_LIMIT; i++)
      await tentar(`xff${i}@hub.example`, "10.6.0.1", { "x-forwarded-for": `198.51.100.${i}` });
    // A client rotating the header is still one address.
    expect((await tentar("xff@hub.example", "10.6.0.1", { "x-forwarded-for": "203.0.113.9" })).status).toBe(
      429,
    );
    for (let i = 0; i < ADDRESS_LIMIT; i++)
      await tentar(`proxy${i}@hub.example`, "10.9.0.1", { "x-forwarded-for": `203.0.113.50, 198.51.100.7` });
    expect(
      (await tentar("proxy@hub.example", "10.9.0.1", { "x-forwarded-for": "198.51.100.7" })).status,
    ).toBe(429);
    // Behind the proxy, another client is another address.
    expect(
      (await tentar("proxy@hub.example", "10.9.0.1", { "x-forwarded-for": "198.51.100.8" })).status,
    ).toBe(401);
  });

  it("takes the browser's address from the portal's server only with a valid signature", async () => {
    const assinado = enderecoAssinado("198.51.100.20", "segredo-de-teste");
    await quaseNoLimite(parado.db, "198.51.100.20");
    await tentar("portal1@hub.example", "127.0.0.1", assinado);
    expect((await tentar("portal@hub.example", "127.0.0.1", assinado)).status).toBe(429);
    expect(
      (await tentar("portal@hub.example", "127.0.0.1", enderecoAssinado("198.51.100.21", "segredo-de-teste")))
        .status,
    ).toBe(401);
    // Signed with another secret, the address is not believed: the blocked one is not the one counted.
    await quaseNoLimite(parado.db, "198.51.100.22");
    await tentar("forjado1@hub.example", "127.0.0.1", enderecoAssinado("198.51.100.22", "segredo-de-teste"));
    const forjado = enderecoAssinado("198.51.100.22", "outro-segredo");
    expect((await tentar("forjado@hub.example", "10.7.0.2", forjado)).status).toBe(401);
  });
});

describe("GET /auth/me/ and POST /auth/logout/", () => {
  it("returns the signed-in user, and 401 after logout revokes the token", async () => {
    const t = await api.login("interno@hub.example");
    const me = await api.get("/auth/me/", { token: t });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: "interno@hub.example", groups: [{ name: "interno" }] });

    const out = await api.post("/auth/logout/", { token: t });
    expect(out.status).toBe(200);
    const after = await api.get("/auth/me/", { token: t });
    expect(after.status).toBe(401);
    expect(after.error.type).toBeUndefined();
    expect(after.error.detail).toBeTruthy();

    const events = await api.db
      .select({ acao: historico.acao })
      .from(historico)
      .where(and(eq(historico.entidade, "usuario"), eq(historico.entidadeId, me.body.id)));
    expect(events.map((e) => e.acao)).toEqual(expect.arrayContaining(["entrada", "saida"]));
  });

  it("answers 401 without a token, with a garbage token and on logout without a token", async () => {
    expect((await api.get("/auth/me/")).status).toBe(401);
    expect((await api.get("/auth/me/", { token: "nao-e-um-token" })).status).toBe(401);
    expect((await api.post("/auth/logout/")).status).toBe(401);
  });

  it("expires a token after 12 hours", async () => {
    const t = await api.login("consultor@hub.example");
    const start = new Date();
    api.setNow(new Date(start.getTime() + 11.9 * 3_600_000));
    expect((await api.get("/auth/me/", { token: t })).status).toBe(200);
    api.setNow(new Date(start.getTime() + 12.1 * 3_600_000));
    expect((await api.get("/auth/me/", { token: t })).status).toBe(401);
    api.setNow(new Date());
  });
});

describe("PATCH /auth/interno/gestor/{id}/ativar/", () => {
  it("deactivating a user revokes its sessions and blocks new sign-ins; reactivating allows them again", async () => {
    const admin = await api.login("admin@hub.example");
    const victim = await api.login("avaliador@hub.example");
    const me = await api.get("/auth/me/", { token: victim });

    const off = await api.patch("/auth/interno/gestor/{id}/ativar/", {
      path: { id: me.body.id },
      token: admin,
      body: { ativo: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ id: me.body.id, ativo: false });
    expect((await api.get("/auth/me/", { token: victim })).status).toBe(401);
    const retry = await api.post("/auth/login/", {
      body: { username: "avaliador@hub.example", password: DEMO_PASSWORD },
      ip: "10.4.4.4",
    });
    expect(retry.status).toBe(401);
    expect(retry.error.type).toBe("INVALID_LOGIN");

    const history = await api.db
      .select()
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "usuario"),
          eq(historico.entidadeId, me.body.id),
          eq(historico.para, "Ativo: não"),
        ),
      );
    expect(history).toHaveLength(1);

    const on = await api.patch("/auth/interno/gestor/{id}/ativar/", {
      path: { id: me.body.id },
      token: admin,
      body: { ativo: true },
    });
    expect(on.status).toBe(200);
    expect(
      (
        await api.post("/auth/login/", {
          body: { username: "avaliador@hub.example", password: DEMO_PASSWORD },
          ip: "10.4.4.5",
        })
      ).status,
    ).toBe(200);
  });

  it("is refused to non-admins, to unknown users, to oneself and to bad bodies", async () => {
    const admin = await api.login("admin@hub.example");
    const gestor = await api.login("gestor@hub.example");
    const adminMe = await api.get("/auth/me/", { token: admin });
    expect(
      (
        await api.patch("/auth/interno/gestor/{id}/ativar/", {
          path: { id: 1 },
          token: gestor,
          body: { ativo: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.patch("/auth/interno/gestor/{id}/ativar/", {
          path: { id: 999999 },
          token: admin,
          body: { ativo: false },
        })
      ).status,
    ).toBe(404);
    const self = await api.patch("/auth/interno/gestor/{id}/ativar/", {
      path: { id: adminMe.body.id },
      token: admin,
      body: { ativo: false },
    });
    // The demo's only administrator: the last one is kept (cadastro/routes.test.ts has the rest).
    expect(self.status).toBe(409);
    expect(
      (await api.raw("PATCH", "/auth/interno/gestor/1/ativar/", { token: admin, body: { ativo: "sim" } }))
        .status,
    ).toBe(400);
  });
});
