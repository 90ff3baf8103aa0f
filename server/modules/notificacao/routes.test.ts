import { and, eq, sql } from "drizzle-orm";
import { EventSource } from "eventsource";
import { afterEach, describe, expect, it } from "vitest";
import { CABECALHO_PAR } from "@/lib/endereco";
import {
  centroCusto,
  credenciamento,
  empresa,
  evento,
  eventoEntrega,
  notificacao,
  solicitacao,
} from "@/server/db/schema";
import { gravarEvento } from "@/server/lib/evento";
import { createApp } from "@/server/app";
import { openDatabase } from "@/server/db/client";
import {
  criarDiagnostico,
  criarProposta,
  criarSolicitacao,
  empresaId,
  usuarioId,
} from "@/tests/setup/construtores";
import { usarApiDeTeste, type TestApi } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { criarCentral, gerarAlertas } from ".";

const api = usarApiDeTeste();
const DIA = 86_400_000;
const MOTIVO = "Informe o faturamento mensal da empresa.";
/** A notification as the live stream sends it. */
type Item = {
  id: number;
  tipo: string;
  titulo: string;
  texto: string;
  link: string;
  visto: boolean;
  entidade_id: number;
};

const lista = async (token: string, query?: Query<"get", "/notificacao/mensagem/list/">) => {
  const res = await api.get("/notificacao/mensagem/list/", { query, token });
  expect(res.status).toBe(200);
  return res.body;
};

/** A request of Sabor da Ilha (cliente@'s) waiting for analysis, returned by the gestor: one event. */
async function devolvida() {
  const id = await criarSolicitacao(api.db, { empresas: [await empresaId(api.db, "Sabor da Ilha")] });
  const gestor = await api.login("gestor@hub.example");
  const res = await api.patch("/solicitacao/interno/{id}/devolver/", {
    path: { id },
    token: gestor,
    body: { motivo: MOTIVO },
  });
  expect(res.status).toBe(200);
  await api.entregar();
  return id;
}

/**
 * Opens the user's stream on `app` (another instance's, in the two-instance test) and collects it: after
 * `ultimo`, or as a page that began loading `carregandoMs` ago.
 */
function ouvir(app: TestApi["app"], token: string, ultimo?: number, carregandoMs?: number) {
  const recebidas: Item[] = [];
  const query = carregandoMs === undefined ? "" : `?carregando_ms=${carregandoMs}`;
  const es = new EventSource(`http://hub.test/api/hub/eventos/stream/${query}`, {
    fetch: async (url, init) => {
      const res = await app.request(String(url), {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          authorization: `Bearer ${token}`,
          [CABECALHO_PAR]: "10.0.0.1",
          ...(ultimo === undefined ? {} : { "last-event-id": String(ultimo) }),
        },
      });
      // In process, closing the client must cancel the body itself, as a dropped connection does: the
      // server then stops the stream instead of keeping it for good.
      const signal = init?.signal ?? undefined;
      if (!res.body || !signal) return res;
      const corpo = res.body.pipeThrough(new TransformStream(), { signal });
      return new Response(corpo, { status: res.status, headers: res.headers });
    },
  });
  const pronto = new Promise<void>((resolve) => es.addEventListener("pronto", () => resolve()));
  let recentes: string[] | undefined;
  es.addEventListener("recentes", (e) => (recentes = JSON.parse(e.data) as string[]));
  const antigas: Item[] = [];
  es.addEventListener("antiga", (e) => antigas.push(JSON.parse(e.data) as Item));
  es.addEventListener("notificacao", (e) => recebidas.push(JSON.parse(e.data) as Item));
  // Why the server ended the stream.
  const fins: string[] = [];
  es.addEventListener("fim", (e) => fins.push(e.data));
  const chegar = async (n: number) => {
    await expect.poll(() => recebidas.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
    return recebidas;
  };
  return {
    pronto,
    chegar,
    recebidas,
    recentes: () => recentes,
    antigas,
    fins,
    /** CLOSED once the client gave up (a reconnection answered 401). */
    fechado: () => es.readyState === es.CLOSED,
    fechar: () => es.close(),
  };
}
/**
 * The user's stream on `app` read as it comes, without a client that reconnects: its text so far, and
 * `terminou` once the server has ended the body.
 */
