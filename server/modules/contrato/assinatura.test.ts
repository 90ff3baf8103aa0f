import { describe, expect, it } from "vitest";
import { and, eq, gt, isNull } from "drizzle-orm";
import { criarLink } from "@/server/lib/link";
import { textoDoPdf } from "@/tests/setup/pdf";
import { assinatura, historico, linkAcesso } from "@/server/db/schema";
import { AGORA, papel, tokenDe, usarContratacao } from "./routes.fixture";

const { api, token, situacao, emAnaliseFinal, enviar, contratos, baixar, assinar, link } = usarContratacao();

/** The signature's links still live now (unused, unexpired). */
const vivos = (id: number) =>
  api.db
    .select({ id: linkAcesso.id })
    .from(linkAcesso)
    .where(
      and(
        eq(linkAcesso.finalidade, "ASSINATURA"),
        eq(linkAcesso.alvoId, id),
        isNull(linkAcesso.usadoEm),
        gt(linkAcesso.expiraEm, AGORA),
      ),
    );

const abrir = (t: string) => api.get("/link/contrato/{token}/", { path: { token: t } });
const assinarPorLink = (id: number, t: string, sha256: string) =>
  api.patch("/link/assinar/contrato/{id}/", {
    path: { id },
    body: { token: t, nome: "Qualquer Pessoa", cpf: "681.882.296-79", sha256 },
  });

/** A request whose contract was sent: its signatures, as staff list them. */
async function enviado(o: { semParteDoCliente?: boolean } = {}) {
  const s = await emAnaliseFinal(o);
  expect((await enviar(s.id)).status).toBe(200);
  const [c] = (await contratos(s.id, "gestor")).body;
  return { s, c };
}

describe("signing links (issue 43, item 7)", () => {
  it("gives nobody a link for the programme's signature, which only staff in a session sign", async () => {
    const { s, c } = await enviado();
    const programa = papel(c, "GESTOR");
    expect(programa.acoes).toEqual(["assinar_programa"]);
    const pedido = await link(programa.id, "gestor");
    expect(pedido.status).toBe(403);
    expect(pedido.error.detail).toBe(
      "A assinatura do programa é feita pela equipe no portal, nunca por link.",
    );
    for (const who of ["cliente", "prestador", "mentora"])
      expect((await link(programa.id, who)).status).toBe(404);
    expect(await vivos(programa.id)).toEqual([]);
    const linksDados = await api.db
      .select()
      .from(historico)
      .where(and(eq(historico.entidadeId, s.id), eq(historico.acao, "LINK_ASSINATURA")));
    expect(linksDados).toEqual([]);
  });

  it("signs nothing through a link made for the programme's signature before the rule", async () => {
    const { s, c } = await enviado();
    const programa = papel(c, "GESTOR");
    const antigo = await api.db.transaction((tx) =>
      criarLink(tx, {
        finalidade: "ASSINATURA",
        alvoId: programa.id,
        horas: 72,
        usuarioId: null,
        now: AGORA,
      }),
    );
    expect((await abrir(antigo.token)).status).toBe(404);
    const tentativa = await assinarPorLink(programa.id, antigo.token, c.sha256);
    expect(tentativa.status).toBe(409);
    const [a] = await api.db.select().from(assinatura).where(eq(assinatura.id, programa.id));
    expect(a).toMatchObject({ assinado: false, nome: null, via: null });
    // Staff still sign it in their session.
    const autoriza = await api.patch("/solicitacao/interno/assinatura/{id}/autoriza/", {
      path: { id: programa.id },
      token: token.gestor,
    });
    expect(autoriza.status).toBe(204);
    expect((await situacao(s.id)).codigo).toBe("AGUARDANDO_ASSINATURA");
  });

  it("keeps one live link per signature: a new one revokes the one before", async () => {
    const { s, c } = await enviado();
    const cliente = papel(c, "CLIENTE");
    const primeiro = await link(cliente.id, "gestor");
    const segundo = await link(cliente.id, "cliente");
    const terceiro = await link(cliente.id, "cliente");
    expect([primeiro.status, segundo.status, terceiro.status]).toEqual([201, 201, 201]);
    expect(await vivos(cliente.id)).toHaveLength(1);
    for (const velho of [primeiro, segundo]) {
      const t = tokenDe(velho.body.url);
      expect((await abrir(t)).status).toBe(404);
      expect((await assinarPorLink(cliente.id, t, c.sha256)).status).toBe(404);
    }
    const atual = tokenDe(terceiro.body.url);
    expect((await abrir(atual)).status).toBe(200);
    expect((await assinarPorLink(cliente.id, atual, c.sha256)).status).toBe(204);
    // Each link is in the request's history; a replacement says the one before stopped working.
    const linhas = await api.db
      .select({ motivo: historico.motivo })
      .from(historico)
      .where(and(eq(historico.entidadeId, s.id), eq(historico.acao, "LINK_ASSINATURA")))
      .orderBy(historico.id);
    expect(linhas.map((l) => l.motivo)).toEqual([
      null,
      "O link anterior deixou de valer.",
      "O link anterior deixou de valer.",
    ]);
  });
});

