import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { empresaId } from "@/tests/setup/construtores";
import { empresa } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const GRUPOS = [
  "gestor",
  "coordenador",
  "interno",
  "consultor",
  "admin",
  "cliente",
  "prestador",
  "avaliador",
];
let sabor: number;
let nexo: number;
let produtor: number;

// Test seed: Mariana Albuquerque (338.396.578-30) is a managing partner of Sabor da Ilha, Roberto Albuquerque
// (211.787.022-86) of Sabor da Ilha and Nexo Software; twelve links in all.
const MARIANA = "33839657830";
const ROBERTO = "21178702286";
const PRODUTORA = "10341085650";

beforeAll(async () => {
  for (const who of GRUPOS) token[who] = await api.login(`${who}@hub.example`);
  sabor = await empresaId(api.db, "Sabor da Ilha");
  nexo = await empresaId(api.db, "Nexo Software");
  // A rural producer registered under its own CPF with no owner on record: the registration is the link.
  const [zanella] = await api.db.select().from(empresa).where(eq(empresa.cpf, "02605425045"));
  const [criado] = await api.db
    .insert(empresa)
    .values({
      ...zanella,
      id: undefined,
      cpf: PRODUTORA,
      razaosocial: "Irene Tomasi",
      nomefantasia: "Chácara Tomasi",
    })
    .returning({ id: empresa.id });
  produtor = criado.id;
});

describe("GET /sas/consultar/empresas/", () => {
  it("answers each company a CPF is linked to once, with the person's roles, for staff", async () => {
    for (const who of ["consultor", "gestor", "admin"]) {
      const res = await api.get("/sas/consultar/empresas/", {
        query: { cpf: "211.787.022-86" },
        token: token[who],
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        {
          id: nexo,
          razaosocial: "Nexo Soluções em Software Ltda",
          nomefantasia: "Nexo Software",
          cnpj_mask: "39.844.618/0001-73",
          cpf_mask: null,
          papeis: ["SOCIO_ADMINISTRADOR"],
        },
        expect.objectContaining({
          id: sabor,
          nomefantasia: "Sabor da Ilha",
          papeis: ["SOCIO_ADMINISTRADOR"],
        }),
      ]);
    }
    const dona = await api.get("/sas/consultar/empresas/", {
      query: { cpf: PRODUTORA },
      token: token.gestor,
    });
    expect(dona.body).toEqual([
      expect.objectContaining({
        id: produtor,
        cnpj_mask: null,
        cpf_mask: "***.410.856-**",
        papeis: ["PROPRIETARIO"],
      }),
    ]);
    expect(
      (await api.get("/sas/consultar/empresas/", { query: { cpf: "52601815906" }, token: token.gestor }))
        .body,
    ).toEqual([]);
  });

  it("refuses a bad or missing CPF, unknown parameters and those outside staff", async () => {
    const ruim = await api.get("/sas/consultar/empresas/", {
      query: { cpf: "338.396.578-31" },
      token: token.gestor,
    });
    expect(ruim.status).toBe(400);
    expect(ruim.error.errors).toEqual({ cpf: ["CPF inválido."] });
    // Without the CPF the contract requires, and with a parameter it lacks.
    expect(
      Object.keys((await api.raw("GET", "/sas/consultar/empresas/", { token: token.gestor })).error.errors!),
    ).toEqual(["cpf"]);
    expect(
      Object.keys(
        (await api.raw("GET", `/sas/consultar/empresas/?cpf=${MARIANA}&x=1`, { token: token.gestor })).error
          .errors!,
      ),
    ).toEqual(["x"]);
    for (const who of ["cliente", "prestador", "avaliador"])
      expect(
        (await api.get("/sas/consultar/empresas/", { query: { cpf: MARIANA }, token: token[who] })).status,
      ).toBe(403);
    expect((await api.get("/sas/consultar/empresas/", { query: { cpf: MARIANA } })).status).toBe(401);
  });
});

const nomes = (lista: { pessoa: { nome: string; sobrenome: string } }[]) =>
  lista.map((v) => `${v.pessoa.nome} ${v.pessoa.sobrenome}`.trim());

