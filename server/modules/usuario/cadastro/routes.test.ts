import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { areaAtuacao, historico, linkAcesso, unidadeAtendimento, usuario } from "@/server/db/schema";
import { HORAS_DO_LINK_DE_SENHA } from "@/lib/regras/usuario";

const api = usarApiDeTeste();
let admin: string;

beforeAll(async () => {
  admin = await api.login("admin@hub.example");
});

// Valid CPFs (check digits) no demo account uses.
const CPFS = [
  "601.257.917-98",
  "111.444.777-35",
  "935.411.347-80",
  "390.533.447-05",
  "714.602.380-01",
  "846.125.969-60",
  "932.453.316-90",
  "293.058.148-40",
  "148.944.059-38",
  "488.802.936-99",
];
let proximo = 0;
const pessoa = (email: string) => ({
  nome: "Heloísa",
  sobrenome: "Prates",
  email,
  cpf: CPFS[proximo++],
  groups: ["interno" as const],
});
const tokenDo = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const idDe = async (tabela: typeof unidadeAtendimento | typeof areaAtuacao, descricao: string) =>
  (await api.db.select({ id: tabela.id }).from(tabela).where(eq(tabela.descricao, descricao)))[0].id;

async function registrar(email: string) {
  const res = await api.post("/auth/admin/registrar/usuario/", { token: admin, body: pessoa(email) });
  expect(res.status).toBe(201);
  return { id: res.body.usuario.id, token: tokenDo(res.body.link.url), link: res.body.link };
}

