import { eq, inArray } from "drizzle-orm";
import type { TestApi } from "@/tests/setup/api";
import {
  criarCentroCusto,
  criarDiagnostico,
  criarProjetoComEtapas,
  criarProposta,
  criarSolicitacao,
  empresaId,
  usuarioId,
  type Evento,
} from "@/tests/setup/construtores";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import type { StatusEtapa, StatusNota } from "@/lib/regras/projeto";
import type { StatusProposta } from "@/lib/regras/proposta";
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

/**
 * The dashboards' own world, dated 2031 and read on Wednesday 2031-03-12 at noon in São Paulo (AGORA), so
 * this week runs to Sunday the 16th. The test seed has no requests: every number the tests expect comes
 * from these rows alone.
 *
 * cliente@ owns Sabor da Ilha and Nexo Software (a1–a13); Malha Norte (Jaraguá do Sul) and Auto Peças
 * Curitibana are other clients' (m1, m2). gestor@ (Ricardo) is responsible for a1–a3, a5–a9 and a11,
 * Gustavo for the rest. Vértice is prestador@'s company, Mentora Inovação another provider.
 */
export const AGORA = new Date("2031-03-12T15:00:00Z");

const VERTICE = "28732778000104";
const MENTORA = "82743702000120";
const GESTOR = "gestor@hub.example";
const GESTOR_2 = "gustavo.schneider@hub.example";

const dia = (d: string) => new Date(`2031-${d}T15:00:00Z`);
const passo = (acao: string, de: string, para: string, em: string): Evento => ({
  acao,
  de,
  para,
  por: GESTOR,
  em: dia(em),
});
const liberar = (em: string, para = "AGUARDANDO_PROPOSTAS") =>
  passo("LIBERAR", "AGUARDANDO_ANALISE", para, em);
const encerrar = (em: string) => passo("ENCERRAR_PRAZO", "AGUARDANDO_PROPOSTAS", "PROPOSTAS_EM_ANALISE", em);
const autorizar = (em: string) => passo("AUTORIZAR_EXECUCAO", "AGUARDANDO_AUTORIZACAO", "EM_EXECUCAO", em);

type Pedido = {
  empresa: string;
  substatus: SubstatusSolicitacao;
  gestor: string;
  criada: string;
  historico?: Evento[];
  /** Released to one provider only (its name), until this moment. */
  direta?: { prestador: string; prazo: Date };
  propostas?: { prestador: string; status: StatusProposta }[];
  /** A project by Vértice with a stage in each state (due dates optional) and invoices of instalments. */
  projeto?: { etapas: StatusEtapa[]; prazos?: string[]; notas?: (StatusNota | null)[] };
};

