import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { createTestApi, type TestApi } from "@/tests/setup/api";
import { perguntasDosServicosDoDemo } from "@/tests/setup/construtores";
import {
  arquivo,
  assinatura,
  centroCusto,
  diagnostico,
  empresa,
  historico,
  modeloOferta,
  reservaCentroCusto,
  servico,
  solicitacao,
  solicitacaoArquivo,
  solicitacaoEmpresa,
  unidadeAtendimento,
  unidadeAtendimentoConsultor,
  usuario,
} from "@/server/db/schema";

/**
 * Requests of our own for the staff read routes, all dated 2031 so the demo requests (dated when the
 * seed runs) stay out of every list filtered with DESDE:
 * r1 Sabor da Ilha, consultant Camila · r2 Nexo + Sabor, INTERNA, sent back, 01/03 23:30 in São Paulo ·
 * r3 Sítio Zanella (Concórdia, Camila's unit), awaiting proposals · r4, r5 sub-requests of r1
 * (r4 cancelled, r5 in execution with consultant Camila).
 */
export const DESDE = "2031-01-01";

const ENVIOS = {
  r1: ["Sabor da Ilha", "Fluxo de Caixa Essencial", "2031-03-01T12:00:00Z"],
  r2: ["Nexo Software", "Gestão Financeira Completa", "2031-03-02T02:30:00Z"],
  r3: ["Sítio Zanella", "Gestão de Custos da Propriedade Rural", "2031-03-05T12:00:00Z"],
  r4: ["Sabor da Ilha", "Precificação para Comércio e Serviços", "2031-03-06T12:00:00Z"],
  r5: ["Sabor da Ilha", "Presença Digital e Redes Sociais", "2031-03-07T12:00:00Z"],
} as const;
export type Nome = keyof typeof ENVIOS;
export type Solicitacao = { id: number; nrosolicitacao: string };

export const AJUSTE = "Anexe o balanço do último ano, por favor.";

