import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import { emailMensagem, empresaUsuario, notificacaoPreferencia, usuario } from "@/server/db/schema";
import { entregarPendentes, gravarEvento } from "@/server/lib/evento";
import { entregarEventos } from "@/server/modules/notificacao";
import { usarApiDeTeste } from "@/tests/setup/api";
import { empresaId, usuarioId, solicitacaoAPagar } from "@/tests/setup/construtores";
import { lerEmail, servidorSmtp } from "@/tests/setup/email";
import { arquivo, EMAIL, enviarEmail, enviarFila, fazerResumos, MAX_TENTATIVAS, smtp } from ".";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
// 10:00 in São Paulo on 3 August.
const AGORA = new Date("2026-08-03T13:00:00Z");
let servidor: Awaited<ReturnType<typeof servidorSmtp>>;
const driver = () =>
  smtp({ host: "127.0.0.1", port: servidor.porta, tls: false, remetente: "Hub <hub@teste.example>" });

beforeAll(async () => {
  api.setNow(AGORA);
  for (const who of ["cliente", "gestor", "consultor", "prestador", "admin"])
    token[who] = await api.login(`${who}@hub.example`);
  // What the demo's events left to write and send is done first: the tests read only their own messages.
  await entregarPendentes(api.db, EMAIL, AGORA);
  await api.db.update(emailMensagem).set({ enviadoEm: AGORA }).where(isNull(emailMensagem.enviadoEm));
  servidor = await servidorSmtp();
});

afterAll(async () => {
  await servidor?.fechar();
});

const enviarLinkDePagamento = (who: string, body: { solicitacao: number; email: string }) =>
  api.post("/pagamento/interno/gera-link/email/", { token: token[who], body });

