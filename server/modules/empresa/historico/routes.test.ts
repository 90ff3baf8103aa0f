import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Campos, Formulario } from "@/tests/setup/cliente-api";
import { empresaId, usuarioId } from "@/tests/setup/construtores";
import { arquivo as arquivoTable, credenciamento, documentoTipo, historico } from "@/server/db/schema";
import { arquivo, PDF, PNG } from "@/server/modules/solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const GRUPOS = ["gestor", "coordenador", "interno", "admin", "consultor", "cliente", "prestador"];
let vertice: number;
let sabor: number;

beforeAll(async () => {
  for (const who of GRUPOS) token[who] = await api.login(`${who}@hub.example`);
  vertice = await empresaId(api.db, "Vértice Consultoria");
  sabor = await empresaId(api.db, "Sabor da Ilha");
});

const ANEXO = (historico: number) => `/api/hub/empresa/historico/anexo/${historico}/`;
const ler = (id: number, who = "gestor") =>
  api.get("/empresa/historico/{id}/", { path: { id }, token: token[who] });
const anotar = (id: number, form: Formulario<"post", "/empresa/historico/{id}/">, who = "gestor") =>
  api.post("/empresa/historico/{id}/", { path: { id }, token: token[who], form });
const baixar = (url: string, who = "gestor") =>
  api.app.request(url, { headers: { authorization: `Bearer ${token[who]}`, "x-hub-peer": "10.0.0.1" } });
const contagem = async () => ({
  arquivos: await api.db.$count(arquivoTable),
  historico: await api.db.$count(historico),
});

describe("POST /empresa/historico/{id}/", () => {
  it("records a staff-only note with its attachment, checked by content and served back", async () => {
    const res = await anotar(
      vertice,
      {
        texto: "  Visita técnica feita; relatório anexo.  ",
        arquivo: arquivo(PDF, "relatório da visita.pdf"),
      },
      "coordenador",
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      acao: "NOTA",
      descricao: "Anotação",
      de: null,
      para: null,
      motivo: "Visita técnica feita; relatório anexo.",
      usuario: { nome: "Fernanda", sobrenome: "Castilho" },
      servico: null,
      arquivo: {
        id: expect.any(Number),
        nome: "relatório da visita.pdf",
        tipo: "application/pdf",
        tamanho: PDF.length,
      },
      dtainclusao: expect.any(String),
    });
    const [linha] = await api.db.select().from(historico).where(eq(historico.id, res.body.id));
    expect(linha).toMatchObject({
      entidade: "empresa",
      entidadeId: vertice,
      audiencias: ["equipe"],
      arquivoId: res.body.arquivo!.id,
      usuarioId: await usuarioId(api.db, "coordenador@hub.example"),
    });
    for (const who of ["gestor", "admin", "interno"]) {
      const got = await baixar(ANEXO(res.body.id), who);
      expect(got.status).toBe(200);
      expect(got.headers.get("content-disposition")).toMatch(
        /^attachment; filename="relat_rio da visita.pdf"/,
      );
      expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
    }
    const imagem = await anotar(sabor, {
      texto: "Foto da fachada.",
      arquivo: arquivo(PNG, "fachada.png", "image/png"),
    });
    expect(imagem.body.arquivo).toMatchObject({ tipo: "image/png" });
  });

  it("records a note without attachment", async () => {
    const res = await anotar(sabor, { texto: "Cliente pediu retorno por telefone." }, "admin");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      motivo: "Cliente pediu retorno por telefone.",
      arquivo: null,
      usuario: { nome: "Eduardo" },
    });
  });

  it("refuses bad fields (400), a fake file (422) and a big one (413), storing nothing", async () => {
    const antes = await contagem();
    // Forms of the wrong shape, which the contract's types refuse.
    const anotarCru = (campos: Campos) =>
      api.raw("POST", `/empresa/historico/${sabor}/`, { token: token.gestor, form: campos });
    const vazio = await anotarCru({});
    expect(vazio.status).toBe(400);
    expect(vazio.error.errors?.texto).toEqual(["Preencha este campo."]);
    expect((await anotar(sabor, { texto: "  " })).error.errors?.texto).toEqual([
      "Escreva ao menos 3 caracteres.",
    ]);
    const campos = await anotarCru({ texto: "x".repeat(2001), arquivo: "não é arquivo", extra: "1" });
    expect(campos.status).toBe(400);
    expect(Object.keys(campos.error.errors!).sort()).toEqual(["arquivo", "extra", "texto"]);
    expect(campos.error.errors?.texto).toEqual(["Escreva no máximo 2000 caracteres."]);
    expect((await anotar(sabor, { texto: "ok" })).error.errors?.texto).toEqual([
      "Escreva ao menos 3 caracteres.",
    ]);
    const falso = await anotar(sabor, {
      texto: "Anexo falso.",
      arquivo: arquivo(new TextEncoder().encode("<html>não é pdf</html>"), "laudo.pdf"),
    });
    expect(falso.status).toBe(422);
    const grande = new Uint8Array(10 * 1024 * 1024 + 1);
    grande.set(PDF);
    expect(
      (await anotar(sabor, { texto: "Anexo grande.", arquivo: arquivo(grande, "grande.pdf") })).status,
    ).toBe(413);
    expect(await contagem()).toEqual(antes);
  });

  it("answers 404 for an unknown company and 403 outside staff", async () => {
    expect(await anotar(999_999, { texto: "Nota perdida." })).toMatchObject({
      status: 404,
      error: { detail: "Empresa não encontrada." },
    });
    for (const who of ["consultor", "cliente", "prestador"])
      expect((await anotar(sabor, { texto: "Nota de fora." }, who)).status).toBe(403);
    expect(
      (await api.post("/empresa/historico/{id}/", { path: { id: sabor }, form: { texto: "Sem sessão." } }))
        .status,
    ).toBe(401);
  });
});