describe("POST /auth/admin/registrar/usuario/ and the password link", () => {
  it("registers a user without a usable password, and the link sets it once", async () => {
    const novo = await registrar("heloisa.prates@hub.example");
    const criado = (await api.get("/auth/admin/listar/{id}/", { path: { id: novo.id }, token: admin })).body;
    expect(criado).toMatchObject({
      nome: "Heloísa",
      email: "heloisa.prates@hub.example",
      cpf_mask: "***.257.917-**",
      ativo: true,
      groups: [{ name: "interno" }],
      unidades: [],
    });
    expect(new Date(novo.link.expira).getTime() - Date.now()).toBeGreaterThan(
      (HORAS_DO_LINK_DE_SENHA - 1) * 3_600_000,
    );
    const [guardado] = await api.db.select().from(linkAcesso).where(eq(linkAcesso.alvoId, novo.id));
    expect(guardado.tokenHash).not.toContain(novo.token);
    const [linha] = await api.db.select().from(usuario).where(eq(usuario.id, novo.id));
    expect(linha.senhaHash).toMatch(/^scrypt\$/);

    const conta = await api.get("/auth/senha/{token}/", { path: { token: novo.token } });
    expect(conta.body).toEqual({ nome: "Heloísa", email: "heloisa.prates@hub.example" });
    const fraca = await api.post("/auth/senha/{token}/", {
      path: { token: novo.token },
      body: { password: "abcdefgh" },
    });
    expect(fraca.status).toBe(400);
    expect(fraca.error.errors?.password).toEqual(["Use ao menos uma letra e um número."]);
    const ok = await api.post("/auth/senha/{token}/", {
      path: { token: novo.token },
      body: { password: "Nova1234" },
    });
    expect(ok.status).toBe(200);
    expect(await api.login("heloisa.prates@hub.example", "Nova1234")).toBeTruthy();

    const denovo = await api.post("/auth/senha/{token}/", {
      path: { token: novo.token },
      body: { password: "Outra1234" },
    });
    expect(denovo.status).toBe(404);
    expect(denovo.error.detail).toMatch(/expirou ou já foi usado/);
    expect((await api.get("/auth/senha/{token}/", { path: { token: novo.token } })).status).toBe(404);
  });

  it("refuses an expired link, a wrong one, and a link of a deactivated account", async () => {
    const novo = await registrar("expira@hub.example");
    expect((await api.get("/auth/senha/{token}/", { path: { token: "x".repeat(43) } })).status).toBe(404);
    api.setNow(new Date(Date.now() + (HORAS_DO_LINK_DE_SENHA + 1) * 3_600_000));
    const velho = await api.post("/auth/senha/{token}/", {
      path: { token: novo.token },
      body: { password: "Nova1234" },
    });
    api.setNow(new Date());
    expect(velho.status).toBe(404);

    const outro = await api.post("/auth/admin/usuario/{id}/link-senha/", {
      path: { id: novo.id },
      token: admin,
    });
    expect(outro.status).toBe(201);
    const segundo = await api.post("/auth/admin/usuario/{id}/link-senha/", {
      path: { id: novo.id },
      token: admin,
    });
    // A new link spends the one handed out before.
    expect((await api.get("/auth/senha/{token}/", { path: { token: tokenDo(outro.body.url) } })).status).toBe(
      404,
    );
    await api.patch("/auth/interno/gestor/{id}/ativar/", {
      path: { id: novo.id },
      token: admin,
      body: { ativo: false },
    });
    const inativa = await api.get("/auth/senha/{token}/", { path: { token: tokenDo(segundo.body.url) } });
    expect(inativa.status).toBe(409);
    expect(inativa.error.detail).toMatch(/desativada/);
  });

  it("checks the CPF's digits, the groups, and refuses a repeated e-mail or CPF (409)", async () => {
    const base = pessoa("cpf@hub.example");
    const digito = await api.post("/auth/admin/registrar/usuario/", {
      token: admin,
      body: { ...base, cpf: "529.982.247-26" },
    });
    expect(digito.status).toBe(400);
    expect(digito.error.errors?.cpf).toEqual(["CPF inválido."]);
    const cliente = await api.post("/auth/admin/registrar/usuario/", {
      token: admin,
      body: { ...base, groups: ["cliente"] } as never,
    });
    expect(cliente.status).toBe(400);
    const email = await api.post("/auth/admin/registrar/usuario/", {
      token: admin,
      body: { ...base, email: "GESTOR@hub.example" },
    });
    expect(email.status).toBe(409);
    expect(email.error.detail).toBe("Já existe um usuário com o e-mail gestor@hub.example.");
    const cpf = await api.post("/auth/admin/registrar/usuario/", {
      token: admin,
      body: { ...base, cpf: "983.214.684-46" },
    });
    expect(cpf.status).toBe(409);
    expect(cpf.error.detail).toBe("Já existe um usuário com o CPF ***.214.684-**.");
  });

  it("is the administrator's alone", async () => {
    const corpo = pessoa("ninguem@hub.example");
    expect((await api.post("/auth/admin/registrar/usuario/", { body: corpo })).status).toBe(401);
    for (const email of [
      "gestor@hub.example",
      "interno@hub.example",
      "consultor@hub.example",
      "cliente@hub.example",
    ]) {
      const token = await api.login(email);
      const chamadas = [
        api.post("/auth/admin/registrar/usuario/", { token, body: corpo }),
        api.post("/auth/registrar/interno/gestor/", {
          token,
          body: { ...corpo, groups: ["gestor"], unidades: [], areas: [] },
        }),
        api.put("/auth/atualiza/interno/gestor/{id}/", {
          token,
          path: { id: 1 },
          body: { unidades: [], areas: [] },
        }),
        api.patch("/auth/admin/atualiza/usuario/{id}/", { token, path: { id: 1 }, body: { ativo: true } }),
        api.patch("/auth/admin/atualiza/pessoa/{id}/", { token, path: { id: 1 }, body: { nome: "X" } }),
        api.post("/auth/admin/usuario/{id}/link-senha/", { token, path: { id: 1 } }),
        api.get("/auth/admin/listar/{id}/historico/", { token, path: { id: 1 } }),
      ];
      for (const res of await Promise.all(chamadas)) expect(res.status).toBe(403);
    }
  });
});