async function abrirCru(app: TestApi["app"], token: string) {
  const res = await app.request("/api/hub/eventos/stream/", {
    headers: { authorization: `Bearer ${token}`, [CABECALHO_PAR]: "10.0.0.1" },
  });
  expect(res.status).toBe(200);
  const leitor = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const lido = { texto: "" };
  const terminou = (async () => {
    for (;;) {
      const { done, value } = await leitor.read().catch(() => ({ done: true, value: undefined }));
      if (done) return true;
      lido.texto += value;
    }
  })();
  await expect.poll(() => lido.texto).toContain("event: pronto");
  return { lido, terminou, fechar: () => void leitor.cancel().catch(() => undefined) };
}
const abertos: { fechar: () => void }[] = [];
afterEach(() => abertos.splice(0).forEach((s) => s.fechar()));

describe("GET /notificacao/mensagem/list/ and the delivery of events", () => {
  it("tells the request's client, not the staff member who acted nor another client, with the page to open", async () => {
    const id = await devolvida();
    const [nro] = await api.db
      .select({ nro: solicitacao.nrosolicitacao })
      .from(solicitacao)
      .where(eq(solicitacao.id, id));
    const cliente = await lista(await api.login("cliente@hub.example"));
    const minha = cliente.results.find((n) => n.texto.includes(nro.nro));
    expect(minha).toMatchObject({
      tipo: "solicitacao_devolvida",
      titulo: "Solicitação devolvida para ajustes",
      link: `/externo/cliente/solicitacoes/${id}`,
      visto: false,
    });
    expect(cliente.nao_vistas).toBeGreaterThanOrEqual(1);
    for (const outro of ["gestor@hub.example", "helena.prado@hub.example", "prestador@hub.example"]) {
      const delas = await lista(await api.login(outro));
      expect(delas.results.some((n) => n.texto.includes(nro.nro))).toBe(false);
    }
  });

  it("delivers an event once however often delivery runs, and pages newest first", async () => {
    const ids = [await devolvida(), await devolvida()];
    await api.entregar();
    const token = await api.login("cliente@hub.example");
    const todas = await lista(token, { page_size: 100 });
    const delas = todas.results.filter((n) => ids.some((id) => n.link.endsWith(`/solicitacoes/${id}`)));
    expect(delas.map((n) => n.link)).toEqual(
      ids.reverse().map((id) => `/externo/cliente/solicitacoes/${id}`),
    );
    const primeira = await lista(token, { page_size: 1 });
    expect(primeira).toMatchObject({ count: todas.count, results: [todas.results[0]] });
    expect(primeira.next).toContain("page=2");
    expect((await api.raw("GET", "/notificacao/mensagem/list/?cor=azul", { token })).status).toBe(400);
    expect((await api.get("/notificacao/mensagem/list/")).status).toBe(401);
  });

  it("retries an event whose delivery failed, later, without holding up the others", async () => {
    const clienteId = await usuarioId(api.db, "cliente@hub.example");
    // A subscriber that fails: writing the client's notifications breaks, as a full disk would.
    await api.db.execute(
      sql.raw(`create function falha() returns trigger language plpgsql as $$
        begin if new.usuario_id = ${clienteId} then raise exception 'disco cheio'; end if; return new; end $$`),
    );
    await api.db.execute(
      sql`create trigger falha before insert on notificacao for each row execute function falha()`,
    );
    const agora = new Date();
    api.setNow(agora);
    const sabor = await empresaId(api.db, "Sabor da Ilha");
    const [a, b] = [
      await criarSolicitacao(api.db, { empresas: [sabor] }),
      await criarSolicitacao(api.db, { empresas: [sabor] }),
    ];
    const falhou = (await gravarEvento(api.db, {
      entidade: "solicitacao",
      entidadeId: a,
      acao: "DEVOLVER",
      usuarioId: null,
      dados: { para: "DEVOLVIDA_CLIENTE", motivo: MOTIVO },
    }))!;
    const outro = (await gravarEvento(api.db, {
      entidade: "solicitacao",
      entidadeId: b,
      acao: "RESPOSTA_CLIENTE",
      usuarioId: null,
      dados: { para: "AGUARDANDO_ANALISE" },
    }))!;
    try {
      await api.entregar();
    } finally {
      await api.db.execute(sql`drop trigger falha on notificacao`);
    }
    const linha = async (id: number) =>
      (
        await api.db
          .select()
          .from(eventoEntrega)
          .where(and(eq(eventoEntrega.eventoId, id), eq(eventoEntrega.consumidor, "notificacao")))
      )[0];
    expect(await linha(falhou)).toMatchObject({
      entregueEm: null,
      tentativas: 1,
      erro: expect.stringContaining("disco cheio"),
    });
    expect((await linha(falhou)).proximaTentativa!.getTime()).toBeGreaterThan(agora.getTime());
    expect((await linha(outro)).entregueEm).not.toBeNull();

    await api.entregar();
    expect((await linha(falhou)).entregueEm).toBeNull();
    api.setNow(new Date(agora.getTime() + 60_000));
    await api.entregar();
    expect(await linha(falhou)).toMatchObject({ entregueEm: expect.any(Date), erro: null });
    const escritas = await api.db.select().from(notificacao).where(eq(notificacao.eventoId, falhou));
    expect(escritas.map((n) => n.usuarioId)).toEqual([clienteId]);
  });
});