describe("out of reach reads as not found (issue 43, item 10)", () => {
  it("answers 404 to a link asked for any signature but one's own side, whatever its state", async () => {
    const { s, c } = await enviado();
    const inexistente = await link(2_000_000_000, "cliente");
    expect(inexistente.status).toBe(404);
    const fora = inexistente.error;
    // The client signs its side; the programme's side is pending; then the request goes back to negotiation,
    // so this contract is replaced and its signatures are of a superseded contract.
    expect((await assinar(s, "cliente", { contrato: c.id, sha256: c.sha256 })).status).toBe(200);
    const alvos = (x: typeof c) => ({
      cliente: [papel(x, "PRESTADOR").id, papel(x, "GESTOR").id],
      prestador: [papel(x, "CLIENTE").id, papel(x, "GESTOR").id],
      mentora: x.assinaturas.map((a) => a.id),
    });
    const pedir = async (quem: Record<string, number[]>) => {
      for (const [who, ids] of Object.entries(quem))
        for (const id of ids) {
          const r = await link(id, who);
          expect([who, id, r.status, r.error]).toEqual([who, id, 404, fora]);
        }
    };
    await pedir(alvos(c));
    const volta = await api.patch("/solicitacao/interno/{id}/negociacao/", {
      path: { id: s.id },
      token: token.gestor,
      body: { motivo: "Rever o cronograma com o cliente." },
      headers: { "if-match": String((await situacao(s.id)).versao) },
    });
    expect(volta.status).toBe(200);
    await pedir(alvos(c));
    // In reach, the same signatures answer what they are: signed, and of a replaced contract.
    expect((await link(papel(c, "CLIENTE").id, "cliente")).status).toBe(409);
    expect((await link(papel(c, "PRESTADOR").id, "prestador")).error.detail).toMatch(/substituído/);
  });

  it("answers 404 for a request's contracts out of reach, and an empty list in reach before they are sent", async () => {
    const s = await emAnaliseFinal();
    for (const who of ["cliente", "prestador", "gestor"]) {
      const antes = await contratos(s.id, who);
      expect([who, antes.status, antes.body]).toEqual([who, 200, []]);
    }
    expect((await contratos(s.id, "mentora")).status).toBe(404);
    expect((await contratos(2_000_000_000, "gestor")).status).toBe(404);
    expect((await contratos(2_000_000_000, "cliente")).status).toBe(404);
    await enviar(s.id);
    expect((await contratos(s.id, "mentora")).status).toBe(404);
    expect((await contratos(s.id, "cliente")).body).toHaveLength(1);
  });
});

describe("personal data of signatures (issue 43, item 8)", () => {
  it("prints names, masked CPFs, dates and the hash on the signature page; IP and browser only to staff", async () => {
    const { s, c } = await enviado();
    expect((await assinar(s, "cliente", { contrato: c.id, sha256: c.sha256 })).status).toBe(200);
    const l = await link(papel(c, "PRESTADOR").id, "prestador");
    const porLink = await api.patch("/link/assinar/contrato/{id}/", {
      path: { id: papel(c, "PRESTADOR").id },
      body: { token: tokenDe(l.body.url), nome: "Rafael Menezes", cpf: "681.882.296-79", sha256: c.sha256 },
      ip: "10.0.0.7",
      headers: { "user-agent": "Vitest/NavegadorDoLink" },
    });
    expect(porLink.status).toBe(204);
    expect(
      (
        await api.patch("/solicitacao/interno/assinatura/{id}/autoriza/", {
          path: { id: papel(c, "GESTOR").id },
          token: token.gestor,
        })
      ).status,
    ).toBe(204);

    for (const who of ["cliente", "prestador"]) {
      const res = await baixar(`/proposta/gera/contrato/aprovado/${c.id}/`, who);
      expect(res.status).toBe(200);
      const { text } = await textoDoPdf(res);
      const pagina = text.slice(text.indexOf("Página de assinaturas"));
      for (const trecho of [
        "Mariana Albuquerque, CPF ***.396.578-**",
        "Rafael Menezes, CPF ***.882.296-**",
        "Ricardo Bittencourt, CPF ***.",
        "03/08/2026",
        `SHA-256 do contrato: ${c.sha256}`,
        c.sha256,
      ])
        expect(pagina).toContain(trecho);
      // One programme name, the service's: the contract's party and the signature page's alike.
      expect(c.programa).toBe("Programa Brasil Mais Gestão");
      expect(text.slice(0, text.indexOf("Página de assinaturas"))).toContain(`Interveniente: ${c.programa}`);
      expect(pagina).toContain(`Programa: ${c.programa}`);
      expect(text).not.toContain("Programa de Serviços de Consultoria");
      for (const segredo of [
        "338.396.578-30",
        "33839657830",
        "681.882.296-79",
        "68188229679",
        "10.0.0.1",
        "10.0.0.7",
        "Endereço IP",
        "Vitest/",
      ])
        expect(pagina).not.toContain(segredo);
    }

    const daEquipe = (await contratos(s.id, "gestor")).body[0];
    expect(papel(daEquipe, "CLIENTE")).toMatchObject({
      cpf_mask: "***.396.578-**",
      origem: { ip: "10.0.0.1", user_agent: "Vitest/ContratoTeste" },
    });
    expect(papel(daEquipe, "PRESTADOR")).toMatchObject({
      origem: { ip: "10.0.0.7", user_agent: "Vitest/NavegadorDoLink" },
    });
    for (const who of ["cliente", "prestador"])
      for (const a of (await contratos(s.id, who)).body[0].assinaturas) {
        expect(a).not.toHaveProperty("origem");
        expect(a.cpf_mask).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
      }
  });
});
