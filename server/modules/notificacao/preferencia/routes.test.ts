import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORIAS, CATEGORIAS_NOTIFICACAO } from "@/lib/regras/notificacao";
import { usarApiDeTeste } from "@/tests/setup/api";
import { REGRAS } from "../regras";
import { categoriaDe } from "./categorias";

const api = usarApiDeTeste();
const token: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ["cliente", "prestador"]) token[who] = await api.login(`${who}@hub.example`);
});

const ler = (who: string) => api.get("/notificacao/preferencias/", { token: token[who] });
const salvar = (who: string, preferencias: unknown) =>
  api.raw("PUT", "/notificacao/preferencias/", { token: token[who], body: { preferencias } });
const canais = async (who: string) =>
  Object.fromEntries((await ler(who)).body.results.map((p) => [p.categoria, p.canal]));

describe("notification preferences", () => {
  it("puts every kind of notification the routing table sends in one kind a user chooses for", () => {
    const tipos = [...new Set(Object.values(REGRAS).map((r) => r.tipo))];
    expect(tipos.filter((t) => !categoriaDe(t))).toEqual([]);
  });

  it("answers each kind's default until the user chooses, and keeps each user's choices apart", async () => {
    const padrao = await ler("cliente");
    expect(padrao.status).toBe(200);
    expect(padrao.body.results).toEqual(
      CATEGORIAS.map((categoria) => ({ categoria, canal: CATEGORIAS_NOTIFICACAO[categoria].padrao })),
    );
    expect(padrao.body.results.find((p) => p.categoria === "acao")?.canal).toBe("IMEDIATO");
    const salvo = await salvar("cliente", [
      { categoria: "mensagem", canal: "NENHUM" },
      { categoria: "acao", canal: "RESUMO" },
    ]);
    expect(salvo.status).toBe(200);
    expect(await canais("cliente")).toMatchObject({ mensagem: "NENHUM", acao: "RESUMO", prazo: "IMEDIATO" });
    // Changing one again leaves the others as they were.
    await salvar("cliente", [{ categoria: "mensagem", canal: "IMEDIATO" }]);
    expect(await canais("cliente")).toMatchObject({ mensagem: "IMEDIATO", acao: "RESUMO" });
    expect((await ler("prestador")).body).toEqual(padrao.body);
  });

  it("refuses unknown kinds and channels, a kind twice, and anyone without a session", async () => {
    const desconhecida = await salvar("cliente", [{ categoria: "inventada", canal: "NENHUM" }]);
    expect(desconhecida.status).toBe(400);
    expect(JSON.stringify(desconhecida.error.errors)).toContain("Tipo de notificação desconhecido.");
    expect((await salvar("cliente", [{ categoria: "acao", canal: "SEMPRE" }])).status).toBe(400);
    const repetida = await salvar("cliente", [
      { categoria: "acao", canal: "NENHUM" },
      { categoria: "acao", canal: "RESUMO" },
    ]);
    expect(repetida.status).toBe(400);
    expect((await api.get("/notificacao/preferencias/")).status).toBe(401);
  });
});
