import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MARCO, usarAcoesFixture } from "@/tests/setup/acoes";
import { arquivo as arquivoTable, solicitacaoArquivo } from "@/server/db/schema";
import type { Formulario } from "@/tests/setup/cliente-api";
import { arquivo, PDF, PNG } from "../criacao/routes.fixture";

const f = usarAcoesFixture();
// Sabor da Ilha is in Florianópolis, the unit of consultor@hub.example; Mercado Bom Preço is not.
let floripa: number;
let chapeco: number;
const PATH = "/solicitacao/documento/";

type Envio = Formulario<"post", "/solicitacao/documento/">;
const anexar = (
  solicitacao: number,
  token: string | undefined,
  extra: Partial<Envio> = {},
  versao?: number,
) =>
  f.api.post("/solicitacao/documento/", {
    token,
    form: { solicitacao, arquivo: arquivo(PDF, "ata da reunião.pdf"), descricao: "", ...extra },
    versao,
  });
const baixar = (url: string, token?: string) =>
  f.api.app.request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const remover = (id: number, token?: string, versao?: number) =>
  f.api.delete("/solicitacao/documento/{id}/", { path: { id }, token, versao });

beforeAll(async () => {
  floripa = await f.criar("Sabor da Ilha");
  chapeco = await f.criarDeOutro("Mercado Bom Preço");
});

describe("POST /solicitacao/documento/", () => {
  it("refuses a stale If-Match (409), attaching nothing, and takes the current version", async () => {
    const { versao } = await f.linha(floripa);
    const antes = await f.api.db.select().from(solicitacaoArquivo);
    const velha = await anexar(floripa, f.token.gestor, { arquivo: arquivo(PDF, "velho.pdf") }, versao + 7);
    expect(velha.status).toBe(409);
    expect(await f.api.db.select().from(solicitacaoArquivo)).toEqual(antes);
    const atual = await anexar(floripa, f.token.gestor, { arquivo: arquivo(PDF, "atual.pdf") }, versao);
    expect(atual.status).toBe(201);
    const removida = await remover(atual.body.id, f.token.gestor, versao);
    expect(removida.status).toBe(409);
  });

  it("attaches a PDF checked by content, records it in the history and serves it back as an attachment", async () => {
    const versao = (await f.linha(floripa)).versao;
    const res = await anexar(floripa, f.token.gestor, { descricao: "Ata da reunião de abertura" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      arquivo: {
        id: expect.any(Number),
        nome: "ata da reunião.pdf",
        tipo: "application/pdf",
        tamanho: PDF.length,
      },
      descricao: "Ata da reunião de abertura",
      usuario: { nome: "Ricardo", sobrenome: "Bittencourt" },
      dtainclusao: MARCO.toISOString(),
      url: `/api/hub/solicitacao/documento/${res.body.id}/arquivo/`,
    });
    expect((await f.historicoDe(floripa)).at(-1)).toMatchObject({
      acao: "DOCUMENTO_INCLUIDO",
      para: "ata da reunião.pdf",
      motivo: "Ata da reunião de abertura",
    });
    expect((await f.linha(floripa)).versao).toBe(versao + 1);

    for (const token of [f.token.gestor, f.token.consultor]) {
      const got = await baixar(res.body.url, token);
      expect(got.status).toBe(200);
      expect(got.headers.get("content-type")).toBe("application/pdf");
      expect(got.headers.get("content-disposition")).toMatch(/^attachment; filename="ata da reuni_o.pdf"/);
      expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
    }
  });

  it("lets a consultant attach to requests of their unit only", async () => {
    const png = await anexar(floripa, f.token.consultor, { arquivo: arquivo(PNG, "foto.png", "image/png") });
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      arquivo: { tipo: "image/png" },
      descricao: "",
      usuario: { nome: "Camila" },
    });
    const fora = await anexar(chapeco, f.token.consultor);
    expect(fora).toMatchObject({ status: 404, error: { detail: "Solicitação não encontrada." } });
    const doGestor = await anexar(chapeco, f.token.coordenador);
    expect(doGestor.status).toBe(201);
    expect((await baixar(doGestor.body.url, f.token.consultor)).status).toBe(404);
  });

  it("refuses a fake type (422), a big file (413) and bad fields (400), storing nothing", async () => {
    const antes = await f.api.db.$count(arquivoTable);
    const falso = await anexar(floripa, f.token.gestor, {
      arquivo: arquivo(new TextEncoder().encode("<html>não é pdf</html>"), "laudo.pdf"),
    });
    expect(falso.status).toBe(422);
    const grande = new Uint8Array(10 * 1024 * 1024 + 1);
    grande.set(PDF);
    expect((await anexar(floripa, f.token.gestor, { arquivo: arquivo(grande, "grande.pdf") })).status).toBe(
      413,
    );
    // Without the file the contract requires, and an id of the wrong type.
    const campos = await f.api.raw("POST", PATH, {
      token: f.token.gestor,
      form: { solicitacao: "x", descricao: "d".repeat(201) },
    });
    expect(campos.status).toBe(400);
    expect(campos.error.errors?.arquivo).toEqual(["Envie o arquivo no campo arquivo."]);
    expect(Object.keys(campos.error.errors!).sort()).toEqual(["arquivo", "descricao", "solicitacao"]);
    expect(await f.api.db.$count(arquivoTable)).toBe(antes);
  });

  it("is for staff only (403) and needs a session (401)", async () => {
    expect((await anexar(floripa, f.token.cliente)).status).toBe(403);
    expect((await anexar(floripa, f.token.prestador)).status).toBe(403);
    expect((await anexar(floripa, undefined)).status).toBe(401);
    expect((await baixar(`/api/hub${PATH}1/arquivo/`)).status).toBe(401);
    expect((await baixar(`/api/hub${PATH}1/arquivo/`, f.token.cliente)).status).toBe(403);
  });
});