describe("a link sent to an address", () => {
  it("arrives at the SMTP server with the link, which opens the payment", async () => {
    const s = await solicitacaoAPagar(api.db);
    const res = await enviarLinkDePagamento("gestor", { solicitacao: s, email: " pagador@empresa.example " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      para: "pagador@empresa.example",
      url: expect.stringContaining("/pagamento/"),
    });
    const antes = servidor.recebidos.length;
    expect(await enviarFila(api.db, driver(), AGORA)).toBe(1);
    const [m] = servidor.recebidos.slice(antes);
    expect(m.para).toContain("pagador@empresa.example");
    expect(m.assunto).toMatch(
      /^Link de pagamento da solicitação \S+ \(Adequação à LGPD para Microempresas\)$/,
    );
    expect(m.texto).toContain(res.body.url);
    expect(m.html).toContain(`href="${res.body.url}"`);
    expect(m.texto).toMatch(/vale até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    const aberto = await api.get("/link/pagamento/{token}/", {
      path: { token: res.body.url.split("/pagamento/")[1] },
    });
    expect(aberto.status).toBe(200);
    // Sent once: nothing is due any more.
    expect(await enviarFila(api.db, driver(), AGORA)).toBe(0);
  });

  it("is sent by the people who may make the link, to a valid address only", async () => {
    const s = await solicitacaoAPagar(api.db);
    expect((await enviarLinkDePagamento("cliente", { solicitacao: s, email: "a@b.example" })).status).toBe(
      403,
    );
    const ruim = await enviarLinkDePagamento("gestor", { solicitacao: s, email: "pagador@" });
    expect(ruim.status).toBe(400);
    expect(ruim.error.errors).toEqual({ email: ["Informe um e-mail válido."] });
    const vazio = await enviarLinkDePagamento("gestor", { solicitacao: s, email: "" });
    expect(vazio.error.errors).toEqual({ email: ["Informe o e-mail."] });
    const extra = { solicitacao: s, email: "a@b.example", cc: "x" };
    const comCopia = await api.raw("POST", "/pagamento/interno/gera-link/email/", {
      token: token.gestor,
      body: extra,
    });
    expect(comCopia.status).toBe(400);
    // The signing and evaluation links: a consultant makes neither, a provider no evaluation link.
    const assinatura = await api.post("/contrato/assinatura/{id}/link/email/", {
      token: token.consultor,
      path: { id: 1 },
      body: { email: "a@b.example" },
    });
    expect(assinatura.status).toBe(403);
    const avaliacao = await api.post("/avaliacao/{id}/link/email/", {
      token: token.prestador,
      path: { id: s },
      body: { email: "a@b.example" },
    });
    expect(avaliacao.status).toBe(403);
    // A request not waiting for its evaluation gets no evaluation link, by e-mail or not.
    const cedo = await api.post("/avaliacao/{id}/link/email/", {
      token: token.gestor,
      path: { id: s },
      body: { email: "a@b.example" },
    });
    expect(cedo.status).toBe(409);
    expect(await api.db.$count(emailMensagem, isNull(emailMensagem.enviadoEm))).toBe(0);
  });
});

describe("the password link", () => {
  it("reaches a user an administrator registers, and again when a new link is issued, still shown to the admin", async () => {
    const res = await api.post("/auth/admin/registrar/usuario/", {
      token: token.admin,
      body: {
        nome: "Heloísa",
        sobrenome: "Prates",
        email: "heloisa.senha@hub.example",
        cpf: "601.257.917-98",
        groups: ["interno"],
      },
    });
    expect(res.status).toBe(201);
    const primeiro = res.body.link.url;
    const antes = servidor.recebidos.length;
    expect(await enviarFila(api.db, driver(), AGORA)).toBe(1);
    const [m] = servidor.recebidos.slice(antes);
    expect(m.para).toContain("heloisa.senha@hub.example");
    expect(m.assunto).toBe("Defina sua senha");
    expect(m.texto).toContain(primeiro);
    expect(m.html).toContain(`href="${primeiro}"`);
    expect(m.texto).toMatch(/Enviado por \S+/);

    // A new link spends the first: the e-mail carries the new one, the one the admin is shown.
    const novo = await api.post("/auth/admin/usuario/{id}/link-senha/", {
      token: token.admin,
      path: { id: res.body.usuario.id },
    });
    expect(novo.status).toBe(201);
    expect(novo.body.url).not.toBe(primeiro);
    expect(await enviarFila(api.db, driver(), AGORA)).toBe(1);
    const segundo = servidor.recebidos.at(-1)!;
    expect(segundo.para).toContain("heloisa.senha@hub.example");
    expect(segundo.texto).toContain(novo.body.url);
    expect(segundo.texto).not.toContain(primeiro);
  });
});

describe("sending", () => {
  it("retries a refused message with backoff, sends it once, and gives up after the last attempt", async () => {
    const recusa = await servidorSmtp({ recusar: 2 });
    const d = smtp({ host: "127.0.0.1", port: recusa.porta, tls: false, remetente: "hub@teste.example" });
    const s = await solicitacaoAPagar(api.db);
    await enviarLinkDePagamento("gestor", { solicitacao: s, email: "tentativas@empresa.example" });
    const [m] = await api.db
      .select()
      .from(emailMensagem)
      .where(eq(emailMensagem.para, "tentativas@empresa.example"));
    let agora = AGORA;
    expect(await enviarFila(api.db, d, agora)).toBe(0);
    let linha = (await api.db.select().from(emailMensagem).where(eq(emailMensagem.id, m.id)))[0];
    expect(linha).toMatchObject({ tentativas: 1, enviadoEm: null });
    expect(linha.erro).toMatch(/451/);
    expect(linha.proximaTentativa!.getTime() - agora.getTime()).toBe(5_000);
    // Too early: not tried.
    expect(await enviarFila(api.db, d, new Date(agora.getTime() + 4_000))).toBe(0);
    expect((await api.db.select().from(emailMensagem).where(eq(emailMensagem.id, m.id)))[0].tentativas).toBe(
      1,
    );
    agora = linha.proximaTentativa!;
    expect(await enviarFila(api.db, d, agora)).toBe(0);
    linha = (await api.db.select().from(emailMensagem).where(eq(emailMensagem.id, m.id)))[0];
    expect(linha.proximaTentativa!.getTime() - agora.getTime()).toBe(10_000);
    expect(await enviarFila(api.db, d, linha.proximaTentativa!)).toBe(1);
    expect(recusa.recebidos).toHaveLength(1);
    expect(recusa.recebidos[0].messageId).toMatch(new RegExp(`^<email-${m.id}@`));
    await recusa.fechar();

    const fora = await servidorSmtp({ recusar: 1_000 });
    const d2 = smtp({ host: "127.0.0.1", port: fora.porta, tls: false, remetente: "hub@teste.example" });
    await enviarLinkDePagamento("gestor", { solicitacao: s, email: "desiste@empresa.example" });
    const [n] = await api.db
      .select()
      .from(emailMensagem)
      .where(eq(emailMensagem.para, "desiste@empresa.example"));
    agora = AGORA;
    for (let i = 0; i < MAX_TENTATIVAS + 2; i++) {
      await enviarFila(api.db, d2, agora);
      agora = new Date(agora.getTime() + 3_600_000);
    }
    const fim = (await api.db.select().from(emailMensagem).where(eq(emailMensagem.id, n.id)))[0];
    expect(fim).toMatchObject({ tentativas: MAX_TENTATIVAS, enviadoEm: null });
    expect(fim.desistidoEm).not.toBeNull();
    expect(fim.erro).toMatch(/451/);
    await fora.fechar();
  });

  it("shows administrators a message given up, its last error and attempts, and resends it on demand", async () => {
    const fora = await servidorSmtp({ recusar: 1_000 });
    const d = smtp({ host: "127.0.0.1", port: fora.porta, tls: false, remetente: "hub@teste.example" });
    const s = await solicitacaoAPagar(api.db);
    await enviarLinkDePagamento("gestor", { solicitacao: s, email: "caixa-cheia@empresa.example" });
    const [m] = await api.db
      .select()
      .from(emailMensagem)
      .where(eq(emailMensagem.para, "caixa-cheia@empresa.example"));
    let agora = AGORA;
    for (let i = 0; i < MAX_TENTATIVAS; i++) {
      expect(await enviarEmail(api.db, m.id, agora, d)).toBe(false);
      agora = new Date(agora.getTime() + 3_600_000);
    }
    await fora.fechar();

    const falhas = await api.get("/integracao/admin/email/", {
      token: token.admin,
      query: { search: "caixa-cheia" },
    });
    expect(falhas.body.results).toEqual([
      expect.objectContaining({
        id: m.id,
        tipo: "email",
        situacao: "FALHOU",
        tentativas: MAX_TENTATIVAS,
        erro: expect.stringMatching(/451/),
        descricao: expect.stringContaining("caixa-cheia@empresa.example"),
      }),
    ]);
    const painel = await api.get("/integracao/admin/painel/", { token: token.admin });
    expect(painel.body.consumidores.find((c) => c.nome === "email")!.falhas).toBeGreaterThan(0);
    const hist = await api.get("/integracao/admin/email/{id}/historico/", {
      token: token.admin,
      path: { id: m.id },
    });
    expect(hist.body.tentativas).toHaveLength(MAX_TENTATIVAS);
    expect(hist.body.tentativas[0]).toMatchObject({ ok: false, erro: expect.stringMatching(/451/) });

    // The resend goes through the portal's driver (HUB_EMAIL: the files under data/emails in the tests).
    const reenviar = () =>
      api.post("/integracao/admin/email/{id}/reenviar/", { token: token.admin, path: { id: m.id } });
    const feito = await reenviar();
    expect(feito.status).toBe(200);
    expect(feito.body.registro).toMatchObject({ situacao: "ENVIADO", erro: null, tentativas: 0 });
    expect(feito.body.tentativas.at(-1)).toMatchObject({ ok: true, erro: null });
    expect((await reenviar()).status).toBe(409);
    expect(
      (await api.get("/integracao/admin/email/", { token: token.admin, query: { search: "caixa-cheia" } }))
        .body.count,
    ).toBe(0);
    expect(
      (await api.post("/integracao/admin/email/{id}/reenviar/", { token: token.gestor, path: { id: m.id } }))
        .status,
    ).toBe(403);
  });

  it("takes again a message whose sender died mid-send once its hold has passed", async () => {
    const s = await solicitacaoAPagar(api.db);
    await enviarLinkDePagamento("gestor", { solicitacao: s, email: "queda@empresa.example" });
    // As a sender that took it and died before recording the answer leaves it.
    const [m] = await api.db
      .update(emailMensagem)
      .set({ reservadoAte: new Date(AGORA.getTime() + 120_000) })
      .where(eq(emailMensagem.para, "queda@empresa.example"))
      .returning();
    expect(await enviarFila(api.db, driver(), AGORA)).toBe(0);
    expect(await enviarFila(api.db, driver(), new Date(AGORA.getTime() + 121_000))).toBe(1);
    expect(servidor.recebidos.at(-1)?.messageId).toMatch(new RegExp(`^<email-${m.id}@`));
  });

  it("the arquivo driver writes each message whole as an .eml named by its id", async () => {
    const pasta = await mkdtemp(path.join(tmpdir(), "hub-emails-"));
    try {
      const d = arquivo(pasta);
      await d.enviar({
        id: 42,
        para: "a@b.example",
        assunto: "Olá, ação",
        texto: "Texto é",
        html: "<p>x</p>",
      });
      expect(await readdir(pasta)).toEqual(["00000042.eml"]);
      const m = lerEmail(await readFile(path.join(pasta, "00000042.eml"), "utf8"));
      expect(m).toMatchObject({
        para: "a@b.example",
        assunto: "Olá, ação",
        texto: "Texto é",
        html: "<p>x</p>",
      });
    } finally {
      await rm(pasta, { recursive: true });
    }
  });
});

/** A second client user of Sabor da Ilha, who chose `canal` for the requests' news. */
async function outroCliente(email: string, canal: string) {
  const [u] = await api.db
    .insert(usuario)
    .values({ email, nome: "Outra", sobrenome: "Pessoa", senhaHash: "x" })
    .returning({ id: usuario.id });
  await api.db
    .insert(empresaUsuario)
    .values({ usuarioId: u.id, empresaId: await empresaId(api.db, "Sabor da Ilha") });
  await api.db.insert(notificacaoPreferencia).values({ usuarioId: u.id, categoria: "solicitacao", canal });
  return u.id;
}

describe("notifications by e-mail", () => {
  it("sends at once what waits for a user who keeps the default, and nothing to one who chose none", async () => {
    const nenhum = await outroCliente("nada@sabor.example", "NENHUM");
    await api.db
      .insert(notificacaoPreferencia)
      .values({ usuarioId: nenhum, categoria: "acao", canal: "NENHUM" });
    const s = await solicitacaoAPagar(api.db);
    await gravarEvento(api.db, {
      entidade: "solicitacao",
      entidadeId: s,
      acao: "ENVIAR_CONTRATOS",
      usuarioId: await usuarioId(api.db, "gestor@hub.example"),
      dados: { de: "ANALISE_FINAL_GESTOR", para: "AGUARDANDO_ASSINATURA" },
    });
    await entregarPendentes(api.db, EMAIL, AGORA);
    const escritas = await api.db
      .select()
      .from(emailMensagem)
      .where(eq(emailMensagem.tipo, "contrato_assinar"));
    const para = escritas.map((e) => e.para);
    expect(para).toContain("cliente@hub.example");
    expect(para).not.toContain("nada@sabor.example");
    const antes = servidor.recebidos.length;
    await enviarFila(api.db, driver(), AGORA);
    const m = servidor.recebidos.slice(antes).find((r) => r.para.includes("cliente@hub.example"))!;
    expect(m.assunto).toBe("Contrato para assinar");
    expect(m.texto).toMatch(/está pronto para a sua assinatura/);
    expect(m.html).toContain(`/externo/cliente/solicitacoes/${s}"`);
  });

  it("gathers a day's notifications in one daily digest for a user who chose it, once, and none for 'none'", async () => {
    await outroCliente("nenhum-resumo@sabor.example", "NENHUM");
    const s = await solicitacaoAPagar(api.db);
    const dia = new Date("2026-08-10T14:00:00Z");
    for (const [acao, em] of [
      ["DEVOLVER", dia],
      ["DEVOLVER", new Date("2026-08-11T02:30:00Z")], // 23:30 in São Paulo: still the 10th
      ["DEVOLVER", new Date("2026-08-11T13:00:00Z")], // the 11th: the next digest's
    ] as const)
      await gravarEvento(api.db, {
        entidade: "solicitacao",
        entidadeId: s,
        acao,
        usuarioId: null,
        dados: { para: "DEVOLVIDA_CLIENTE" },
        dtainclusao: em,
      });
    await entregarEventos(api.db, dia);
    // 01:00 in São Paulo on the 11th: the 10th's digest is due.
    const manha = new Date("2026-08-11T04:00:00Z");
    await fazerResumos(api.db, manha);
    const resumos = await api.db.select().from(emailMensagem).where(eq(emailMensagem.tipo, "resumo"));
    const doCliente = resumos.filter((r) => r.para === "cliente@hub.example");
    expect(doCliente).toHaveLength(1);
    expect(resumos.map((r) => r.para)).not.toContain("nenhum-resumo@sabor.example");
    // Once a day: a later round writes nothing again.
    expect(await fazerResumos(api.db, new Date(manha.getTime() + 60_000))).toBe(0);
    const antes = servidor.recebidos.length;
    await enviarFila(api.db, driver(), manha);
    const m = servidor.recebidos.slice(antes).find((r) => r.para.includes("cliente@hub.example"))!;
    expect(m.assunto).toBe("Resumo do dia 10/08/2026");
    const pedidos = m.texto.match(/Solicitação devolvida para ajustes/g) ?? [];
    expect(pedidos).toHaveLength(2);
    expect(m.html).toContain("/conta/notificacoes");
  });
});