describe("GET /empresa/historico/{id}/", () => {
  it("lists the company's notes, documents and accreditation decisions, newest first, and no one else's", async () => {
    const nova = await empresaId(api.db, "Serra Qualidade");
    const [link] = await api.db
      .select({ id: credenciamento.id, servicoId: credenciamento.servicoId })
      .from(credenciamento)
      .where(eq(credenciamento.empresaId, nova))
      .limit(1);
    const gestor = await usuarioId(api.db, "gestor@hub.example");
    await api.db.insert(historico).values([
      {
        entidade: "credenciamento",
        entidadeId: link.id,
        acao: "CREDENCIAR",
        de: "SOLICITADO",
        para: "CREDENCIADO",
        usuarioId: gestor,
        audiencias: ["prestador", "equipe"],
        dtainclusao: new Date("2026-01-05T12:00:00Z"),
      },
      {
        entidade: "empresa",
        entidadeId: nova,
        acao: "NOTA",
        motivo: "Nota antiga.",
        usuarioId: gestor,
        audiencias: ["equipe"],
        dtainclusao: new Date("2026-01-04T12:00:00Z"),
      },
    ]);
    const [tipo] = await api.db
      .select({ id: documentoTipo.id })
      .from(documentoTipo)
      .where(eq(documentoTipo.descricao, "Contrato social"));
    const documento = await api.post("/empresa/documento/", {
      token: token.gestor,
      form: { empresa: nova, tipo: tipo.id, arquivo: arquivo(PDF, "contrato.pdf") },
    });
    expect(documento.status).toBe(201);
    const nota = await anotar(nova, { texto: "Nota nova." });
    await anotar(sabor, { texto: "Nota de outra empresa." });

    const res = await ler(nova, "interno");
    expect(res.status).toBe(200);
    expect(res.body.map((h) => h.motivo ?? h.acao)).toEqual([
      "Nota nova.",
      "DOCUMENTO_ENVIADO",
      "CREDENCIAR",
      "Nota antiga.",
    ]);
    expect(res.body[0]).toEqual(nota.body);
    expect(res.body[1]).toMatchObject({ descricao: "Documento enviado", usuario: { nome: "Ricardo" } });
    expect(res.body[2]).toMatchObject({
      descricao: "Credenciamento concedido",
      de: "Solicitado",
      para: "Credenciado",
      servico: { id: link.servicoId },
      usuario: { nome: "Ricardo", sobrenome: "Bittencourt" },
      arquivo: null,
    });
    expect(await ler(999_999)).toMatchObject({ status: 404, error: { detail: "Empresa não encontrada." } });
    expect((await api.raw("GET", "/empresa/historico/x/", { token: token.gestor })).status).toBe(400);
    for (const who of ["consultor", "cliente", "prestador"]) expect((await ler(nova, who)).status).toBe(403);
    expect((await api.get("/empresa/historico/{id}/", { path: { id: nova } })).status).toBe(401);
  });
});

describe("GET /empresa/historico/anexo/{id}/", () => {
  it("answers 404 for a row without attachment or outside companies' history, 403 outside staff", async () => {
    const sem = await anotar(sabor, { texto: "Sem anexo." });
    expect((await baixar(ANEXO(sem.body.id))).status).toBe(404);
    const comAnexo = await anotar(sabor, { texto: "Com anexo.", arquivo: arquivo(PDF, "a.pdf") });
    // The same file on a request's row: not part of any company's history.
    const [outra] = await api.db
      .insert(historico)
      .values({
        entidade: "solicitacao",
        entidadeId: 1,
        acao: "NOTA",
        audiencias: ["equipe"],
        arquivoId: comAnexo.body.arquivo!.id,
      })
      .returning({ id: historico.id });
    expect((await baixar(ANEXO(outra.id))).status).toBe(404);
    for (const who of ["consultor", "cliente", "prestador"])
      expect((await baixar(ANEXO(comAnexo.body.id), who)).status).toBe(403);
  });
});