describe("POST /auth/registrar/interno/gestor/ and PUT /auth/atualiza/interno/gestor/{id}/", () => {
  it("registers a manager with units and areas, on the units' and areas' own links", async () => {
    const [oeste, norte, agro] = [
      await idDe(unidadeAtendimento, "Unidade Oeste Catarinense"),
      await idDe(unidadeAtendimento, "Unidade Norte Catarinense"),
      await idDe(areaAtuacao, "Agronegócio"),
    ];
    const res = await api.post("/auth/registrar/interno/gestor/", {
      token: admin,
      body: {
        ...pessoa("paulo.gestor@hub.example"),
        nome: "Paulo",
        groups: ["gestor"],
        unidades: [oeste],
        areas: [agro],
      },
    });
    expect(res.status).toBe(201);
    const id = res.body.usuario.id;
    expect(res.body.usuario.unidades.map((u) => u.descricao)).toEqual(["Unidade Oeste Catarinense"]);
    expect(res.body.usuario.areas.map((a) => a.descricao)).toEqual(["Agronegócio"]);
    const gestores = await api.get("/unidade-atendimento/gestor/", {
      token: admin,
      query: { unidade: oeste },
    });
    expect(gestores.body.results.map((g) => g.gestor.id)).toContain(id);

    const troca = await api.put("/auth/atualiza/interno/gestor/{id}/", {
      token: admin,
      path: { id },
      body: { unidades: [norte], areas: [] },
    });
    expect(troca.status).toBe(200);
    expect(troca.body.unidades.map((u) => u.descricao)).toEqual(["Unidade Norte Catarinense"]);
    expect(troca.body.areas).toEqual([]);
    const historicoOeste = await api.get("/unidade-atendimento/{id}/historico/", {
      token: admin,
      path: { id: oeste },
    });
    expect(historicoOeste.body.map((h) => h.descricao).slice(-2)).toEqual([
      "Vínculo incluído",
      "Vínculo removido",
    ]);

    await api.db.update(unidadeAtendimento).set({ ativo: false }).where(eq(unidadeAtendimento.id, oeste));
    const arquivada = await api.put("/auth/atualiza/interno/gestor/{id}/", {
      token: admin,
      path: { id },
      body: { unidades: [oeste], areas: [] },
    });
    expect(arquivada.status).toBe(400);
    expect(arquivada.error.errors?.unidades).toEqual(["Unidade não encontrada ou arquivada."]);
  });

  it("asks a manager's group, and gives units only to managers", async () => {
    const semGrupo = await api.post("/auth/registrar/interno/gestor/", {
      token: admin,
      body: { ...pessoa("semgrupo@hub.example"), unidades: [], areas: [] },
    });
    expect(semGrupo.status).toBe(400);
    expect(semGrupo.error.errors?.groups).toEqual(["Um gestor está no grupo gestor ou coordenador."]);
    const consultor = await api.get("/auth/me/", { token: await api.login("consultor@hub.example") });
    const res = await api.put("/auth/atualiza/interno/gestor/{id}/", {
      token: admin,
      path: { id: consultor.body.id },
      body: { unidades: [await idDe(unidadeAtendimento, "Unidade Norte Catarinense")], areas: [] },
    });
    expect(res.status).toBe(400);
  });
});