async function montar(api: TestApi) {
  const users: Record<string, number> = {};
  for (const u of await api.db.select({ id: usuario.id, email: usuario.email }).from(usuario))
    users[u.email.split("@")[0]] = u.id;
  const empresas: Record<string, { id: number; cnpj: string | null }> = {};
  for (const e of await api.db
    .select({ id: empresa.id, nome: empresa.nomefantasia, cnpj: empresa.cnpj })
    .from(empresa))
    empresas[e.nome] = e;
  const ofertas: Record<string, { id: number; servicoId: number }> = {};
  for (const o of await api.db
    .select({ id: modeloOferta.id, titulo: modeloOferta.titulo, servicoId: servico.id })
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId)))
    ofertas[o.titulo] = o;
  const perguntas = await perguntasDosServicosDoDemo(api.db);

  // Camila works only where this file says: the Oeste unit (Concórdia, Chapecó, Xanxerê).
  await api.db.delete(unidadeAtendimentoConsultor);
  const [{ id: oeste }] = await api.db
    .select({ id: unidadeAtendimento.id })
    .from(unidadeAtendimento)
    .where(eq(unidadeAtendimento.descricao, "Unidade Oeste Catarinense"));
  await api.db.insert(unidadeAtendimentoConsultor).values({ unidadeId: oeste, usuarioId: users.consultor });

  const enviar = async ([nome, titulo, at]: readonly [string, string, string]) => {
    // Sessions last hours; each send is days apart on the test clock, so each signs in anew.
    api.setNow(new Date(at));
    const cliente = await api.login("cliente@hub.example");
    const { servicoId } = ofertas[titulo];
    const res = await api.post("/solicitacao/externo/enviar/", {
      token: cliente,
      body: {
        modelos: [
          {
            empresa: empresas[nome].id,
            modelo_oferta: ofertas[titulo].id,
            objetivo: `Objetivo de ${titulo}.`,
            perguntas: perguntas
              .filter((p) => p.servicoId === servicoId)
              .map((p) => ({
                pergunta: p.id,
                resposta: { NUMERO: "7", SIM_NAO: "Sim", OPCAO: p.opcoes.split("|")[0], TEXTO: "Texto" }[
                  p.tipoResposta
                ],
              })),
          },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.error)).toBe(201);
    const { id, nrosolicitacao } = res.body.results[0];
    return { id, nrosolicitacao };
  };
  return { users, empresas, ofertas, enviar };
}

type Contexto = Awaited<ReturnType<typeof montar>>;

/** Sends the five requests and moves them into the states above; the clock is left after the last. */
async function criarSolicitacoes(api: TestApi, ctx: Contexto) {
  const s = {} as Record<Nome, Solicitacao>;
  for (const nome of Object.keys(ENVIOS) as Nome[]) s[nome] = await ctx.enviar(ENVIOS[nome]);
  const set = (nome: Nome, values: Partial<typeof solicitacao.$inferInsert>) =>
    api.db.update(solicitacao).set(values).where(eq(solicitacao.id, s[nome].id));
  await set("r1", { consultorId: ctx.users.consultor });
  await set("r2", {
    tipo: "INTERNA",
    substatusId: await api.substatusId("solicitacao", "DEVOLVIDA_CLIENTE"),
  });
  await api.db
    .insert(solicitacaoEmpresa)
    .values({ solicitacaoId: s.r2.id, empresaId: ctx.empresas["Sabor da Ilha"].id });
  await api.db.insert(historico).values({
    entidade: "solicitacao",
    entidadeId: s.r2.id,
    acao: "DEVOLVER",
    de: "AGUARDANDO_ANALISE",
    para: "DEVOLVIDA_CLIENTE",
    usuarioId: ctx.users.gestor,
    audiencias: ["cliente", "equipe"],
    motivo: AJUSTE,
    dtainclusao: new Date("2031-03-03T12:00:00Z"),
  });
  await set("r4", {
    solicitacaoPaiId: s.r1.id,
    substatusId: await api.substatusId("solicitacao", "CANCELADA"),
  });
  await set("r5", {
    solicitacaoPaiId: s.r1.id,
    consultorId: ctx.users.consultor,
    substatusId: await api.substatusId("solicitacao", "EM_EXECUCAO"),
  });
  return s;
}

/** Gives r3 what the detail shows: cost centre, provider, version, reservation, document, diagnostic, signatures. */
async function detalharR3(api: TestApi, ctx: Contexto, r3: Solicitacao) {
  const cc = Object.fromEntries(
    (await api.db.select({ id: centroCusto.id, codigo: centroCusto.codigo }).from(centroCusto)).map((c) => [
      c.codigo,
      c.id,
    ]),
  );
  const vertice = ctx.empresas["Vértice Consultoria"].id;
  await api.db
    .update(solicitacao)
    .set({
      substatusId: await api.substatusId("solicitacao", "AGUARDANDO_PROPOSTAS"),
      centroCustoId: cc["CC-2026-001"],
      prestadorId: vertice,
      escolhaDireta: true,
      dtaprazoenvioproposta: new Date("2031-03-20T02:59:59Z"),
      versao: 3,
    })
    .where(eq(solicitacao.id, r3.id));
  await api.db.insert(reservaCentroCusto).values([
    { solicitacaoId: r3.id, centroCustoId: cc["CC-2026-002"], valor: "99.00", liberadaEm: new Date() },
    { solicitacaoId: r3.id, centroCustoId: cc["CC-2026-001"], valor: "1234.56" },
  ]);
  const [{ id: arquivoId }] = await api.db
    .insert(arquivo)
    .values({
      nome: "balanco.pdf",
      tipo: "application/pdf",
      tamanho: 4,
      sha256: "0".repeat(64),
      bytes: new Uint8Array([37, 80, 68, 70]),
    })
    .returning({ id: arquivo.id });
  const [{ id: documentoId }] = await api.db
    .insert(solicitacaoArquivo)
    .values({
      solicitacaoId: r3.id,
      arquivoId,
      descricao: "Balanço 2030",
      usuarioId: ctx.users.gestor,
      dtainclusao: new Date("2031-03-05T14:00:00Z"),
    })
    .returning({ id: solicitacaoArquivo.id });
  await api.db.insert(diagnostico).values({
    nrodiagnostico: `${r3.nrosolicitacao}-D1`,
    solicitacaoId: r3.id,
    prestadorId: vertice,
    substatusId: await api.substatusId("diagnostico", "AGUARDANDO_ACEITE"),
    prazo: new Date("2031-03-15T12:00:00Z"),
  });
  await api.db.insert(historico).values({
    entidade: "solicitacao",
    entidadeId: r3.id,
    acao: "LIBERAR",
    de: "AGUARDANDO_ANALISE",
    para: "AGUARDANDO_PROPOSTAS",
    usuarioId: ctx.users.gestor,
    audiencias: ["cliente", "prestador", "equipe"],
    dtainclusao: new Date("2031-03-05T13:00:00Z"),
  });
  await api.db.insert(assinatura).values([
    {
      solicitacaoId: r3.id,
      papel: "CLIENTE",
      empresaId: ctx.empresas["Sítio Zanella"].id,
      usuarioId: ctx.users.cliente,
    },
    {
      solicitacaoId: r3.id,
      papel: "GESTOR",
      usuarioId: ctx.users.gestor,
      assinado: true,
      via: "LOTE",
      dtaassinatura: new Date("2031-03-06T10:00:00Z"),
    },
  ]);
  return { cc, vertice, arquivoId, documentoId };
}

const QUEM = ["gestor", "coordenador", "interno", "consultor", "cliente", "prestador"];

/**
 * A test API with the five requests (r3 in full) and everyone signed in on 08/03/2031, their tokens by
 * group. `antes` runs before any of them is sent, everyone signed in on 01/02/2031.
 */
export async function consultaFixture(
  antes?: (api: TestApi, token: Record<string, string>) => Promise<void>,
) {
  const api = await createTestApi();
  api.setNow(new Date("2031-02-01T12:00:00Z"));
  const ctx = await montar(api);
  const token: Record<string, string> = {};
  // Sessions last hours, so everyone signs in again once the clock has moved past the sends.
  const entrar = async () => {
    for (const quem of QUEM) token[quem] = await api.login(`${quem}@hub.example`);
  };
  if (antes) {
    await entrar();
    await antes(api, token);
  }
  const s = await criarSolicitacoes(api, ctx);
  const r3 = await detalharR3(api, ctx, s.r3);
  api.setNow(new Date("2031-03-08T12:00:00Z"));
  await entrar();
  return { api, ctx, s, r3, token };
}

export type ConsultaFixture = Awaited<ReturnType<typeof consultaFixture>>;
