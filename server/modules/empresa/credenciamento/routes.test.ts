import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { empresaId } from "@/tests/setup/construtores";
import { historico, servico } from "@/server/db/schema";
import { arquivo, PDF } from "../../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const GRUPOS = ["gestor", "coordenador", "admin", "consultor", "cliente", "prestador"];
let vertice: number;
let servicos: Record<string, number>;

beforeAll(async () => {
  for (const who of GRUPOS) token[who] = await api.login(`${who}@hub.example`);
  vertice = await empresaId(api.db, "Vértice Consultoria");
  const rows = await api.db.select({ id: servico.id, codigo: servico.codigo }).from(servico);
  servicos = Object.fromEntries(rows.map((r) => [r.codigo, r.id]));
});

type Credenciamento = {
  id: number;
  servico: { id: number; codigo: string };
  status: { codigo: string };
  ativo: boolean;
  suspenso: boolean;
  motivo: string | null;
  documento: { nome: string } | null;
  acoes: string[];
};

const doServico = (lista: Credenciamento[], codigo: string) => lista.find((c) => c.servico.codigo === codigo);
const listar = async (who = "prestador", empresa = vertice) => {
  const res = await api.get("/empresa/{id}/credenciamentos/", { path: { id: empresa }, token: token[who] });
  expect(res.status).toBe(200);
  return res.body;
};
const remover = (id: number, who: string) =>
  api.delete("/empresa/interno/servico/remover/{id}/", { path: { id }, token: token[who] });
const enviarDocumentos = async (empresa = vertice) => {
  const tipos = (await api.get("/empresa/documento/tipo/", { token: token.prestador })).body;
  for (const t of tipos.filter((x) => x.exigido_prestador)) {
    const res = await api.post("/empresa/documento/", {
      token: token.prestador,
      form: { empresa, tipo: t.id, arquivo: arquivo(PDF, `doc-${t.id}.pdf`) },
    });
    expect(res.status).toBe(201);
  }
};
const aptos = async (codigo: string) => {
  const res = await api.get("/listagem/interno/prestadores/", {
    query: { servico: servicos[codigo], page_size: 100 },
    token: token.gestor,
  });
  return res.body.results.map((p) => p.id);
};

describe("company documents", () => {
  it("lists the types with the required ones first, and refuses a file that is not a document", async () => {
    const tipos = (await api.get("/empresa/documento/tipo/", { token: token.cliente })).body;
    expect(tipos.slice(0, 4).every((t) => t.exigido_prestador)).toBe(true);
    expect(tipos.map((t) => t.descricao)).toContain("Contrato social");
    const texto = await api.post("/empresa/documento/", {
      token: token.prestador,
      form: {
        empresa: vertice,
        tipo: tipos[0].id,
        arquivo: arquivo(new TextEncoder().encode("olá"), "a.pdf"),
      },
    });
    expect(texto.status).toBe(422);
    // A form without the file the contract requires.
    const semArquivo = await api.raw("POST", "/empresa/documento/", {
      token: token.prestador,
      form: { empresa: String(vertice), tipo: String(tipos[0].id) },
    });
    expect(semArquivo.status).toBe(400);
    expect(semArquivo.error.errors?.arquivo).toEqual(["Anexe o documento (PDF, PNG ou JPEG)."]);
    const tipoDesconhecido = await api.post("/empresa/documento/", {
      token: token.prestador,
      form: { empresa: vertice, tipo: 9999, arquivo: arquivo(PDF, "a.pdf") },
    });
    expect(tipoDesconhecido.status).toBe(400);
    expect(tipoDesconhecido.error.errors?.tipo).toEqual(["Tipo de documento não encontrado."]);
    // Someone else's company is out of reach, as if it did not exist.
    const alheia = await api.post("/empresa/documento/", {
      token: token.cliente,
      form: { empresa: vertice, tipo: tipos[0].id, arquivo: arquivo(PDF, "a.pdf") },
    });
    expect(alheia.status).toBe(404);
  });

  it("keeps a sent document for the company and staff, with its file", async () => {
    const tipo = (await api.get("/empresa/documento/tipo/", { token: token.prestador })).body.at(-1)!;
    const res = await api.post("/empresa/documento/", {
      token: token.prestador,
      form: { empresa: vertice, tipo: tipo.id, arquivo: arquivo(PDF, "outro.pdf") },
    });
    expect(res.status).toBe(201);
    for (const who of ["prestador", "gestor"]) {
      const lista = await api.get("/empresa/{id}/documentos/", { path: { id: vertice }, token: token[who] });
      expect(lista.body[0]).toMatchObject({
        id: res.body.id,
        tipo: { id: tipo.id },
        arquivo: { nome: "outro.pdf" },
      });
      const file = await api.app.request(`/api/hub/empresa/${vertice}/documentos/${res.body.id}/arquivo/`, {
        headers: { authorization: `Bearer ${token[who]}` },
      });
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    }
    expect(
      (await api.get("/empresa/{id}/documentos/", { path: { id: vertice }, token: token.cliente })).status,
    ).toBe(404);
  });
});

