import { eq, inArray } from "drizzle-orm";
import { beforeAll } from "vitest";
import { usarApiDeTeste, type TestApi } from "@/tests/setup/api";
import { sucesso, type Answer } from "@/tests/setup/cliente-api";
import {
  criarCentroCusto,
  criarDiagnostico,
  criarProjetoComEtapas,
  criarProposta,
  criarSolicitacao,
  empresaId,
  usuarioId,
} from "@/tests/setup/construtores";
import {
  centroCustoEnvolvido,
  movimentoCentroCusto,
  nota,
  projeto,
  projetoParcela,
  proposta,
  solicitacao,
  solicitacaoGestor,
} from "@/server/db/schema";
import { AGORA, dia, GESTOR, PEDIDOS, type Nome, type Pedido } from "./pedidos.fixture";

export { type Nome };

/** A project of Vértice for request `id`, carrying out its contracted proposal, with stages and invoices. */
async function projetoDe(api: TestApi, id: number, nome: string, p: NonNullable<Pedido["projeto"]>) {
  const [linha] = await api.db.select().from(solicitacao).where(eq(solicitacao.id, id));
  // The builder makes its own request in execution; this one's row takes its place.
  const projetoId = await criarProjetoComEtapas(api.db, {
    nro: `DASH-P-${nome}`,
    empresas: [],
    prestador: "Vértice Consultoria",
    etapas: p.etapas,
    prazos: p.prazos,
  });
  const [feito] = await api.db.select().from(projeto).where(eq(projeto.id, projetoId));
  const [contratada] = await api.db
    .select({ id: proposta.id })
    .from(proposta)
    .where(eq(proposta.solicitacaoId, id));
  await api.db
    .update(projeto)
    .set({ solicitacaoId: id, propostaId: contratada?.id ?? null, dtainclusao: linha.dtainclusao })
    .where(eq(projeto.id, projetoId));
  await api.db.delete(solicitacao).where(eq(solicitacao.id, feito.solicitacaoId));
  const parcelas = await api.db
    .select({ id: projetoParcela.id, numero: projetoParcela.numero })
    .from(projetoParcela)
    .where(eq(projetoParcela.projetoId, projetoId));
  for (const [i, codigo] of (p.notas ?? []).entries())
    if (codigo)
      await api.db.insert(nota).values({
        parcelaId: parcelas.find((x) => x.numero === i + 1)!.id,
        substatusId: await api.substatusId("nota", codigo),
        dtaautorizacao: dia("03-01"),
      });
}

/** Writes the dashboards' world; answers the requests' ids by name. */
export async function montarPainel(api: TestApi) {
  const ids = {} as Record<Nome, number>;
  for (const [nome, p] of Object.entries(PEDIDOS) as [Nome, Pedido][]) {
    const id = await criarSolicitacao(api.db, {
      nrosolicitacao: `DASH-${nome}`,
      empresas: [await empresaId(api.db, p.empresa)],
      substatus: p.substatus,
      dtainclusao: dia(p.criada),
      historico: p.historico,
    });
    ids[nome] = id;
    await api.db
      .insert(solicitacaoGestor)
      .values({ solicitacaoId: id, usuarioId: await usuarioId(api.db, p.gestor) });
    if (p.direta)
      await api.db
        .update(solicitacao)
        .set({
          escolhaDireta: true,
          prestadorId: await empresaId(api.db, p.direta.prestador),
          dtaprazoenvioproposta: p.direta.prazo,
        })
        .where(eq(solicitacao.id, id));
    for (const x of p.propostas ?? []) await criarProposta(api.db, { solicitacao: id, ...x });
    if (p.projeto) await projetoDe(api, id, nome, p.projeto);
  }
  // a9's diagnostic was sent for the client's review; a10's is owed and its deadline passed yesterday.
  await criarDiagnostico(api.db, {
    solicitacao: ids.a9,
    prestador: "Vértice Consultoria",
    substatus: "ENVIADO",
    nrodiagnostico: "DASH-D9",
    prazo: dia("03-20"),
    dtainclusao: dia("03-07"),
  });
  await criarDiagnostico(api.db, {
    solicitacao: ids.a10,
    prestador: "Vértice Consultoria",
    substatus: "EM_ELABORACAO",
    nrodiagnostico: "DASH-D10",
    prazo: dia("03-11"),
    dtainclusao: dia("02-26"),
  });
  await centros(api);
  return ids;
}

