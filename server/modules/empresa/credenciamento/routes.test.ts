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
const call = (method: string, path: string, who: string, body?: unknown) =>
  api.call(method, path, { token: token[who], body });
const doServico = (lista: Credenciamento[], codigo: string) => lista.find((c) => c.servico.codigo === codigo);
const listar = async (who = "prestador", empresa = vertice) => {
  const res = await call("GET", `/empresa/${empresa}/credenciamentos/`, who);
  expect(res.status).toBe(200);
  return res.body as { credenciamentos: Credenciamento[]; documentos_faltantes: { descricao: string }[] };
};
const enviarDocumentos = async (empresa = vertice) => {
  const tipos = (await call("GET", "/empresa/documento/tipo/", "prestador")).body as {
    id: number;
    exigido_prestador: boolean;
  }[];
  for (const t of tipos.filter((x) => x.exigido_prestador)) {
    const res = await api.form("POST", "/empresa/documento/", {
      token: token.prestador,
      fields: { empresa: String(empresa), tipo: String(t.id), arquivo: arquivo(PDF, `doc-${t.id}.pdf`) },
    });
    expect(res.status).toBe(201);
  }
};
const aptos = async (codigo: string) => {
  const res = await call(
    "GET",
    `/listagem/interno/prestadores/?servico=${servicos[codigo]}&page_size=100`,
    "gestor",
  );
  return (res.body.results as { id: number }[]).map((p) => p.id);
};

