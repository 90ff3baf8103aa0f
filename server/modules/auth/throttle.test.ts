// Sign-in under attack (issue 43): a flood of guesses at an account never keeps out its owner's known devices,
// guesses stay bounded, and concurrent sign-ins never answer 500.
import pg from "pg";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dispositivo, limiteTentativa, usuario } from "@/server/db/schema";
import { DEMO_PASSWORD, usarApiDeTeste } from "@/tests/setup/api";
import { ADDRESS_LIMIT, limiteDoEndereco } from "./throttle";

const sleeps: number[] = [];
// A clock that does not move: every attempt is at once, as a flood's are.
const api = usarApiDeTeste({
  sleep: async (ms) => {
    sleeps.push(ms);
  },
});

const entrar = (username: string, password: string, ip: string, dispositivo?: string) =>
  api.post("/auth/login/", { body: { username, password, ...(dispositivo && { dispositivo }) }, ip });

/** A device that signed in to `username` once, from an address of its own. */
async function dispositivoDe(username: string) {
  const res = await entrar(username, DEMO_PASSWORD, "10.20.0.1");
  expect(res.status).toBe(200);
  return res.body.dispositivo;
}

/** `n` wrong guesses at `username` all at once, each from another address. */
const enxurrada = (username: string, n: number, rede = "10.21") =>
  Promise.all(
    Array.from({ length: n }, (_, i) => entrar(username, "errada", `${rede}.${i >> 8}.${i & 255}`)),
  );

describe("a flood of wrong passwords at an account", () => {
  it("never refuses its owner on a device that signed in before, while unknown devices stay held back", async () => {
    const dono = await dispositivoDe("cliente@hub.example");
    expect(dono).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The owner signs in 20 times, one after the other, while 40 guesses arrive at once.
    const doDono: number[] = [];
    const [ataque] = await Promise.all([
      enxurrada("cliente@hub.example", 40),
      (async () => {
        for (let i = 0; i < 20; i++)
          doDono.push((await entrar("cliente@hub.example", DEMO_PASSWORD, "10.20.0.1", dono)).status);
      })(),
    ]);
    expect(doDono).toEqual(Array(20).fill(200));
    // The flood itself is held back as before: a few guesses, then a queue no longer than 16 s, then 429.
    expect(ataque.filter((r) => r.status === 401)).toHaveLength(7);
    expect(ataque.filter((r) => r.status === 429)).toHaveLength(33);
    // The owner without its device waits with every other unknown one.
    expect((await entrar("cliente@hub.example", DEMO_PASSWORD, "10.20.0.2")).status).toBe(429);
  });

  it("lets the owner's device through an address that guessed past its limit (the owner and a guesser behind one address)", async () => {
    const dono = await dispositivoDe("interno@hub.example");
    const limite = limiteDoEndereco("10.22.0.1");
    await api.db
      .insert(limiteTentativa)
      .values({
        chave: limite.chave,
        tentativas: ADDRESS_LIMIT,
        expiraEm: new Date(Date.now() + limite.janelaMs),
      });
    expect((await entrar("interno@hub.example", DEMO_PASSWORD, "10.22.0.1")).status).toBe(429);
    expect((await entrar("interno@hub.example", DEMO_PASSWORD, "10.22.0.1", dono)).status).toBe(200);
  });

  it("slows a known device's own wrong guesses as an account's, apart from the account's", async () => {
    const dono = await dispositivoDe("coordenador@hub.example");
    sleeps.length = 0;
    const res = await Promise.all(
      Array.from({ length: 9 }, () => entrar("coordenador@hub.example", "errada", "10.23.0.1", dono)),
    );
    expect(res.map((r) => r.status).sort()).toEqual([401, 401, 401, 401, 401, 401, 401, 429, 429]);
    expect(sleeps.sort((a, b) => a - b)).toEqual([0, 0, 0, 1000, 3000, 7000, 15000]);
    // The account's own turns, for every other device, were not taken by the device's guesses.
    sleeps.length = 0;
    expect((await entrar("coordenador@hub.example", "errada", "10.23.0.2")).status).toBe(401);
    expect(sleeps).toEqual([0]);
  });

  it("treats a device of another account or a made-up one as unknown, and makes none known on a failed sign-in", async () => {
    const doGestor = await dispositivoDe("gestor@hub.example");
    await enxurrada("consultor@hub.example", 12, "10.24");
    const inventado = "A".repeat(43);
    for (const d of [doGestor, inventado])
      expect((await entrar("consultor@hub.example", DEMO_PASSWORD, "10.24.9.9", d)).status).toBe(429);
    // A failed sign-in never makes a device known.
    const falhou = await entrar("avaliador@hub.example", "errada", "10.24.9.8");
    expect(falhou.status).toBe(401);
    expect(falhou.body).not.toHaveProperty("dispositivo");
  });

  it("keeps one device per browser: signing in on a known device gives it back, and an account keeps its 10 latest", async () => {
    const dono = await dispositivoDe("admin@hub.example");
    const deNovo = await entrar("admin@hub.example", DEMO_PASSWORD, "10.25.0.1", dono);
    expect(deNovo.body.dispositivo).toBe(dono);
    for (let i = 0; i < 12; i++) await entrar("admin@hub.example", DEMO_PASSWORD, `10.25.1.${i}`);
    const [admin] = await api.db.select().from(usuario).where(eq(usuario.email, "admin@hub.example"));
    const guardados = await api.db.select().from(dispositivo).where(eq(dispositivo.usuarioId, admin.id));
    expect(guardados).toHaveLength(10);
  });
});

// PostgreSQL only: PGlite runs one transaction at a time, so no sign-in can interleave with another's.
const servidorPg = process.env.HUB_TEST_DATABASE_URL;
describe.skipIf(!servidorPg)("concurrent sign-ins on PostgreSQL", () => {
  it("answers a guess whose account row a correct sign-in deletes meanwhile, never with a 500", async () => {
    const [alvo] = await api.db.select().from(usuario).where(eq(usuario.email, "prestador@hub.example"));
    const chave = `u:#${alvo.id}`;
    expect((await entrar("prestador@hub.example", "errada", "10.26.0.1")).status).toBe(401);

    // Another sign-in holds the account's row, as a correct password's does while it clears the count.
    const outro = new pg.Client({ connectionString: api.url });
    await outro.connect();
    try {
      await outro.query("begin");
      await outro.query("select * from tentativa_login where chave = $1 for update", [chave]);
      const palpite = entrar("prestador@hub.example", "errada", "10.26.0.2");
      // The guess waits for the row.
      for (let i = 0; ; i++) {
        const { rows } = await outro.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0].n > 0) break;
        if (i > 200) throw new Error("o palpite não esperou pela linha da conta");
        await new Promise((r) => setTimeout(r, 10));
      }
      await outro.query("delete from tentativa_login where chave = $1", [chave]);
      await outro.query("commit");
      expect((await palpite).status).toBe(401);
    } finally {
      await outro.end();
    }
  });

  it("answers every sign-in of ten parallel guessers and the owner with 200, 401 or 429", async () => {
    const statuses = new Set<number>();
    const fim = Date.now() + 3000;
    const laco = async (senha: string, ip: string) => {
      while (Date.now() < fim) statuses.add((await entrar("gestor@hub.example", senha, ip)).status);
    };
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => laco("errada", `10.27.0.${i}`)),
      laco(DEMO_PASSWORD, "10.27.1.1"),
    ]);
    expect([...statuses].filter((s) => ![200, 401, 429].includes(s))).toEqual([]);
  });
});