/**
 * Two cost centres of 2031: A, which gestor@ follows (R$ 15.000 reserved, R$ 5.000 committed), and B
 * (R$ 40.000 reserved), the more used.
 */
async function centros(api: TestApi) {
  const a = await criarCentroCusto(api.db, {
    codigo: "CC-2031-A",
    ano: 2031,
    orcamento: "100000.00",
    em: dia("01-02"),
  });
  const b = await criarCentroCusto(api.db, {
    codigo: "CC-2031-B",
    ano: 2031,
    orcamento: "50000.00",
    em: dia("01-02"),
  });
  const mov = (centroCustoId: number, tipo: "RESERVA" | "COMPROMISSO", valor: string) => ({
    centroCustoId,
    tipo,
    valor,
    descricao: "Movimento do teste",
    dtainclusao: dia("02-01"),
  });
  await api.db
    .insert(movimentoCentroCusto)
    .values([mov(a, "RESERVA", "20000.00"), mov(a, "COMPROMISSO", "5000.00"), mov(b, "RESERVA", "40000.00")]);
  await api.db
    .insert(centroCustoEnvolvido)
    .values({ centroCustoId: a, usuarioId: await usuarioId(api.db, GESTOR) });
}

/** The proposals' values of the given requests, summed: what the client's dashboard should show. */
export async function valoresDe(api: TestApi, ids: number[]) {
  const linhas = await api.db
    .select({ bruto: proposta.valorBruto, subsidio: proposta.valorSubsidio, cliente: proposta.valorCliente })
    .from(proposta)
    .innerJoin(projeto, eq(projeto.propostaId, proposta.id))
    .where(inArray(proposta.solicitacaoId, ids));
  const soma = (k: "bruto" | "subsidio" | "cliente") =>
    Math.round(linhas.reduce((s, l) => s + Number(l[k]) * 100, 0)) / 100;
  return { bruto: soma("bruto"), subsidio: soma("subsidio"), cliente: soma("cliente") };
}

export const GRUPOS = [
  "cliente",
  "prestador",
  "consultor",
  "gestor",
  "coordenador",
  "interno",
  "admin",
  "avaliador",
];

/**
 * A test file's API over the dashboards' world, everyone signed in at AGORA, with readers of the
 * dashboards and of the lists their figures link to.
 */
export function usarPainelDeTeste() {
  const api = usarApiDeTeste();
  const token: Record<string, string> = {};
  const ids = {} as Record<Nome, number>;
  beforeAll(async () => {
    api.setNow(AGORA);
    Object.assign(ids, await montarPainel(api));
    for (const quem of GRUPOS) token[quem] = await api.login(`${quem}@hub.example`);
  });
  return {
    api,
    token,
    ids,
    /** Each group's dashboard, read by its group. */
    painel: {
      cliente: () => sucesso(api.get("/dash/externo/cliente/", { token: token.cliente })),
      prestador: () => sucesso(api.get("/dash/externo/prestador/", { token: token.prestador })),
      gestor: () => sucesso(api.get("/dash/interno/gestor/", { token: token.gestor })),
      coordenador: () => sucesso(api.get("/dash/interno/coordenador/", { token: token.coordenador })),
    },
    /** How many rows a list finds: the count its dashboard figure must show. */
    contagem: async (leitura: Promise<Answer<{ count: number }>>) => (await sucesso(leitura)).count,
  };
}

type Situacao = {
  total: number;
  status: { codigo: string; total: number; substatus: { codigo: string; total: number }[] }[];
};

/** The substatuses with requests in them, and how many. */
export const porSubstatus = (s: Situacao) =>
  Object.fromEntries(
    s.status
      .flatMap((st) => st.substatus)
      .filter((x) => x.total)
      .map((x) => [x.codigo, x.total]),
  );
