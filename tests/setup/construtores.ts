import { and, eq } from "drizzle-orm";
import type { Conn } from "@/server/db/client";
import {
  centroCusto,
  diagnostico,
  empresa,
  historico,
  modeloOferta,
  movimentoCentroCusto,
  projeto,
  projetoEtapa,
  projetoParcela,
  proposta,
  servico,
  solicitacao,
  solicitacaoEmpresa,
  status,
  substatus,
  usuario,
} from "@/server/db/schema";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import type { StatusProposta } from "@/lib/regras/proposta";
import type { StatusEtapa } from "@/lib/regras/projeto";
import type { TipoSolicitacao } from "@/server/db/schema";
import { seedPropostas } from "@/server/demo";
import { audienciasDoCodigo } from "@/server/lib/history";
import { saldosDe } from "@/server/modules/centrocusto";
import { perguntasDosServicos } from "@/server/modules/servico";

// Typed builders of test data: a test states what it needs (a request in a substatus, of these companies)
// instead of leaning on whichever demo row happens to fit. They insert through the real schema.

let sequencia = 0;

async function idPor<T extends { id: number }>(linhas: Promise<T[]>, oque: string): Promise<number> {
  const [linha] = await linhas;
  if (!linha) throw new Error(`construtores: ${oque} não encontrado`);
  return linha.id;
}

export const usuarioId = (db: Conn, email: string) =>
  idPor(db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)), `usuário ${email}`);

export const modeloOfertaId = (db: Conn, titulo: string) =>
  idPor(
    db.select({ id: modeloOferta.id }).from(modeloOferta).where(eq(modeloOferta.titulo, titulo)),
    `modelo de oferta ${titulo}`,
  );

export const empresaId = (db: Conn, nomefantasia: string) =>
  idPor(
    db.select({ id: empresa.id }).from(empresa).where(eq(empresa.nomefantasia, nomefantasia)),
    `empresa ${nomefantasia}`,
  );

const substatusDe = (db: Conn, entidade: string, codigo: string) =>
  idPor(
    db
      .select({ id: substatus.id })
      .from(substatus)
      .innerJoin(status, eq(status.id, substatus.statusId))
      .where(and(eq(status.entidade, entidade), eq(substatus.codigo, codigo))),
    `substatus ${entidade} ${codigo}`,
  );

/** Every service's chosen sizing questions, each with its service, in order (what the checkout asks). */
export const perguntasDosServicosDoDemo = async (db: Conn) =>
  perguntasDosServicos(
    db,
    (await db.select({ id: servico.id }).from(servico)).map((s) => s.id),
  );

export const substatusSolicitacaoId = (db: Conn, codigo: SubstatusSolicitacao) =>
  substatusDe(db, "solicitacao", codigo);

/** A history row as a test states it; `por` is an e-mail. */
export type Evento = { acao: string; de?: string; para?: string; por: string; em: Date };

async function escreverHistorico(db: Conn, entidade: string, entidadeId: number, eventos: Evento[] = []) {
  for (const e of eventos)
    await db.insert(historico).values({
      entidade,
      entidadeId,
      acao: e.acao,
      de: e.de ?? null,
      para: e.para ?? null,
      usuarioId: await usuarioId(db, e.por),
      // Read as the workflow's table declares the code's rows.
      audiencias: [...audienciasDoCodigo(entidade, e.acao)],
      dtainclusao: e.em,
    });
}

export type NovaSolicitacao = {
  empresas: number[];
  substatus?: SubstatusSolicitacao;
  modelo?: string;
  /** E-mail of who created it. */
  por?: string;
  nrosolicitacao?: string;
  valor?: string;
  objetivo?: string;
  /** E-mail of the linked consultant. */
  consultor?: string;
  dtainclusao?: Date;
  /** Its history rows, oldest first. */
  historico?: Evento[];
  tipo?: TipoSolicitacao;
};