describe("accreditation events", () => {
  it("tell those who decide (administrators in their own area) of a request, and the provider of the decision", async () => {
    const [pedido] = await api.db
      .select({ id: credenciamento.id, empresa: credenciamento.empresaId })
      .from(credenciamento)
      .innerJoin(empresa, eq(empresa.id, credenciamento.empresaId))
      .where(eq(empresa.nomefantasia, "Vértice Consultoria"))
      .limit(1);
    const objeto = { entidade: "credenciamento", entidadeId: pedido.id, usuarioId: null };
    await gravarEvento(api.db, { ...objeto, acao: "SOLICITAR", dados: { para: "SOLICITADO" } });
    await gravarEvento(api.db, {
      ...objeto,
      acao: "RECUSAR",
      dados: { de: "SOLICITADO", para: "RECUSADO", motivo: MOTIVO },
    });
    await api.entregar();
    const doTipo = async (email: string, tipo: string) =>
      (await lista(await api.login(email), { page_size: 100 })).results.filter(
        (n) => n.tipo === tipo && n.entidade_id === pedido.id,
      );
    expect(await doTipo("coordenador@hub.example", "credenciamento_solicitado")).toMatchObject([
      { link: `/interno/empresas/${pedido.empresa}`, texto: expect.stringContaining("Vértice Consultoria") },
    ]);
    expect(await doTipo("admin@hub.example", "credenciamento_solicitado")).toMatchObject([
      { link: `/admin/empresas/${pedido.empresa}` },
    ]);
    expect(await doTipo("prestador@hub.example", "credenciamento_solicitado")).toEqual([]);
    expect(await doTipo("prestador@hub.example", "credenciamento_recusado")).toMatchObject([
      { link: "/externo/prestador/empresa", texto: expect.stringContaining(MOTIVO) },
    ]);
  });
});

describe("PUT /notificacao/visto/{id}/ and /visto/todos/", () => {
  it("marks one seen, refuses another user's (404), then marks all", async () => {
    await devolvida();
    await devolvida();
    const token = await api.login("cliente@hub.example");
    const antes = await lista(token);
    const uma = antes.results[0];
    const res = await api.put("/notificacao/visto/{id}/", { path: { id: uma.id }, token });
    expect(res).toMatchObject({ status: 200, body: { nao_vistas: antes.nao_vistas - 1 } });
    expect((await lista(token)).results[0].visto).toBe(true);
    expect((await lista(token, { nao_vistas: "true" })).results.some((n) => n.id === uma.id)).toBe(false);

    const outro = await api.login("prestador@hub.example");
    expect(
      (await api.put("/notificacao/visto/{id}/", { path: { id: antes.results[1].id }, token: outro })).status,
    ).toBe(404);
    expect(await api.put("/notificacao/visto/todos/", { token })).toMatchObject({
      status: 200,
      body: { nao_vistas: 0 },
    });
    expect((await lista(token)).nao_vistas).toBe(0);
  });
});

