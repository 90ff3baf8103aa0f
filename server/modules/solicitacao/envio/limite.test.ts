import { describe, expect, it } from "vitest";
import { and, count, eq, gte, ne } from "drizzle-orm";
import { parametro, solicitacao, solicitacaoEmpresa } from "@/server/db/schema";
import { usarAcoesFixture } from "@/tests/setup/acoes";
import type { Corpo } from "@/tests/setup/cliente-api";

const f = usarAcoesFixture();

const item = (empresa: string, titulo = "Fluxo de Caixa Essencial") => {
  const o = f.oferta(titulo);
  return {
    empresa: f.empresaId(empresa),
    modelo_oferta: o.id,
    objetivo: "Organizar o controle financeiro da empresa.",
    perguntas: f.respostasPara(o.servicoId),
  };
};
const comprar = (modelos: Corpo<"post", "/solicitacao/externo/enviar/">["modelos"], chave?: string) =>
  f.api.post("/solicitacao/externo/enviar/", {
    token: f.token.cliente,
    body: { modelos },
    headers: chave ? { "idempotency-key": chave } : {},
  });
/** The company's requests of 2026 (the fixture's year) that still count towards the limit. */
const pedidosDe = async (empresa: string) =>
  (
    await f.api.db
      .select({ n: count() })
      .from(solicitacaoEmpresa)
      .innerJoin(solicitacao, eq(solicitacao.id, solicitacaoEmpresa.solicitacaoId))
      .where(
        and(
          eq(solicitacaoEmpresa.empresaId, f.empresaId(empresa)),
          gte(solicitacao.dtainclusao, new Date("2026-01-01T03:00:00Z")),
          ne(solicitacao.substatusId, await f.api.substatusId("solicitacao", "CANCELADA")),
        ),
      )
  )[0].n;

describe("POST /solicitacao/externo/enviar/ with Idempotency-Key", () => {
  it("answers a retry with the first result and creates nothing twice", async () => {
    const antes = await pedidosDe("Sabor da Ilha");
    const primeira = await comprar([item("Sabor da Ilha")], "compra-0001-aaaa");
    expect(primeira.status).toBe(201);
    const retry = await comprar([item("Sabor da Ilha")], "compra-0001-aaaa");
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(primeira.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await pedidosDe("Sabor da Ilha")).toBe(antes + 1);
    // Another key is another purchase.
    expect((await comprar([item("Sabor da Ilha")], "compra-0002-aaaa")).status).toBe(201);
    expect(await pedidosDe("Sabor da Ilha")).toBe(antes + 2);
  });

  it("creates once when the same attempt arrives several times at once", async () => {
    const antes = await pedidosDe("Sabor da Ilha");
    const res = await Promise.all(
      Array.from({ length: 5 }, () => comprar([item("Sabor da Ilha")], "compra-paralela-01")),
    );
    expect(res.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(res.map((r) => r.body.results[0].id)).size).toBe(1);
    expect(await pedidosDe("Sabor da Ilha")).toBe(antes + 1);
  });

  it("refuses the key with another body (422), and lets a failed attempt's key run afresh", async () => {
    await comprar([item("Sabor da Ilha")], "compra-0003-aaaa");
    const outra = await comprar(
      [item("Sabor da Ilha", "Gestão de Custos da Propriedade Rural")],
      "compra-0003-aaaa",
    );
    expect(outra).toMatchObject({
      status: 422,
      error: { detail: "Esta chave de idempotência já foi usada em outro envio; gere uma nova." },
    });
    const falha = await comprar([{ ...item("Sabor da Ilha"), objetivo: "" }], "compra-0004-aaaa");
    expect(falha.status).toBe(400);
    expect((await comprar([item("Sabor da Ilha")], "compra-0004-aaaa")).status).toBe(201);
    expect((await comprar([item("Sabor da Ilha")], "curta")).status).toBe(400);
  });
});

describe("the yearly limit of requests per company", () => {
  it("refuses a cart that passes the setting for a company, on its field, creating nothing", async () => {
    const feitas = await pedidosDe("Sabor da Ilha");
    await f.api.db
      .update(parametro)
      .set({ valor: String(feitas + 1) })
      .where(eq(parametro.chave, "LIMITE_ANUAL_SOLICITACOES_EMPRESA"));
    const total = async () => (await f.api.db.select({ n: count() }).from(solicitacao))[0].n;
    const antes = await total();
    const res = await comprar([item("Nexo Software"), item("Sabor da Ilha"), item("Sabor da Ilha")]);
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      "modelos.2.empresa": [
        `Sabor da Ilha já chegou ao limite do programa de ${feitas + 1} solicitações em 2026. Escolha outra empresa ou fale com a equipe do programa.`,
      ],
    });
    expect(await total()).toBe(antes);
    // One fits; a cancelled request gives its place back.
    const uma = await comprar([item("Sabor da Ilha")]);
    expect(uma.status).toBe(201);
    expect((await comprar([item("Sabor da Ilha")])).status).toBe(422);
    await f.colocarEm(uma.body.results[0].id, "CANCELADA");
    expect((await comprar([item("Sabor da Ilha")])).status).toBe(201);
  });

  it("lets only one of two carts sent at once take a company's last place", async () => {
    const feitas = await pedidosDe("Nexo Software");
    await f.api.db
      .update(parametro)
      .set({ valor: String(feitas + 1) })
      .where(eq(parametro.chave, "LIMITE_ANUAL_SOLICITACOES_EMPRESA"));
    const res = await Promise.all([comprar([item("Nexo Software")]), comprar([item("Nexo Software")])]);
    expect(res.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await pedidosDe("Nexo Software")).toBe(feitas + 1);
  });
});