/** A request written straight to the database, in `substatus`, of `empresas`; answers its id. */
export async function criarSolicitacao(db: Conn, s: NovaSolicitacao): Promise<number> {
  const [{ id }] = await db
    .insert(solicitacao)
    .values({
      nrosolicitacao: s.nrosolicitacao ?? `TESTE-${++sequencia}`,
      modeloOfertaId: await modeloOfertaId(db, s.modelo ?? "Fluxo de Caixa Essencial"),
      substatusId: await substatusSolicitacaoId(db, s.substatus ?? "AGUARDANDO_ANALISE"),
      objetivo: s.objetivo ?? "Pedido criado para o teste.",
      valor: s.valor ?? "4800.00",
      usuarioId: await usuarioId(db, s.por ?? "gestor@hub.example"),
      consultorId: s.consultor ? await usuarioId(db, s.consultor) : null,
      tipo: s.tipo ?? "EXTERNA",
      ...(s.dtainclusao ? { dtainclusao: s.dtainclusao } : {}),
    })
    .returning({ id: solicitacao.id });
  if (s.empresas.length)
    await db
      .insert(solicitacaoEmpresa)
      .values(s.empresas.map((empresaId) => ({ solicitacaoId: id, empresaId })));
  await escreverHistorico(db, "solicitacao", id, s.historico);
  return id;
}

export type NovoDiagnostico = {
  solicitacao: number;
  /** Name (nomefantasia) of the provider company. */
  prestador: string;
  substatus: string;
  nrodiagnostico: string;
  /** E-mail of the linked consultant. */
  consultor?: string;
  arquivoId?: number;
  prazo: Date;
  dtainclusao: Date;
  historico?: Evento[];
};

/** A request's diagnostic written straight to the database; answers its id. */
export async function criarDiagnostico(db: Conn, d: NovoDiagnostico): Promise<number> {
  const [{ id }] = await db
    .insert(diagnostico)
    .values({
      nrodiagnostico: d.nrodiagnostico,
      solicitacaoId: d.solicitacao,
      prestadorId: await empresaId(db, d.prestador),
      substatusId: await substatusDe(db, "diagnostico", d.substatus),
      consultorId: d.consultor ? await usuarioId(db, d.consultor) : null,
      arquivoId: d.arquivoId ?? null,
      prazo: d.prazo,
      dtainclusao: d.dtainclusao,
    })
    .returning({ id: diagnostico.id });
  await escreverHistorico(db, "diagnostico", id, d.historico);
  return id;
}

export type NovoProjeto = {
  solicitacao: number;
  /** Name (nomefantasia) of the provider company. */
  prestador: string;
  nroprojeto: string;
  dtaInicio?: string;
  dtaFim?: string;
  dtainclusao: Date;
};

/** A request's project written straight to the database; answers its id. */
export async function criarProjeto(db: Conn, p: NovoProjeto): Promise<number> {
  const [{ id }] = await db
    .insert(projeto)
    .values({
      nroprojeto: p.nroprojeto,
      solicitacaoId: p.solicitacao,
      prestadorId: await empresaId(db, p.prestador),
      dtaInicio: p.dtaInicio ?? null,
      dtaFim: p.dtaFim ?? null,
      dtainclusao: p.dtainclusao,
    })
    .returning({ id: projeto.id });
  return id;
}

/**
 * A project in execution of a new request of `empresas` (names), carried out by `prestador` (name), with one
 * stage in each of `etapas` and an instalment per stage of R$ 1.000,00. Answers the project's id.
 */
export async function criarProjetoComEtapas(
  db: Conn,
  x: {
    nro: string;
    empresas: string[];
    prestador: string;
    etapas: StatusEtapa[];
    tipo?: TipoSolicitacao;
    /** Each stage's due date (AAAA-MM-DD), in order; none by default. */
    prazos?: string[];
  },
): Promise<number> {
  const s = await criarSolicitacao(db, {
    nrosolicitacao: x.nro,
    empresas: await Promise.all(x.empresas.map((e) => empresaId(db, e))),
    substatus: "EM_EXECUCAO",
    tipo: x.tipo,
  });
  const id = await criarProjeto(db, {
    nroprojeto: `${x.nro}-P1`,
    solicitacao: s,
    prestador: x.prestador,
    dtainclusao: new Date("2026-10-01T12:00:00Z"),
  });
  for (const [i, codigo] of x.etapas.entries()) {
    await db.insert(projetoEtapa).values({
      projetoId: id,
      ordem: i + 1,
      titulo: `Etapa ${i + 1}`,
      entregavel: `Entrega ${i + 1}`,
      horas: 8,
      valor: "1000.00",
      substatusId: await substatusDe(db, "etapa_projeto", codigo),
      prazo: x.prazos?.[i] ?? null,
    });
    await db
      .insert(projetoParcela)
      .values({ projetoId: id, numero: i + 1, etapaOrdem: i + 1, valor: "1000.00" });
  }
  return id;
}