describe("accreditation", () => {
  it("is asked only once the required documents are on file, then decided by staff", async () => {
    const antes = await listar();
    expect(doServico(antes.credenciamentos, "SRV-001")).toMatchObject({
      status: { codigo: "CREDENCIADO" },
      acoes: [],
    });
    expect(antes.documentos_faltantes).toHaveLength(4);

    const semDocumentos = await api.patch("/empresa/{id}/credenciar/", {
      path: { id: vertice },
      token: token.prestador,
      body: {
        servicos: [servicos["SRV-006"], servicos["SRV-007"]],
      },
    });
    expect(semDocumentos.status).toBe(400);
    expect(semDocumentos.error.errors?.documentos[0]).toMatch(
      /^Envie antes os documentos: Contrato social, /,
    );

    await enviarDocumentos();
    const pedido = await api.patch("/empresa/{id}/credenciar/", {
      path: { id: vertice },
      token: token.prestador,
      body: {
        servicos: [servicos["SRV-006"], servicos["SRV-007"]],
      },
    });
    expect(pedido.status).toBe(200);
    expect(pedido.body.documentos_faltantes).toEqual([]);
    const livres = (b: { servicos_livres: { codigo: string }[] }) => b.servicos_livres.map((x) => x.codigo);
    expect(livres(antes as never)).toContain("SRV-006");
    expect(livres(pedido.body)).not.toContain("SRV-006");
    expect(livres(pedido.body)).not.toContain("SRV-001");
    for (const codigo of ["SRV-006", "SRV-007"])
      expect(doServico(pedido.body.credenciamentos, codigo)?.status.codigo).toBe("SOLICITADO");
    // The provider's own company lists only what it is accredited for, not what it asked.
    const propria = (await api.get("/empresa/", { token: token.prestador })).body.results[0];
    const codigos = propria.credenciamentos.map((c) => c.servico.codigo);
    expect(codigos).toContain("SRV-001");
    expect(codigos).not.toContain("SRV-006");
    // Asked twice, or asked for a service it has: nothing more is written.
    const repetido = await api.patch("/empresa/{id}/credenciar/", {
      path: { id: vertice },
      token: token.prestador,
      body: {
        servicos: [servicos["SRV-006"]],
      },
    });
    expect(repetido.status).toBe(409);
    expect(
      (
        await api.patch("/empresa/{id}/credenciar/", {
          path: { id: vertice },
          token: token.prestador,
          body: {
            servicos: [servicos["SRV-001"]],
          },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await api.patch("/empresa/{id}/credenciar/", {
          path: { id: vertice },
          token: token.prestador,
          body: { servicos: [] },
        })
      ).error.errors?.servicos,
    ).toEqual(["Escolha ao menos um serviço."]);

    // Staff see the decisions they may take; the provider may not take them.
    const equipe = await listar("gestor");
    expect(doServico(equipe.credenciamentos, "SRV-006")?.acoes).toEqual(["credenciar", "recusar"]);
    expect(doServico(equipe.credenciamentos, "SRV-001")?.acoes).toEqual(["desativar", "suspender"]);
    const vinculo = { empresa: vertice, servico: servicos["SRV-006"] };
    expect(
      (await api.post("/empresa/interno/servico/vincular/", { token: token.prestador, body: vinculo }))
        .status,
    ).toBe(403);
    expect(
      (await api.post("/empresa/interno/servico/vincular/", { token: token.consultor, body: vinculo }))
        .status,
    ).toBe(403);

    expect(
      (await api.post("/empresa/interno/servico/vincular/", { token: token.gestor, body: vinculo })).status,
    ).toBe(201);
    expect(
      (await api.post("/empresa/interno/servico/vincular/", { token: token.gestor, body: vinculo })).status,
    ).toBe(409);
    const curto = await api.patch("/empresa/{id}/recusa-credenciamento/", {
      path: { id: vertice },
      token: token.gestor,
      body: {
        servico: servicos["SRV-007"],
        motivo: "Não",
      },
    });
    expect(curto.error.errors?.motivo).toEqual(["Escreva ao menos 10 caracteres."]);
    const motivo = "Faltam atestados de capacidade técnica em gestão de pessoas.";
    const recusa = await api.patch("/empresa/{id}/recusa-credenciamento/", {
      path: { id: vertice },
      token: token.coordenador,
      body: {
        servico: servicos["SRV-007"],
        motivo,
      },
    });
    expect(recusa.status).toBe(200);
    expect(
      (
        await api.patch("/empresa/{id}/recusa-credenciamento/", {
          path: { id: vertice },
          token: token.gestor,
          body: {
            servico: servicos["SRV-007"],
            motivo,
          },
        })
      ).status,
    ).toBe(409);

    const depois = await listar();
    expect(doServico(depois.credenciamentos, "SRV-006")?.status.codigo).toBe("CREDENCIADO");
    expect(doServico(depois.credenciamentos, "SRV-007")).toMatchObject({
      status: { codigo: "RECUSADO" },
      motivo,
    });
    expect(livres(depois as never)).toContain("SRV-007");
    expect(await aptos("SRV-006")).toContain(vertice);
    expect(await aptos("SRV-007")).not.toContain(vertice);

    // A refused provider may ask again.
    const denovo = await api.patch("/empresa/{id}/credenciar/", {
      path: { id: vertice },
      token: token.prestador,
      body: {
        servicos: [servicos["SRV-007"]],
      },
    });
    expect(doServico(denovo.body.credenciamentos, "SRV-007")).toMatchObject({
      status: { codigo: "SOLICITADO" },
      motivo: null,
    });
  });

  it("takes a switched-off or suspended link out of the providers a release may choose, at once", async () => {
    const link = doServico((await listar("gestor")).credenciamentos, "SRV-002")!;
    expect(await aptos("SRV-002")).toContain(vertice);

    const off = await api.patch("/empresa/interno/servico/toggle/", {
      token: token.gestor,
      body: { id: link.id },
    });
    expect(off.body).toEqual({ id: link.id, ativo: false });
    expect(await aptos("SRV-002")).not.toContain(vertice);
    expect(
      (await api.patch("/empresa/interno/servico/toggle/", { token: token.gestor, body: { id: link.id } }))
        .body.ativo,
    ).toBe(true);
    expect(await aptos("SRV-002")).toContain(vertice);

    // `suspenso` left to its default (true), which the contract's types make required as any field with one.
    const semDocumento = await api.raw("PATCH", "/empresa/interno/servico/suspender/", {
      token: token.gestor,
      form: { id: String(link.id), motivo: "Atraso reiterado nas entregas." },
    });
    expect(semDocumento.status).toBe(400);
    expect(semDocumento.error.errors?.arquivo).toEqual(["Anexe o documento da suspensão."]);
    const suspende = () =>
      api.raw("PATCH", "/empresa/interno/servico/suspender/", {
        token: token.gestor,
        form: {
          id: String(link.id),
          motivo: "Atraso reiterado nas entregas.",
          arquivo: arquivo(PDF, "oficio.pdf"),
        },
      });
    expect((await suspende()).body).toEqual({ id: link.id, suspenso: true });
    expect((await suspende()).status).toBe(409);
    expect(await aptos("SRV-002")).not.toContain(vertice);
    const propria = (await api.get("/empresa/", { token: token.prestador })).body.results[0];
    expect(propria.credenciamentos.find((c) => c.servico.codigo === "SRV-002")!.ativo).toBe(false);
    const suspenso = doServico((await listar()).credenciamentos, "SRV-002")!;
    expect(suspenso).toMatchObject({
      suspenso: true,
      motivo: "Atraso reiterado nas entregas.",
      documento: { nome: "oficio.pdf" },
    });
    const doc = await api.app.request(`/api/hub/empresa/credenciamento/${link.id}/documento/`, {
      headers: { authorization: `Bearer ${token.prestador}` },
    });
    expect(doc.status).toBe(200);

    const reativa = await api.patch("/empresa/interno/servico/suspender/", {
      token: token.gestor,
      form: { id: link.id, suspenso: "false", motivo: "Entregas regularizadas em outubro." },
    });
    expect(reativa.body).toEqual({ id: link.id, suspenso: false });
    expect(await aptos("SRV-002")).toContain(vertice);
  });

  it("removes a link after staff decide so, and the company's history keeps it", async () => {
    const link = doServico((await listar("gestor")).credenciamentos, "SRV-003")!;
    expect((await remover(link.id, "prestador")).status).toBe(403);
    expect((await remover(link.id, "admin")).status).toBe(204);
    expect((await remover(link.id, "admin")).status).toBe(404);
    expect(doServico((await listar()).credenciamentos, "SRV-003")).toBeUndefined();
    const [row] = await api.db
      .select()
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "empresa"),
          eq(historico.entidadeId, vertice),
          eq(historico.acao, "REMOVER_CREDENCIAMENTO"),
        ),
      );
    expect(row.de).toMatch(/.+/);
  });

  it("keeps companies out of reach, and accredits only providers", async () => {
    const cliente = await empresaId(api.db, "Sabor da Ilha");
    expect(
      (await api.get("/empresa/{id}/credenciamentos/", { path: { id: cliente }, token: token.prestador }))
        .status,
    ).toBe(404);
    expect(
      (await api.get("/empresa/{id}/credenciamentos/", { path: { id: cliente }, token: token.cliente }))
        .status,
    ).toBe(403);
    const res = await api.post("/empresa/interno/servico/vincular/", {
      token: token.gestor,
      body: {
        empresa: cliente,
        servico: servicos["SRV-001"],
      },
    });
    expect(res.status).toBe(400);
    expect(res.error.errors?.empresa).toEqual(["Só empresas prestadoras são credenciadas."]);
    expect(
      (await api.get("/empresa/{id}/credenciamentos/", { path: { id: 99999 }, token: token.gestor })).status,
    ).toBe(404);
  });
});
