import { beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo } from "@/tests/setup/cliente-api";
import { cidade, empresa, empresaUsuario, historico, usuario } from "@/server/db/schema";

const api = usarApiDeTeste();
let cliente: string;
let clienteId: number;
let florianopolis: number;

beforeAll(async () => {
  cliente = await api.login("cliente@hub.example");
  [{ id: clienteId }] = await api.db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.email, "cliente@hub.example"));
  [{ id: florianopolis }] = await api.db
    .select({ id: cidade.id })
    .from(cidade)
    .where(eq(cidade.codigoIbge, "4205407"));
});

const base = () => ({
  razaosocial: "Oficina Mecânica Ilha Motors Ltda",
  nomefantasia: "Ilha Motors",
  cep: "88010-400",
  logradouro: "Rua Conselheiro Mafra, 100",
  cidade: florianopolis,
  telefone: "(48) 3222-1100",
  email: "Contato@IlhaMotors.com.br",
});
const post = (body: Corpo<"post", "/empresa/">, token = cliente) => api.post("/empresa/", { token, body });
const empresas = async () => (await api.db.select({ n: count() }).from(empresa))[0].n;

describe("POST /empresa/", () => {
  it("registers a company by numeric CNPJ, linked to the caller, with a history row", async () => {
    const res = await post({ ...base(), cnpj: "28.545.538/4537-40", complemento: " Fundos " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tipo: "CLIENTE",
      cnpj: "28545538453740",
      cnpj_mask: "28.545.538/4537-40",
      cpf_mask: null,
      razaosocial: "Oficina Mecânica Ilha Motors Ltda",
      porte: null,
      areaatuacao: null,
      ativo: true,
      cep_mask: "88010-400",
      complemento: "Fundos",
      cidade: { id: florianopolis, nome: "Florianópolis" },
      estado: { sigla: "SC" },
      telefone: "4832221100",
      email: "contato@ilhamotors.com.br",
      credenciamentos: [],
    });
    const link = await api.db
      .select()
      .from(empresaUsuario)
      .where(and(eq(empresaUsuario.empresaId, res.body.id), eq(empresaUsuario.usuarioId, clienteId)));
    expect(link).toHaveLength(1);
    const events = await api.db
      .select()
      .from(historico)
      .where(and(eq(historico.entidade, "empresa"), eq(historico.entidadeId, res.body.id)));
    expect(events.map((e) => [e.para, e.usuarioId])).toEqual([["CRIADA", clienteId]]);

    const list = await api.get("/empresa/list/", { token: cliente });
    expect(list.body.map((e) => e.id)).toContain(res.body.id);
    expect((await api.get("/empresa/{id}/", { path: { id: res.body.id }, token: cliente })).body).toEqual(
      res.body,
    );
  });

  it("registers a company by alphanumeric CNPJ, stored upper-cased without punctuation", async () => {
    const res = await post({ ...base(), cnpj: "12.abc.345/01de-35" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ cnpj: "12ABC34501DE35", cnpj_mask: "12.ABC.345/01DE-35" });
  });

  it("registers a rural producer by CPF, of the 'Produtor Rural' size unless told", async () => {
    const res = await post({ ...base(), cpf: "957.574.225-72", telefone: "49 99912-3344" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      cnpj: null,
      cpf_mask: "***.574.225-**",
      porte: { descricao: "Produtor Rural" },
      telefone: "49999123344",
    });
    expect(JSON.stringify(res.body)).not.toContain("95757422572");
  });

  it("refuses a document already registered with 409 and writes nothing", async () => {
    const before = await empresas();
    const detail = "Esta empresa já está cadastrada no Hub. Peça a vinculação à equipe do programa.";
    // The CNPJ registered above, the alphanumeric one in lower case, another client's company and producer.
    for (const doc of [
      { cnpj: "28545538453740" },
      { cnpj: "12abc34501de35" },
      { cnpj: "62.378.070/0001-35" },
      { cpf: "47037941794" },
    ]) {
      const res = await post({ ...base(), ...doc });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail });
    }
    expect(await empresas()).toBe(before);
  });

  it("checks documents, CEP, phone and references, with pt-BR messages by field", async () => {
    const before = await empresas();
    // Some of these bodies leave out or add fields, which the contract's types refuse.
    const errors = async (body: object) => {
      const res = await api.raw("POST", "/empresa/", { token: cliente, body });
      expect(res.status).toBe(400);
      return res.error.errors!;
    };
    expect(await errors({ ...base(), cnpj: "28.545.538/4537-41" })).toEqual({ cnpj: ["CNPJ inválido."] });
    expect(await errors({ ...base(), cnpj: "12ABC34501DE36" })).toEqual({ cnpj: ["CNPJ inválido."] });
    expect(await errors({ ...base(), cpf: "957.574.225-73" })).toEqual({ cpf: ["CPF inválido."] });
    expect(await errors({ ...base(), cpf: "111.111.111-11" })).toEqual({ cpf: ["CPF inválido."] });
    expect(await errors(base())).toEqual({ cnpj: ["Informe o CNPJ ou, para produtor rural, o CPF."] });
    expect(Object.keys(await errors({ ...base(), cnpj: "28545538453740", cpf: "95757422572" }))).toEqual([
      "cpf",
    ]);
    const doc = { cnpj: "09.252.156/7823-37" };
    expect(await errors({ ...base(), ...doc, cep: "8801" })).toEqual({ cep: ["CEP inválido."] });
    expect(await errors({ ...base(), ...doc, telefone: "(20) 99912-3344" })).toEqual({
      telefone: ["Telefone inválido."],
    });
    expect(await errors({ ...base(), ...doc, telefone: "+55 48 99912-3344" })).toEqual({
      telefone: ["Telefone inválido."],
    });
    expect(await errors({ ...base(), ...doc, cidade: 99999999 })).toEqual({
      cidade: ["Cidade não encontrada."],
    });
    expect(await errors({ ...base(), ...doc, porte: 99999, areaatuacao: 99999 })).toEqual({
      porte: ["Porte não encontrado."],
      areaatuacao: ["Área de atuação não encontrada."],
    });
    expect(Object.keys(await errors({ ...base(), ...doc, email: "sem-arroba" }))).toEqual(["email"]);
    expect(Object.keys(await errors({ ...base(), ...doc, ativo: false, tipo: "PRESTADOR" })).sort()).toEqual([
      "ativo",
      "tipo",
    ]);
    const { razaosocial: _, ...semRazao } = base();
    expect(Object.keys(await errors({ ...semRazao, ...doc }))).toEqual(["razaosocial"]);
    expect(await empresas()).toBe(before);
  });

  it("is for clients only", async () => {
    const body = { ...base(), cnpj: "09.252.156/7823-37" };
    expect((await api.post("/empresa/", { body })).status).toBe(401);
    for (const email of ["prestador@hub.example", "gestor@hub.example"])
      expect((await post(body, await api.login(email))).status).toBe(403);
  });
});