describe("GET /sas/consultar/vinculos/", () => {
  it("pages every link by the person's name, CPFs masked even for those who read them in full", async () => {
    const primeira = await api.get("/sas/consultar/vinculos/", {
      query: { page_size: 5 },
      token: token.gestor,
    });
    expect(primeira.status).toBe(200);
    // The seed's twelve and the producer under its own CPF.
    expect(primeira.body.count).toBe(13);
    expect(primeira.body.results).toHaveLength(5);
    expect(primeira.body.next).toContain("page=2");
    expect(nomes(primeira.body.results)).toEqual([
      "Aline Kowalski",
      "Ana Lúcia Bortolini",
      "Antônio Ferrari",
      "Cláudia Valduga",
      "Irene Tomasi",
    ]);
    const irene = primeira.body.results[4];
    expect(irene).toEqual({
      id: `produtor-${produtor}`,
      papel: "PROPRIETARIO",
      pessoa: { nome: "Irene Tomasi", sobrenome: "", cpf_mask: "***.410.856-**" },
      empresa: {
        id: produtor,
        razaosocial: "Irene Tomasi",
        nomefantasia: "Chácara Tomasi",
        cnpj_mask: null,
        cpf_mask: "***.410.856-**",
      },
    });
    for (const v of primeira.body.results) expect(v.pessoa).not.toHaveProperty("cpf");
  });

  it("searches names without accents, a whole CPF or part of a CNPJ, and filters by role and CPF", async () => {
    const busca = async (query: Query<"get", "/sas/consultar/vinculos/">) =>
      nomes((await api.get("/sas/consultar/vinculos/", { query, token: token.consultor })).body.results);
    expect(await busca({ search: "lucia" })).toEqual(["Ana Lúcia Bortolini", "Lúcia Ferrari"]);
    expect(await busca({ search: "sabor da ilha" })).toEqual(["Mariana Albuquerque", "Roberto Albuquerque"]);
    expect(await busca({ search: "39.844.618" })).toEqual([
      "Aline Kowalski",
      "Roberto Albuquerque",
      "Thiago Vieira",
    ]);
    expect(await busca({ search: ROBERTO })).toEqual(["Roberto Albuquerque", "Roberto Albuquerque"]);
    // Part of a CPF finds nobody: the search cannot be used to guess one.
    expect(await busca({ search: "3383965" })).toEqual([]);
    expect(await busca({ papel: "PROPRIETARIO" })).toEqual([
      "Ana Lúcia Bortolini",
      "Irene Tomasi",
      "José Carlos Zanella",
      "Marlene Zanella",
    ]);
    expect(await busca({ cpf: ROBERTO, papel: "SOCIO_ADMINISTRADOR" })).toHaveLength(2);
    expect(await busca({ cpf: ROBERTO, papel: "PROPRIETARIO" })).toEqual([]);
    const ruim = await api.raw("GET", "/sas/consultar/vinculos/?papel=DONO&cpf=1", { token: token.gestor });
    expect(ruim.status).toBe(400);
    expect(Object.keys(ruim.error.errors!).sort()).toEqual(["cpf", "papel"]);
    expect((await api.get("/sas/consultar/vinculos/", { token: token.cliente })).status).toBe(403);
  });
});

describe("GET /sas/consultar/vinculos/{id}/", () => {
  it("gives the CPF in full only to gestores, coordenadores and admins; masked to the others", async () => {
    const [mariana] = (
      await api.get("/sas/consultar/vinculos/", { query: { cpf: MARIANA }, token: token.gestor })
    ).body.results;
    const completo: Record<string, string | null> = {
      gestor: MARIANA,
      coordenador: MARIANA,
      admin: MARIANA,
      interno: null,
      consultor: null,
    };
    for (const [who, cpf] of Object.entries(completo)) {
      const res = await api.get("/sas/consultar/vinculos/{id}/", {
        path: { id: mariana.id },
        token: token[who],
      });
      expect(res.status).toBe(200);
      expect(res.body.pessoa, who).toEqual({
        nome: "Mariana",
        sobrenome: "Albuquerque",
        cpf_mask: "***.396.578-**",
        cpf,
      });
      expect(res.body.empresa.id).toBe(sabor);
    }
    expect(
      (
        await api.get("/sas/consultar/vinculos/{id}/", {
          path: { id: `produtor-${produtor}` },
          token: token.admin,
        })
      ).body.pessoa.cpf,
    ).toBe(PRODUTORA);
  });

  it("answers 404 for a link it does not have, 400 for a malformed id, 403 outside staff", async () => {
    for (const id of ["pessoa-999999", `produtor-${sabor}`, "qualquer"]) {
      const res = await api.get("/sas/consultar/vinculos/{id}/", { path: { id }, token: token.gestor });
      expect(res.status).toBe(404);
      expect(res.error).toEqual({ detail: "Vínculo não encontrado." });
    }
    expect(
      (await api.get("/sas/consultar/vinculos/{id}/", { path: { id: "x".repeat(65) }, token: token.gestor }))
        .status,
    ).toBe(400);
    expect(
      (await api.get("/sas/consultar/vinculos/{id}/", { path: { id: "pessoa-1" }, token: token.prestador }))
        .status,
    ).toBe(403);
  });
});