describe("GET /eventos/stream/", () => {
  it("pushes a new notification live, and a reconnection with Last-Event-ID gets what it missed", async () => {
    const token = await api.login("cliente@hub.example");
    const aoVivo = ouvir(api.app, token);
    abertos.push(aoVivo);
    await aoVivo.pronto;
    await devolvida();
    const [chegou] = await aoVivo.chegar(1);
    expect(chegou).toMatchObject({ tipo: "solicitacao_devolvida", visto: false });

    aoVivo.fechar();
    await devolvida();
    await devolvida();
    const retomada = ouvir(api.app, token, chegou.id);
    abertos.push(retomada);
    const perdidas = await retomada.chegar(2);
    expect(perdidas.map((n) => n.id)).toEqual(
      (await lista(token)).results
        .slice(0, 2)
        .map((n) => n.id)
        .reverse(),
    );
    expect((await api.get("/eventos/stream/")).status).toBe(401);
  });

  it("sends a notification over a minute old when it goes out as 'antiga', which shows no message", async () => {
    const token = await api.login("cliente@hub.example");
    const aberto = ouvir(api.app, token);
    abertos.push(aberto);
    await aberto.pronto;
    const agora = new Date();
    api.setNow(agora);
    // The demo's events are delivered at the first sign-in, long after they happened: this one, 2 minutes.
    const id = await criarSolicitacao(api.db, { empresas: [await empresaId(api.db, "Sabor da Ilha")] });
    await gravarEvento(api.db, {
      entidade: "solicitacao",
      entidadeId: id,
      acao: "DEVOLVER",
      usuarioId: null,
      dados: { para: "DEVOLVIDA_CLIENTE", motivo: MOTIVO },
      dtainclusao: new Date(agora.getTime() - 120_000),
    });
    await api.entregar();
    await expect.poll(() => aberto.antigas.length).toBe(1);
    expect(aberto.antigas[0]).toMatchObject({ tipo: "solicitacao_devolvida" });
    // A change made now is news: the usual event.
    await devolvida();
    const [nova] = await aberto.chegar(1);
    expect(nova.id).toBeGreaterThan(aberto.antigas[0].id);
    expect(aberto.antigas).toHaveLength(1);
  });

  it("names to a first stream what was notified since its page began loading, for the page to read again", async () => {
    // The app's clock far from the database's: the window is the database's, which stamps notifications.
    api.setNow(new Date("2031-01-01T12:00:00Z"));
    const token = await api.login("cliente@hub.example");
    await devolvida();
    const primeiro = ouvir(api.app, token, undefined, 60_000);
    abertos.push(primeiro);
    await primeiro.pronto;
    await expect.poll(() => primeiro.recentes()).toEqual(["solicitacao"]);
    // A reconnection gets the notifications themselves instead; a page that began loading after the
    // notification has nothing recent, nor a stream that does not say when its page began loading.
    const [ultima] = (await lista(token)).results;
    await new Promise((r) => setTimeout(r, 300));
    const retomada = ouvir(api.app, token, ultima.id, 60_000);
    const depois = ouvir(api.app, token, undefined, 100);
    const semPagina = ouvir(api.app, token);
    abertos.push(retomada, depois, semPagina);
    await Promise.all([retomada.pronto, depois.pronto, semPagina.pronto]);
    await new Promise((r) => setTimeout(r, 200));
    expect([retomada.recentes(), depois.recentes(), semPagina.recentes()]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("GET /eventos/stream/ under attack: many streams, and sessions that end", () => {
  it("opens a user's tenth stream with the queries of the first: opening reads for no other stream", async () => {
    const token = await api.login("cliente@hub.example");
    // The sign-in's delivery, in the background, is over before counting.
    await api.entregar();
    const consultas: number[] = [];
    for (let i = 0; i < 10; i++) {
      const feitas = await api.consultasDe(async () => {
        const aberto = ouvir(api.app, token);
        abertos.push(aberto);
        await aberto.pronto;
      });
      consultas.push(feitas.length);
    }
    // The session, where the stream starts, the session again (revoked meanwhile?) and the catch-up.
    expect(consultas).toEqual(Array(10).fill(4));
  });

  it("keeps a user's ten newest streams: the eleventh ends the oldest, told why and to come back later", async () => {
    const token = await api.login("cliente@hub.example");
    const maisAntigo = await abrirCru(api.app, token);
    abertos.push(maisAntigo);
    let terminou = false;
    void maisAntigo.terminou.then(() => (terminou = true));
    const outros = Array.from({ length: 9 }, () => ouvir(api.app, token));
    abertos.push(...outros);
    await Promise.all(outros.map((s) => s.pronto));
    await new Promise((r) => setTimeout(r, 200));
    expect(terminou).toBe(false);

    const decimoPrimeiro = ouvir(api.app, token);
    abertos.push(decimoPrimeiro);
    await decimoPrimeiro.pronto;
    await expect.poll(() => terminou, { timeout: 5_000 }).toBe(true);
    expect(maisAntigo.lido.texto).toMatch(/event: fim\ndata: limite\nretry: \d{6,}\n\n$/);
    await devolvida();
    for (const s of [...outros, decimoPrimeiro]) expect(await s.chegar(1)).toHaveLength(1);
    expect(maisAntigo.lido.texto).not.toContain("event: notificacao");
  });

  it("ends a session's streams at its logout, and only those: nothing more reaches them", async () => {
    const sessao = await api.login("cliente@hub.example");
    const outra = await api.login("cliente@hub.example");
    const daSessao = ouvir(api.app, sessao);
    const daOutra = ouvir(api.app, outra);
    abertos.push(daSessao, daOutra);
    await Promise.all([daSessao.pronto, daOutra.pronto]);
    expect((await api.post("/auth/logout/", { token: sessao })).status).toBe(200);
    await expect.poll(() => daSessao.fins, { timeout: 5_000 }).toEqual(["sessao"]);
    // Its client comes back once with the revoked token, is refused (401) and gives up.
    await expect.poll(() => daSessao.fechado(), { timeout: 10_000 }).toBe(true);
    await devolvida();
    await daOutra.chegar(1);
    expect(daSessao.recebidas).toEqual([]);
    expect(daOutra.fins).toEqual([]);
  });

  it("ends every stream of a user deactivated, whichever session opened it", async () => {
    const email = "interno@hub.example";
    const id = await usuarioId(api.db, email);
    const admin = await api.login("admin@hub.example");
    const streams = [ouvir(api.app, await api.login(email)), ouvir(api.app, await api.login(email))];
    abertos.push(...streams);
    await Promise.all(streams.map((s) => s.pronto));
    const ativar = (ativo: boolean) =>
      api.patch("/auth/interno/gestor/{id}/ativar/", { path: { id }, token: admin, body: { ativo } });
    try {
      expect((await ativar(false)).status).toBe(200);
      for (const s of streams) await expect.poll(() => s.fins, { timeout: 5_000 }).toEqual(["sessao"]);
    } finally {
      await ativar(true);
    }
  });
});

describe("deadline alerts", () => {
  it("raise a late diagnostic, a stage of a draft's deadline and an unsigned contract once each", async () => {
    const agora = new Date("2027-05-10T15:00:00Z");
    api.setNow(agora);
    const sabor = await empresaId(api.db, "Sabor da Ilha");
    const atrasado = await criarSolicitacao(api.db, {
      empresas: [sabor],
      substatus: "AGUARDANDO_DIAGNOSTICO",
    });
    const diag = await criarDiagnostico(api.db, {
      solicitacao: atrasado,
      prestador: "Vértice Consultoria",
      substatus: "EM_ELABORACAO",
      nrodiagnostico: "D-TESTE-1",
      prazo: new Date(agora.getTime() - DIA),
      dtainclusao: new Date(agora.getTime() - 20 * DIA),
    });
    const aberta = await criarSolicitacao(api.db, { empresas: [sabor], substatus: "AGUARDANDO_PROPOSTAS" });
    await api.db
      .update(solicitacao)
      .set({ dtaprazoenvioproposta: new Date("2027-05-11T23:59:00-03:00") })
      .where(eq(solicitacao.id, aberta));
    const rascunho = await criarProposta(api.db, { solicitacao: aberta, status: "RASCUNHO" });

    const novos = await gerarAlertas(api.db, agora);
    expect(novos).toBeGreaterThanOrEqual(2);
    expect(await gerarAlertas(api.db, agora)).toBe(0);
    const chaves = (await api.db.select({ chave: evento.chave }).from(evento)).map((e) => e.chave);
    expect(chaves).toContain(`alerta:diagnostico:${diag}:${new Date(agora.getTime() - DIA).toISOString()}`);
    expect(chaves).toContain(`alerta:prazo_proposta:${rascunho}:2027-05-11`);

    await api.entregar();
    const token = await api.login("prestador@hub.example");
    const doPrestador = (await lista(token, { page_size: 100 })).results;
    expect(
      doPrestador.filter((n) => n.tipo === "alerta_diagnostico" && n.link.endsWith(`/${diag}`)),
    ).toHaveLength(1);
    expect(
      doPrestador.filter((n) => n.tipo === "alerta_prazo_proposta" && n.link.endsWith(`/${rascunho}`)),
    ).toHaveLength(1);
    await gerarAlertas(api.db, new Date(agora.getTime() + 3_600_000));
    await api.entregar();
    expect(
      (await lista(token, { page_size: 100 })).results.filter((n) => n.tipo === "alerta_diagnostico"),
    ).toHaveLength(doPrestador.filter((n) => n.tipo === "alerta_diagnostico").length);
  });

  it("tell the parties to sign a contract sent, and once more after ALERTA_ASSINATURA_DIAS unsigned", async () => {
    const t0 = new Date("2027-06-01T13:00:00Z");
    api.setNow(t0);
    const id = await criarSolicitacao(api.db, {
      empresas: [await empresaId(api.db, "Sabor da Ilha")],
      substatus: "ANALISE_FINAL_GESTOR",
      modelo: "Adequação à LGPD para Microempresas",
    });
    await criarProposta(api.db, { solicitacao: id, horas: [12] });
    const [centro] = await api.db.select().from(centroCusto).where(eq(centroCusto.codigo, "CC-2026-001"));
    await api.db.update(solicitacao).set({ centroCustoId: centro.id }).where(eq(solicitacao.id, id));
    const [{ versao }] = await api.db.select().from(solicitacao).where(eq(solicitacao.id, id));
    const enviado = await api.post("/solicitacao/interno/{id}/enviar/contratos/", {
      path: { id },
      token: await api.login("gestor@hub.example"),
      headers: { "if-match": String(versao) },
    });
    expect(enviado.status).toBe(200);
    await api.entregar();
    const cliente = await api.login("cliente@hub.example");
    const prestador = await api.login("prestador@hub.example");
    const doPedido = async (token: string, tipo: string) =>
      (await lista(token, { page_size: 100 })).results.filter((n) => n.tipo === tipo && n.entidade_id === id);
    expect(await doPedido(cliente, "contrato_assinar")).toHaveLength(1);
    expect(await doPedido(prestador, "contrato_assinar")).toHaveLength(1);

    const alertas = async () =>
      (await api.db.select().from(evento).where(eq(evento.acao, "ALERTA_ASSINATURA"))).filter(
        (e) => e.entidadeId === id,
      );
    await gerarAlertas(api.db, new Date(t0.getTime() + 2 * DIA));
    expect(await alertas()).toHaveLength(0);
    await gerarAlertas(api.db, new Date(t0.getTime() + 4 * DIA));
    await gerarAlertas(api.db, new Date(t0.getTime() + 5 * DIA));
    expect(await alertas()).toHaveLength(1);
    await api.entregar();
    expect(await doPedido(cliente, "alerta_assinatura")).toHaveLength(1);
  });
});

const servidorPg = process.env.HUB_TEST_DATABASE_URL;
describe.skipIf(!servidorPg)("two instances on one PostgreSQL", () => {
  it("an event delivered by instance A reaches a stream connected to instance B", async () => {
    const b = await openDatabase({ url: api.url!, dataDir: "" });
    const centralB = criarCentral({ db: async () => b.db, now: () => new Date(), ouvir: b.ouvir });
    const appB = createApp({ db: async () => b.db, central: centralB, ouvir: b.ouvir });
    try {
      const token = await api.login("cliente@hub.example");
      const emB = ouvir(appB, token);
      abertos.push(emB);
      await emB.pronto;
      await devolvida();
      const [chegou] = await emB.chegar(1);
      expect(chegou.tipo).toBe("solicitacao_devolvida");
      emB.fechar();
    } finally {
      await centralB.fechar();
      await b.close();
    }
  });

  it("a logout on instance A ends that session's stream on instance B", async () => {
    const b = await openDatabase({ url: api.url!, dataDir: "" });
    const centralB = criarCentral({ db: async () => b.db, now: () => new Date(), ouvir: b.ouvir });
    const appB = createApp({ db: async () => b.db, central: centralB, ouvir: b.ouvir });
    try {
      const token = await api.login("cliente@hub.example");
      const emB = ouvir(appB, token);
      abertos.push(emB);
      await emB.pronto;
      expect((await api.post("/auth/logout/", { token })).status).toBe(200);
      await expect.poll(() => emB.fins, { timeout: 5_000 }).toEqual(["sessao"]);
      await devolvida();
      await new Promise((r) => setTimeout(r, 300));
      expect(emB.recebidas).toEqual([]);
      emB.fechar();
    } finally {
      await centralB.fechar();
      await b.close();
    }
  });
});

it("routes every event of the catalogue, or says it tells nobody, and names no event the portal never writes", async () => {
  const { REGRAS, SEM_AVISO } = await import("./regras");
  const { eventosDoCatalogo } = await import("@/server/lib/evento");
  const catalogo = eventosDoCatalogo();
  expect(Object.keys(REGRAS).filter((k) => !catalogo.includes(k))).toEqual([]);
  expect(SEM_AVISO.filter((k) => !catalogo.includes(k) || REGRAS[k])).toEqual([]);
  expect(catalogo.filter((k) => !REGRAS[k] && !SEM_AVISO.includes(k))).toEqual([]);
});
