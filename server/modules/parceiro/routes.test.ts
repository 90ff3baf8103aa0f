import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { parceiro, solicitacaoParceiro } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ["gestor", "admin", "consultor", "cliente", "prestador"])
    token[who] = await api.login(`${who}@hub.example`);
});

const corpo = (
  x: Partial<{ razaosocial: string; objetivo: string; subsidio: number; ativo: boolean }> = {},
) => ({
  razaosocial: "Instituto Catarinense de Fomento",
  objetivo: "Cofinanciar consultorias de inovação.",
  subsidio: 7.5,
  ...x,
});
const criar = (body: unknown, who = "gestor") =>
  api.call("POST", "/parceiro/interno/", { token: token[who], body });

describe("partners", () => {
  it("staff create, read, update and list them; the name is unique whatever its case and accents", async () => {
    const criado = await criar(corpo());
    expect(criado.status).toBe(201);
    expect(criado.body).toMatchObject({
      razaosocial: "Instituto Catarinense de Fomento",
      subsidio: 7.5,
      ativo: true,
      solicitacoes: 0,
    });
    const id = criado.body.id;
    const repetido = await criar(corpo({ razaosocial: "INSTITUTO CATARINENSE DE FOMENTÓ" }));
    expect(repetido.status).toBe(409);
    expect(repetido.body.detail).toBe("Já existe um parceiro com esta razão social.");

    const lido = await api.call("GET", `/parceiro/interno/${id}/`, { token: token.admin });
    expect(lido.body.objetivo).toBe("Cofinanciar consultorias de inovação.");
    const alterado = await api.call("PUT", `/parceiro/interno/${id}/`, {
      token: token.gestor,
      body: corpo({ subsidio: 8.25, ativo: false }),
    });
    expect(alterado.status).toBe(200);
    expect(alterado.body).toMatchObject({ subsidio: 8.25, ativo: false });
    // Inactive partners leave the choice for requests, not the staff list.
    const ativos = await api.call("GET", "/parceiro/interno/list/", { token: token.consultor });
    expect(ativos.body.map((p: { id: number }) => p.id)).not.toContain(id);
    const inativos = await api.call("GET", "/parceiro/interno/?ativo=false&search=catarinense", {
      token: token.gestor,
    });
    expect(inativos.body.results.map((p: { id: number }) => p.id)).toEqual([id]);
    // Accents aside: "credito" finds "Crédito".
    const busca = await api.call("GET", "/parceiro/interno/?search=credito", { token: token.gestor });
    expect(busca.body.results.map((p: { razaosocial: string }) => p.razaosocial)).toEqual([
      "Cooperativa de Crédito Vale do Itajaí",
    ]);
    expect(
      (await api.call("PUT", "/parceiro/interno/99999999/", { token: token.gestor, body: corpo() })).status,
    ).toBe(404);
  });

  it("refuses bad input on its fields, other groups, and deleting a partner in use", async () => {
    const ruim = await criar({ razaosocial: "ab", subsidio: 0, objetivo: "x".repeat(2001), extra: 1 });
    expect(ruim.status).toBe(400);
    expect(Object.keys(ruim.body.errors).sort()).toEqual(["extra", "objetivo", "razaosocial", "subsidio"]);
    expect(ruim.body.errors.subsidio).toEqual(["O subsídio deve ser maior que zero."]);
    const casas = await criar(corpo({ razaosocial: "Fundo Três Casas", subsidio: 10.125 }));
    expect(casas.body.errors.subsidio).toEqual(["Use no máximo duas casas decimais."]);
    for (const who of ["consultor", "cliente", "prestador"])
      expect((await criar(corpo(), who)).status).toBe(403);
    expect((await api.call("GET", "/parceiro/interno/list/", { token: token.cliente })).status).toBe(403);

    const novo = await criar(corpo({ razaosocial: "Associação Comercial de Blumenau" }));
    const s = await criarSolicitacao(api.db, { empresas: [await empresaId(api.db, "Sabor da Ilha")] });
    await api.db.insert(solicitacaoParceiro).values({ solicitacaoId: s, parceiroId: novo.body.id });
    const emUso = await api.call("DELETE", `/parceiro/interno/${novo.body.id}/`, { token: token.gestor });
    expect(emUso.status).toBe(409);
    expect(emUso.body.detail).toBe("Este parceiro participa de 1 solicitação. Desative-o em vez de excluir.");
    await api.db.delete(solicitacaoParceiro).where(eq(solicitacaoParceiro.parceiroId, novo.body.id));
    expect(
      (await api.call("DELETE", `/parceiro/interno/${novo.body.id}/`, { token: token.gestor })).status,
    ).toBe(204);
    expect(await api.db.select().from(parceiro).where(eq(parceiro.id, novo.body.id))).toEqual([]);
  });
});