describe("DELETE /solicitacao/documento/{id}/", () => {
  it("lets the uploader or a manager remove a document with its file, and refuses other consultants (403)", async () => {
    const doGestor = (await anexar(floripa, f.token.gestor)).body;
    const doConsultor = (await anexar(floripa, f.token.consultor)).body;
    const negado = await remover(doGestor.id, f.token.consultor);
    expect(negado.status).toBe(403);

    expect(await remover(doConsultor.id, f.token.consultor)).toMatchObject({ status: 204, body: null });
    expect(await f.api.db.$count(solicitacaoArquivo, eq(solicitacaoArquivo.id, doConsultor.id))).toBe(0);
    expect(await f.api.db.$count(arquivoTable, eq(arquivoTable.id, doConsultor.arquivo.id))).toBe(0);
    expect((await f.historicoDe(floripa)).at(-1)).toMatchObject({
      acao: "DOCUMENTO_REMOVIDO",
      de: "ata da reunião.pdf",
      usuarioId: f.usuarioId("consultor@hub.example"),
    });
    expect((await remover(doGestor.id, f.token.interno)).status).toBe(204);
    expect((await remover(doGestor.id, f.token.gestor)).status).toBe(404);
    expect((await remover(doGestor.id, f.token.cliente)).status).toBe(403);
  });

  it("answers 409 once the request is closed, on attaching and on removing", async () => {
    const doc = (await anexar(chapeco, f.token.gestor)).body;
    await f.colocarEm(chapeco, "CANCELADA");
    const historico = (await f.historicoDe(chapeco)).length;
    expect((await anexar(chapeco, f.token.gestor)).status).toBe(409);
    expect((await remover(doc.id, f.token.gestor)).status).toBe(409);
    expect(await f.api.db.$count(solicitacaoArquivo, eq(solicitacaoArquivo.id, doc.id))).toBe(1);
    expect((await f.historicoDe(chapeco)).length).toBe(historico);
  });
});
