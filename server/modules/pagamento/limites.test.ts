import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { solicitacaoAPagar } from "@/tests/setup/construtores";
import { evento, notificacao, pagamento, usuario } from "@/server/db/schema";
import { readHistory } from "@/server/lib/history";
import { TENTATIVAS_POR_LINK } from "./limites";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const AGORA = new Date("2026-08-03T13:00:00Z");

beforeAll(async () => {
  api.setNow(AGORA);
  for (const who of ["cliente", "gestor"]) token[who] = await api.login(`${who}@hub.example`);
});

const cartao = (numero: string) => ({
  forma: "CARTAO" as const,
  parcelas: 1,
  cartao: { numero, nome: "MARIANA ALBUQUERQUE", validade: "12/29", cvv: "123" },
});
// Luhn-valid cards the sandbox declines, as a card tester's list would be.
const RECUSADO = "4000000000000002";
const PAGO = "4111111111111111";

async function linkDe(solicitacao: number) {
  const link = await api.post("/pagamento/interno/gera-link/", {
    token: token.gestor,
    body: { solicitacao },
  });
  return link.body.url.split("/pagamento/")[1];
}
const pagarPeloLink = (t: string, numero: string, ip = "10.0.0.1") =>
  api.post("/link/pagamento/{token}/", { path: { token: t }, body: cartao(numero), ip });
const pagarNoPortal = (solicitacao: number, numero: string, ip = "10.0.0.1") =>
  api.post("/pagamento/externo/", { token: token.cliente, body: { solicitacao, ...cartao(numero) }, ip });
const cobrancas = async (solicitacaoId: number) =>
  (await api.db.select().from(pagamento).where(eq(pagamento.solicitacaoId, solicitacaoId))).length;

describe("card testing through a payment link (issue 43, item 5)", () => {
  it("locks a link after its declined cards, tells staff once, and refuses every card after, charging none", async () => {
    const s = await solicitacaoAPagar(api.db);
    const t = await linkDe(s);
    const pagina = async () => (await api.get("/link/pagamento/{token}/", { path: { token: t } })).body;
    for (let i = 0; i < TENTATIVAS_POR_LINK; i++) {
      // The page offers cards until the last charge was taken, and says so before anyone tries another.
      expect(await pagina()).toMatchObject({ cartao_bloqueado: false });
      expect((await pagarPeloLink(t, RECUSADO)).body).toMatchObject({ situacao: "FALHOU" });
    }
    expect(await pagina()).toMatchObject({ cartao_bloqueado: true, pago: false });
    for (const numero of [RECUSADO, PAGO]) {
      const bloqueado = await pagarPeloLink(t, numero, `10.0.1.${numero.length}`);
      expect(bloqueado.status).toBe(429);
      expect(bloqueado.error.detail).toMatch(/link de pagamento foi bloqueado/);
    }
    expect(await cobrancas(s)).toBe(TENTATIVAS_POR_LINK);

    const avisos = await api.db
      .select({ id: evento.id, payload: evento.payload })
      .from(evento)
      .where(
        and(
          eq(evento.acao, "LINK_PAGAMENTO_BLOQUEADO"),
          eq(evento.entidade, "solicitacao"),
          eq(evento.entidadeId, s),
        ),
      );
    expect(avisos).toMatchObject([{ payload: { tentativas: TENTATIVAS_POR_LINK } }]);
    await api.entregar();
    const lidas = await api.db
      .select({ email: usuario.email, texto: notificacao.texto })
      .from(notificacao)
      .innerJoin(usuario, eq(usuario.id, notificacao.usuarioId))
      .where(eq(notificacao.eventoId, avisos[0].id));
    expect(lidas.length).toBeGreaterThan(0);
    expect(lidas.map((l) => l.email)).not.toContain("cliente@hub.example");
    expect(lidas[0].texto).toMatch(
      /link de pagamento da solicitação .* foi bloqueado depois de 5 tentativas/,
    );
    // The request's history tells staff, not the client.
    const bloqueios = async (leitor: "equipe" | "cliente") =>
      (await readHistory(api.db, [["solicitacao", s]], leitor)).filter(
        (h) => h.acao === "LINK_PAGAMENTO_BLOQUEADO",
      );
    expect(await bloqueios("equipe")).toMatchObject([
      { descricao: "Link de pagamento bloqueado depois de cartões recusados" },
    ]);
    expect(await bloqueios("cliente")).toEqual([]);
  });

  it("lets no more than the link's charges through when the cards arrive many at once", async () => {
    const s = await solicitacaoAPagar(api.db);
    const t = await linkDe(s);
    const vistos = new Set<number>();
    for (let onda = 0; onda < 8; onda++) {
      const respostas = await Promise.all(Array.from({ length: 10 }, () => pagarPeloLink(t, RECUSADO)));
      for (const r of respostas) vistos.add(r.status);
      if (respostas.every((r) => r.status === 429)) break;
    }
    expect([...vistos].every((status) => [201, 409, 429].includes(status))).toBe(true);
    expect(await cobrancas(s)).toBe(TENTATIVAS_POR_LINK);
  });

  it("limits a request's cards in the portal, and an address's over every request", async () => {
    const s = await solicitacaoAPagar(api.db);
    for (let i = 0; i < 5; i++) expect((await pagarNoPortal(s, RECUSADO, "10.0.2.1")).status).toBe(201);
    const demais = await pagarNoPortal(s, PAGO, "10.0.2.2");
    expect(demais.status).toBe(429);
    expect(demais.error.detail).toMatch(/nesta solicitação/);
    expect(await cobrancas(s)).toBe(5);

    // One address, many requests: 20 charges an hour, then none.
    const ip = "10.0.3.1";
    for (let r = 0; r < 4; r++) {
      const outra = await solicitacaoAPagar(api.db);
      for (let i = 0; i < 5; i++) expect((await pagarNoPortal(outra, RECUSADO, ip)).status).toBe(201);
    }
    const ultima = await solicitacaoAPagar(api.db);
    const doEndereco = await pagarNoPortal(ultima, RECUSADO, ip);
    expect(doEndereco.status).toBe(429);
    expect(doEndereco.error.detail).toMatch(/a partir deste endereço/);
    expect(await cobrancas(ultima)).toBe(0);
    // An hour later the window is over.
    api.setNow(new Date(AGORA.getTime() + 3_600_000));
    try {
      expect((await pagarNoPortal(ultima, PAGO, ip)).body).toMatchObject({ situacao: "PAGO" });
    } finally {
      api.setNow(AGORA);
    }
  });
});