describe("company documents", () => {
  it("lists the types with the required ones first, and refuses a file that is not a document", async () => {
    const tipos = (await call("GET", "/empresa/documento/tipo/", "cliente")).body;
    expect(tipos.slice(0, 4).every((t: { exigido_prestador: boolean }) => t.exigido_prestador)).toBe(true);
    expect(tipos.map((t: { descricao: string }) => t.descricao)).toContain("Contrato social");
    const texto = await api.form("POST", "/empresa/documento/", {
      token: token.prestador,
      fields: {
        empresa: String(vertice),
        tipo: String(tipos[0].id),
        arquivo: arquivo(new TextEncoder().encode("olá"), "a.pdf"),
      },
    });
    expect(texto.status).toBe(422);
    const semArquivo = await api.form("POST", "/empresa/documento/", {
      token: token.prestador,
      fields: { empresa: String(vertice), tipo: String(tipos[0].id) },
    });
    expect(semArquivo.status).toBe(400);
    expect(semArquivo.body.errors.arquivo).toEqual(["Anexe o documento (PDF, PNG ou JPEG)."]);
    const tipoDesconhecido = await api.form("POST", "/empresa/documento/", {
      token: token.prestador,
      fields: { empresa: String(vertice), tipo: "9999", arquivo: arquivo(PDF, "a.pdf") },
    });
    expect(tipoDesconhecido.status).toBe(400);
    expect(tipoDesconhecido.body.errors.tipo).toEqual(["Tipo de documento não encontrado."]);
    // Someone else's company is out of reach, as if it did not exist.
    const alheia = await api.form("POST", "/empresa/documento/", {
      token: token.cliente,
      fields: { empresa: String(vertice), tipo: String(tipos[0].id), arquivo: arquivo(PDF, "a.pdf") },
    });
    expect(alheia.status).toBe(404);
  });

  it("keeps a sent document for the company and staff, with its file", async () => {
    const tipo = (await call("GET", "/empresa/documento/tipo/", "prestador")).body.at(-1);
    const res = await api.form("POST", "/empresa/documento/", {
      token: token.prestador,
      fields: { empresa: String(vertice), tipo: String(tipo.id), arquivo: arquivo(PDF, "outro.pdf") },
    });
    expect(res.status).toBe(201);
    for (const who of ["prestador", "gestor"]) {
      const lista = await call("GET", `/empresa/${vertice}/documentos/`, who);
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
    expect((await call("GET", `/empresa/${vertice}/documentos/`, "cliente")).status).toBe(404);
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

    const semDocumentos = await call("PATCH", `/empresa/${vertice}/credenciar/`, "prestador", {
      servicos: [servicos["SRV-006"], servicos["SRV-007"]],
    });
    expect(semDocumentos.status).toBe(400);
    expect(semDocumentos.body.errors.documentos[0]).toMatch(/^Envie antes os documentos: Contrato social, /);

    await enviarDocumentos();
    const pedido = await call("PATCH", `/empresa/${vertice}/credenciar/`, "prestador", {
      servicos: [servicos["SRV-006"], servicos["SRV-007"]],
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
    const propria = (await call("GET", "/empresa/", "prestador")).body.results[0];
    const codigos = propria.credenciamentos.map((c: { servico: { codigo: string } }) => c.servico.codigo);
    expect(codigos).toContain("SRV-001");
    expect(codigos).not.toContain("SRV-006");
    // Asked twice, or asked for a service it has: nothing more is written.
    const repetido = await call("PATCH", `/empresa/${vertice}/credenciar/`, "prestador", {
      servicos: [servicos["SRV-006"]],
    });
    expect(repetido.status).toBe(409);
    expect(
      (
        await call("PATCH", `/empresa/${vertice}/credenciar/`, "prestador", {
          servicos: [servicos["SRV-001"]],
        })
      ).status,
    ).toBe(409);
    expect(
      (await call("PATCH", `/empresa/${vertice}/credenciar/`, "prestador", { servicos: [] })).body.errors
        .servicos,
    ).toEqual(["Escolha ao menos um serviço."]);

    // Staff see the decisions they may take; the provider may not take them.
    const equipe = await listar("gestor");
    expect(doServico(equipe.credenciamentos, "SRV-006")?.acoes).toEqual(["credenciar", "recusar"]);
    expect(doServico(equipe.credenciamentos, "SRV-001")?.acoes).toEqual(["desativar", "suspender"]);
    const vinculo = { empresa: vertice, servico: servicos["SRV-006"] };
    expect((await call("POST", "/empresa/interno/servico/vincular/", "prestador", vinculo)).status).toBe(403);
    expect((await call("POST", "/empresa/interno/servico/vincular/", "consultor", vinculo)).status).toBe(403);

    expect((await call("POST", "/empresa/interno/servico/vincular/", "gestor", vinculo)).status).toBe(201);
    expect((await call("POST", "/empresa/interno/servico/vincular/", "gestor", vinculo)).status).toBe(409);
    const curto = await call("PATCH", `/empresa/${vertice}/recusa-credenciamento/`, "gestor", {
      servico: servicos["SRV-007"],
      motivo: "Não",
    });
    expect(curto.body.errors.motivo).toEqual(["Escreva ao menos 10 caracteres."]);
    const motivo = "Faltam atestados de capacidade técnica em gestão de pessoas.";
    const recusa = await call("PATCH", `/empresa/${vertice}/recusa-credenciamento/`, "coordenador", {
      servico: servicos["SRV-007"],
      motivo,
    });
    expect(recusa.status).toBe(200);
    expect(
      (
        await call("PATCH", `/empresa/${vertice}/recusa-credenciamento/`, "gestor", {
          servico: servicos["SRV-007"],
          motivo,
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
    const denovo = await call("PATCH", `/empresa/${vertice}/credenciar/`, "prestador", {
      servicos: [servicos["SRV-007"]],
    });
    expect(doServico(denovo.body.credenciamentos, "SRV-007")).toMatchObject({
      status: { codigo: "SOLICITADO" },
      motivo: null,
    });
  });

  it("takes a switched-off or suspended link out of the providers a release may choose, at once", async () => {
    const link = doServico((await listar("gestor")).credenciamentos, "SRV-002")!;
    expect(await aptos("SRV-002")).toContain(vertice);

    const off = await call("PATCH", "/empresa/interno/servico/toggle/", "gestor", { id: link.id });
    expect(off.body).toEqual({ id: link.id, ativo: false });
    expect(await aptos("SRV-002")).not.toContain(vertice);
    expect(
      (await call("PATCH", "/empresa/interno/servico/toggle/", "gestor", { id: link.id })).body.ativo,
    ).toBe(true);
    expect(await aptos("SRV-002")).toContain(vertice);

    const semDocumento = await api.form("PATCH", "/empresa/interno/servico/suspender/", {
      token: token.gestor,
      fields: { id: String(link.id), motivo: "Atraso reiterado nas entregas." },
    });
    expect(semDocumento.status).toBe(400);
    expect(semDocumento.body.errors.arquivo).toEqual(["Anexe o documento da suspensão."]);
    const suspende = () =>
      api.form("PATCH", "/empresa/interno/servico/suspender/", {
        token: token.gestor,
        fields: {
          id: String(link.id),
          motivo: "Atraso reiterado nas entregas.",
          arquivo: arquivo(PDF, "oficio.pdf"),
        },
      });
    expect((await suspende()).body).toEqual({ id: link.id, suspenso: true });
    expect((await suspende()).status).toBe(409);
    expect(await aptos("SRV-002")).not.toContain(vertice);
    const propria = (await call("GET", "/empresa/", "prestador")).body.results[0];
    expect(
      propria.credenciamentos.find((c: { servico: { codigo: string } }) => c.servico.codigo === "SRV-002")
        .ativo,
    ).toBe(false);
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

    const reativa = await api.form("PATCH", "/empresa/interno/servico/suspender/", {
      token: token.gestor,
      fields: { id: String(link.id), suspenso: "false", motivo: "Entregas regularizadas em outubro." },
    });
    expect(reativa.body).toEqual({ id: link.id, suspenso: false });
    expect(await aptos("SRV-002")).toContain(vertice);
  });

  it("removes a link after staff decide so, and the company's history keeps it", async () => {
    const link = doServico((await listar("gestor")).credenciamentos, "SRV-003")!;
    expect((await call("DELETE", `/empresa/interno/servico/remover/${link.id}/`, "prestador")).status).toBe(
      403,
    );
    expect((await call("DELETE", `/empresa/interno/servico/remover/${link.id}/`, "admin")).status).toBe(204);
    expect((await call("DELETE", `/empresa/interno/servico/remover/${link.id}/`, "admin")).status).toBe(404);
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
    expect((await call("GET", `/empresa/${cliente}/credenciamentos/`, "prestador")).status).toBe(404);
    expect((await call("GET", `/empresa/${cliente}/credenciamentos/`, "cliente")).status).toBe(403);
    const res = await call("POST", "/empresa/interno/servico/vincular/", "gestor", {
      empresa: cliente,
      servico: servicos["SRV-001"],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.empresa).toEqual(["Só empresas prestadoras são credenciadas."]);
    expect((await call("GET", "/empresa/99999/credenciamentos/", "gestor")).status).toBe(404);
  });
});