const PEDIDOS = {
  a1: { empresa: "Sabor da Ilha", substatus: "AGUARDANDO_ANALISE", gestor: GESTOR, criada: "03-02" },
  a2: {
    empresa: "Sabor da Ilha",
    substatus: "DEVOLVIDA_CLIENTE",
    gestor: GESTOR,
    criada: "03-06",
    historico: [passo("DEVOLVER", "AGUARDANDO_ANALISE", "DEVOLVIDA_CLIENTE", "03-08")],
  },
  a3: {
    empresa: "Nexo Software",
    substatus: "PROPOSTAS_EM_ANALISE",
    gestor: GESTOR,
    criada: "02-10",
    historico: [liberar("02-12"), encerrar("03-02")],
    propostas: [
      { prestador: VERTICE, status: "ENVIADA" },
      { prestador: MENTORA, status: "ENVIADA" },
    ],
  },
  a4: { empresa: "Sabor da Ilha", substatus: "AGUARDANDO_ASSINATURA", gestor: GESTOR_2, criada: "02-15" },
  a5: { empresa: "Nexo Software", substatus: "AGUARDANDO_PAGAMENTO", gestor: GESTOR, criada: "01-01" },
  a6: {
    empresa: "Sabor da Ilha",
    substatus: "EM_EXECUCAO",
    gestor: GESTOR,
    criada: "01-11",
    historico: [liberar("01-12"), encerrar("01-22"), autorizar("02-20")],
    propostas: [{ prestador: VERTICE, status: "CONTRATADA" }],
    // Delivered (to approve), late, due on Friday, approved with its invoice authorised.
    projeto: {
      etapas: ["ENTREGUE", "PENDENTE", "DEVOLVIDA", "APROVADA"],
      prazos: ["2031-03-01", "2031-03-10", "2031-03-14", "2031-02-28"],
      notas: [null, null, null, "AUTORIZADA"],
    },
  },
  a7: {
    empresa: "Nexo Software",
    substatus: "AGUARDANDO_AVALIACAO",
    gestor: GESTOR,
    criada: "01-01",
    historico: [autorizar("02-10"), passo("FINALIZAR", "EM_EXECUCAO", "AGUARDANDO_AVALIACAO", "03-05")],
    propostas: [{ prestador: VERTICE, status: "CONTRATADA" }],
    projeto: { etapas: ["APROVADA", "APROVADA"], notas: ["PAGA", "ENVIADA"] },
  },
  a8: {
    empresa: "Sabor da Ilha",
    substatus: "CANCELADA",
    gestor: GESTOR,
    criada: "02-01",
    historico: [passo("CANCELAR", "AGUARDANDO_ANALISE", "CANCELADA", "02-05")],
  },
  a9: {
    empresa: "Sabor da Ilha",
    substatus: "AGUARDANDO_DIAGNOSTICO",
    gestor: GESTOR,
    criada: "02-20",
    historico: [liberar("03-07", "AGUARDANDO_DIAGNOSTICO")],
  },
  a10: {
    empresa: "Nexo Software",
    substatus: "AGUARDANDO_DIAGNOSTICO",
    gestor: GESTOR_2,
    criada: "02-25",
    historico: [liberar("02-26", "AGUARDANDO_DIAGNOSTICO")],
  },
  a11: {
    empresa: "Sabor da Ilha",
    substatus: "AGUARDANDO_PROPOSTAS",
    gestor: GESTOR,
    criada: "03-01",
    historico: [liberar("03-09")],
    direta: { prestador: "Vértice Consultoria", prazo: new Date("2031-03-14T20:00:00Z") },
  },
  a12: {
    empresa: "Nexo Software",
    substatus: "AGUARDANDO_PROPOSTAS",
    gestor: GESTOR_2,
    criada: "03-03",
    historico: [liberar("03-04")],
    direta: { prestador: "Vértice Consultoria", prazo: new Date("2031-03-25T20:00:00Z") },
    propostas: [{ prestador: VERTICE, status: "RASCUNHO" }],
  },
  a13: {
    empresa: "Nexo Software",
    substatus: "AGUARDANDO_PROPOSTAS",
    gestor: GESTOR_2,
    criada: "03-03",
    historico: [liberar("03-05")],
    direta: { prestador: "Mentora Inovação", prazo: new Date("2031-03-14T20:00:00Z") },
  },
  m1: {
    empresa: "Malha Norte",
    substatus: "EM_EXECUCAO",
    gestor: GESTOR_2,
    criada: "01-05",
    historico: [autorizar("02-01")],
    propostas: [{ prestador: VERTICE, status: "CONTRATADA" }],
    projeto: { etapas: ["PENDENTE"] },
  },
  m2: {
    empresa: "Auto Peças Curitibana",
    substatus: "PROPOSTAS_EM_ANALISE",
    gestor: GESTOR_2,
    criada: "02-01",
    historico: [liberar("02-02"), encerrar("02-22")],
    propostas: [{ prestador: VERTICE, status: "NAO_SELECIONADA" }],
  },
} satisfies Record<string, Pedido>;

export type Nome = keyof typeof PEDIDOS;

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