export type NovaProposta = {
  solicitacao: number;
  /** CNPJ of the provider company (Vértice Consultoria by default, prestador@hub.example's). */
  prestador?: string;
  status?: StatusProposta;
  /** Hours per offer stage, as the demo seeds them. */
  horas?: number[];
  visita?: boolean;
  plano?: "1 parcela" | "2 parcelas" | "3 parcelas";
};

/**
 * A proposal on `solicitacao`, priced as the portal prices it (the demo's seeding), SELECIONADA by
 * default: what the contracting stage starts from. Answers its id.
 */
export async function criarProposta(db: Conn, p: NovaProposta): Promise<number> {
  const [s] = await db
    .select({ id: solicitacao.id, modeloOfertaId: solicitacao.modeloOfertaId })
    .from(solicitacao)
    .where(eq(solicitacao.id, p.solicitacao));
  const prestador = p.prestador ?? "28732778000104";
  await seedPropostas(db, s, [
    {
      prestador,
      status: p.status ?? "SELECIONADA",
      por: prestador === "28732778000104" ? "prestador@hub.example" : undefined,
      horas: p.horas ?? [10],
      visita: p.visita,
      modeloHora: "Consultoria padrão",
      plano: p.plano ?? "2 parcelas",
      comentario: "Proposta criada para o teste.",
      dta_inicio: "2026-07-01",
      dta_fim: "2026-09-30",
      dtaprazo: "2026-07-15",
      em: "2026-06-01T12:00:00Z",
    },
  ]);
  const [criada] = await db
    .select({ id: proposta.id })
    .from(proposta)
    .innerJoin(empresa, eq(empresa.id, proposta.prestadorId))
    .where(and(eq(proposta.solicitacaoId, p.solicitacao), eq(empresa.cnpj, prestador)));
  return criada.id;
}

export const centroCustoId = (db: Conn, codigo: string) =>
  idPor(
    db.select({ id: centroCusto.id }).from(centroCusto).where(eq(centroCusto.codigo, codigo)),
    `centro de custo ${codigo}`,
  );

/** The balances of cost centre `codigo`, from its ledger. */
export async function saldosDoCentro(db: Conn, codigo: string) {
  const id = await centroCustoId(db, codigo);
  return (await saldosDe(db, [id])).get(id)!;
}

/** Puts cost centre `codigo`'s available balance at `saldo` with one adjustment, as staff would. */
export async function ajustarSaldo(db: Conn, codigo: string, saldo: number) {
  const atual = (await saldosDoCentro(db, codigo)).saldo;
  if (Math.round(atual * 100) === Math.round(saldo * 100)) return;
  await db.insert(movimentoCentroCusto).values({
    centroCustoId: await centroCustoId(db, codigo),
    tipo: "AJUSTE",
    valor: (saldo - atual).toFixed(2),
    descricao: "Ajuste do teste",
  });
}

export type NovoCentroCusto = {
  codigo: string;
  descricao?: string;
  acao?: string;
  projeto?: string;
  ano?: number;
  ativo?: boolean;
  /** The budget contributed, as numeric text; none leaves the centre empty. */
  orcamento?: string;
  em?: Date;
};

/** A cost centre with `orcamento` contributed (one APORTE); its id. */
export async function criarCentroCusto(db: Conn, c: NovoCentroCusto): Promise<number> {
  const [criado] = await db
    .insert(centroCusto)
    .values({
      codigo: c.codigo,
      descricao: c.descricao ?? `Centro ${c.codigo}`,
      acao: c.acao ?? "9.9.99",
      projeto: c.projeto ?? "Projeto de teste",
      ano: c.ano ?? 2026,
      ativo: c.ativo ?? true,
    })
    .returning({ id: centroCusto.id });
  if (c.orcamento)
    await db.insert(movimentoCentroCusto).values({
      centroCustoId: criado.id,
      tipo: "APORTE",
      valor: c.orcamento,
      descricao: "Orçamento do teste",
      dtainclusao: c.em ?? new Date(),
    });
  return criado.id;
}

/** A request of Sabor da Ilha waiting for the client's share (a selected proposal of 12 hours). */
export async function solicitacaoAPagar(db: Conn) {
  const id = await criarSolicitacao(db, {
    empresas: [await empresaId(db, "Sabor da Ilha")],
    substatus: "AGUARDANDO_PAGAMENTO",
    modelo: "Adequação à LGPD para Microempresas",
  });
  await criarProposta(db, { solicitacao: id, horas: [12] });
  return id;
}