describe("PATCH /auth/admin/atualiza/pessoa/{id}/ and /usuario/{id}/, activation, history", () => {
  it("changes the person and the account apart, each written to the history with before and after", async () => {
    const novo = await registrar("marta@hub.example");
    const p = await api.patch("/auth/admin/atualiza/pessoa/{id}/", {
      token: admin,
      path: { id: novo.id },
      body: { nome: "Marta", sobrenome: "Lins" },
    });
    expect(p.body).toMatchObject({ nome: "Marta", sobrenome: "Lins", email: "marta@hub.example" });
    const c = await api.patch("/auth/admin/atualiza/usuario/{id}/", {
      token: admin,
      path: { id: novo.id },
      body: { email: "marta.lins@hub.example", groups: ["consultor", "interno"] },
    });
    expect(c.body).toMatchObject({ nome: "Marta", email: "marta.lins@hub.example" });
    expect(c.body.groups.map((g) => g.name).sort()).toEqual(["consultor", "interno"]);
    const repetido = await api.patch("/auth/admin/atualiza/usuario/{id}/", {
      token: admin,
      path: { id: novo.id },
      body: { email: "admin@hub.example" },
    });
    expect(repetido.status).toBe(409);
    const vazio = await api.patch("/auth/admin/atualiza/pessoa/{id}/", {
      token: admin,
      path: { id: novo.id },
      body: {},
    });
    expect(vazio.status).toBe(400);

    const h = (await api.get("/auth/admin/listar/{id}/historico/", { token: admin, path: { id: novo.id } }))
      .body;
    expect(h.map((l) => l.descricao)).toEqual(["Cadastro criado", "Cadastro alterado", "Cadastro alterado"]);
    expect(h[0].para).toContain("CPF: ***.");
    expect(h[1]).toMatchObject({
      de: "Nome: Heloísa; Sobrenome: Prates",
      para: "Nome: Marta; Sobrenome: Lins",
      usuario: { nome: "Eduardo", sobrenome: "Nascimento" },
    });
    expect(h[2]).toMatchObject({
      de: "E-mail: marta@hub.example; Grupos: Interno",
      para: "E-mail: marta.lins@hub.example; Grupos: Consultor, Interno",
    });
  });

  it("deactivation ends the user's sessions at the next call, and is written to the history", async () => {
    const vitima = await api.login("larissa.bauer@hub.example");
    const me = await api.get("/auth/me/", { token: vitima });
    expect(me.status).toBe(200);
    const off = await api.patch("/auth/admin/atualiza/usuario/{id}/", {
      token: admin,
      path: { id: me.body.id },
      body: { ativo: false },
    });
    expect(off.body.ativo).toBe(false);
    expect((await api.get("/auth/me/", { token: vitima })).status).toBe(401);
    const linhas = await api.db
      .select()
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "usuario"),
          eq(historico.entidadeId, me.body.id),
          eq(historico.acao, "alteracao"),
        ),
      );
    expect(linhas.map((l) => [l.de, l.para])).toEqual([["Ativo: sim", "Ativo: não"]]);
    await api.patch("/auth/interno/gestor/{id}/ativar/", {
      token: admin,
      path: { id: me.body.id },
      body: { ativo: true },
    });
    // Revoked stays revoked: reactivation does not bring old sessions back.
    expect((await api.get("/auth/me/", { token: vitima })).status).toBe(401);
  });

  it("keeps the last active administrator (409), and lets one go when another is active", async () => {
    const eu = (await api.get("/auth/me/", { token: admin })).body.id;
    const sozinho = await api.patch("/auth/interno/gestor/{id}/ativar/", {
      token: admin,
      path: { id: eu },
      body: { ativo: false },
    });
    expect(sozinho.status).toBe(409);
    expect(sozinho.error.detail).toBe(
      "Esta conta é a do último administrador ativo: cadastre ou ative outro administrador antes.",
    );
    const semGrupo = await api.patch("/auth/admin/atualiza/usuario/{id}/", {
      token: admin,
      path: { id: eu },
      body: { groups: ["interno"] },
    });
    expect(semGrupo.status).toBe(409);

    const outro = await api.post("/auth/admin/registrar/usuario/", {
      token: admin,
      body: { ...pessoa("segundo.admin@hub.example"), groups: ["admin"] },
    });
    await api.post("/auth/senha/{token}/", {
      path: { token: tokenDo(outro.body.link.url) },
      body: { password: "Admin1234" },
    });
    const segundo = await api.login("segundo.admin@hub.example", "Admin1234");
    // Now one's own deactivation is the only refusal left (400), and the other may do it.
    expect(
      (
        await api.patch("/auth/interno/gestor/{id}/ativar/", {
          token: admin,
          path: { id: eu },
          body: { ativo: false },
        })
      ).status,
    ).toBe(400);
    const off = await api.patch("/auth/interno/gestor/{id}/ativar/", {
      token: segundo,
      path: { id: eu },
      body: { ativo: false },
    });
    expect(off.status).toBe(200);
    expect(
      (
        await api.patch("/auth/interno/gestor/{id}/ativar/", {
          token: segundo,
          path: { id: outro.body.usuario.id },
          body: { ativo: false },
        })
      ).status,
    ).toBe(409);
  });
});