describe("GET /consulta/produtor-rural/", () => {
  const consulta = (cpf: string, token?: string) =>
    api.get("/consulta/produtor-rural/", {
      query: { param_name: "cpf", param_value: cpf },
      token,
    });

  it("finds the client's own producer with its details", async () => {
    const res = await consulta("026.054.250-45", cliente);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      encontrado: true,
      empresa: {
        id: expect.any(Number),
        razaosocial: "José Carlos Zanella",
        nomefantasia: "Sítio Zanella",
        cpf_mask: "***.054.250-**",
        cidade: { id: expect.any(Number), nome: "Concórdia" },
        estado: { sigla: "SC" },
      },
    });
  });

  it("tells a client nothing of someone else's producer (answered as not found); staff see who", async () => {
    const alheio = await consulta("47037941794", cliente);
    const inexistente = await consulta("10341085650", cliente);
    expect(alheio.body).toEqual({ encontrado: false, empresa: null });
    expect(alheio.body).toEqual(inexistente.body);
    const staff = await consulta("47037941794", await api.login("gestor@hub.example"));
    expect(staff.status).toBe(200);
    expect(staff.body.empresa).toMatchObject({
      razaosocial: "Ana Lúcia Bortolini",
      cpf_mask: "***.379.417-**",
    });
    expect((await consulta("10341085650", cliente)).body).toEqual({ encontrado: false, empresa: null });
  });

  it("refuses a bad CPF, other parameters, no session and providers", async () => {
    const bad = await consulta("103.410.856-51", cliente);
    expect(bad.status).toBe(400);
    expect(bad.error.errors).toEqual({ param_value: ["CPF inválido."] });
    const other = await api.raw("GET", "/consulta/produtor-rural/?param_name=cnpj&param_value=10341085650", {
      token: cliente,
    });
    expect(Object.keys(other.error.errors!)).toEqual(["param_name"]);
    expect((await consulta("10341085650")).status).toBe(401);
    expect((await consulta("10341085650", await api.login("prestador@hub.example"))).status).toBe(403);
  });
});
