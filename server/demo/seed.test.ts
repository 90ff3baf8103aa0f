import { GROUPS } from "@/lib/roles";
import { SUBSTATUS_SOLICITACAO } from "@/lib/regras/solicitacao";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, getTableName, inArray, is, isNotNull, ne, notExists, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import {
  getAreaCodesByState,
  getMunicipalities,
  isValidCnpj,
  isValidCpf,
} from "@brazilian-utils/brazilian-utils";
import { openDatabase, type Database, type Db } from "../db/client";
import * as s from "../db/schema";
import { verifyPassword } from "../lib/password";
import { saldosDe } from "../modules/centrocusto";
import { seedReference } from "../db/referencia";
import { seedDemo } from ".";
import { SERVICOS } from "./catalogo";
import { CLIENTES, PRESTADORES } from "./data/empresas";
import { CIDADE } from "./data/organizacao";
import { STATUS } from "../db/referencia";
import { DEMO_PASSWORD, USUARIOS } from "./data/usuarios";

// Every table of the schema is counted, so a second run adding anything anywhere is caught.
const TABLES = Object.values(s as Record<string, unknown>).filter((t): t is PgTable => is(t, PgTable));
const SEEDED = `grupo estado cidade status substatus porte tipo_servico parametro usuario usuario_grupo
  area_atuacao unidade_atendimento unidade_atendimento_cidade unidade_atendimento_gestor centro_custo
  movimento_centro_custo centro_custo_envolvido parceiro programa tema subtema servico modelo_oferta etapa_modelo empresa empresa_usuario credenciamento
  genero publico_alvo modelo_hora plano_pagamento faixa_quilometragem empresa_pessoa mensagem mensagem_leitura`;

async function counts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(TABLES.map(async (t) => [getTableName(t), await db.$count(t)] as const));
  return Object.fromEntries(entries);
}

let database: Database;
let db: Db;
let first: Record<string, number>;
let second: Record<string, number>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  db = database.db;
  await seedReference(db);
  await seedDemo(db);
  first = await counts(db);
  await seedReference(db);
  await seedDemo(db);
  second = await counts(db);
});

afterAll(async () => {
  await database?.close();
});

describe("seed", () => {
  it("adds nothing on a second run", () => {
    expect(second).toEqual(first);
    for (const table of SEEDED.split(/\s+/)) expect(first[table], table).toBeGreaterThan(0);
  });

  it("loads every UF and every municipality", () => {
    expect(first.estado).toBe(27);
    expect(first.cidade).toBe(getMunicipalities().length);
    expect(first.grupo).toBe(8);
  });

  it("has the workflow statuses with colours", async () => {
    const rows = await db.select().from(s.status);
    expect(new Set(rows.map((r) => r.entidade))).toEqual(
      new Set([
        "solicitacao",
        "diagnostico",
        "proposta",
        "etapa_projeto",
        "nota",
        "pagamento",
        "credenciamento",
        "edital",
        "inscricao",
        "documento_inscricao",
      ]),
    );
    for (const entidade of Object.keys(STATUS)) {
      const cores = rows.filter((r) => r.entidade === entidade).map((r) => r.cor);
      expect(new Set(cores).size, entidade).toBe(cores.length);
    }
    const subs = await db
      .select({ status: s.status.codigo, codigo: s.substatus.codigo, cor: s.substatus.cor })
      .from(s.substatus)
      .innerJoin(s.status, eq(s.status.id, s.substatus.statusId))
      .where(eq(s.status.entidade, "solicitacao"))
      .orderBy(asc(s.substatus.ordem));
    // The workflow code's list (lib/regras, in workflow order) must be the data's, or a transition would
    // name a substatus that is not there.
    expect(subs.map((r) => r.codigo)).toEqual([...SUBSTATUS_SOLICITACAO]);
    expect(new Set(subs.map((r) => r.cor)).size).toBe(subs.length);
    for (const r of [...rows, ...subs]) expect(r.cor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("creates the demo logins in their groups with the demo password", async () => {
    const rows = await db
      .select({ email: s.usuario.email, grupo: s.grupo.name, hash: s.usuario.senhaHash })
      .from(s.usuario)
      .innerJoin(s.usuarioGrupo, eq(s.usuarioGrupo.usuarioId, s.usuario.id))
      .innerJoin(s.grupo, eq(s.grupo.id, s.usuarioGrupo.grupoId));
    for (const g of GROUPS) {
      expect(rows.filter((r) => r.email === `${g}@hub.example`).map((r) => r.grupo)).toEqual([g]);
    }
    expect(rows.filter((r) => r.grupo === "gestor")).toHaveLength(2);
    expect(rows.filter((r) => r.grupo === "consultor")).toHaveLength(2);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0].hash)).toBe(true);
  });

  it("links cliente@hub.example to two companies and one rural producer", async () => {
    const rows = await db
      .select({ cnpj: s.empresa.cnpj, cpf: s.empresa.cpf, tipo: s.empresa.tipo })
      .from(s.empresaUsuario)
      .innerJoin(s.empresa, eq(s.empresa.id, s.empresaUsuario.empresaId))
      .innerJoin(s.usuario, eq(s.usuario.id, s.empresaUsuario.usuarioId))
      .where(eq(s.usuario.email, "cliente@hub.example"));
    expect(rows.every((r) => r.tipo === "CLIENTE")).toBe(true);
    expect(rows.filter((r) => r.cnpj)).toHaveLength(2);
    expect(rows.filter((r) => r.cpf)).toHaveLength(1);
  });

  it("uses only valid CPFs and CNPJs, one of them alphanumeric", async () => {
    const empresas = await db.select().from(s.empresa);
    expect(empresas.filter((e) => e.tipo === "CLIENTE" && e.cnpj).length).toBeGreaterThanOrEqual(12);
    expect(empresas.filter((e) => e.tipo === "CLIENTE" && e.cpf)).toHaveLength(2);
    expect(empresas.filter((e) => e.tipo === "PRESTADOR")).toHaveLength(5);
    const cnpjs = empresas.flatMap((e) => (e.cnpj ? [e.cnpj] : []));
    const alfanumericos = cnpjs.filter((c) => /[A-Z]/.test(c));
    expect(alfanumericos).toHaveLength(1);
    for (const c of cnpjs) expect(isValidCnpj(c, { version: /\D/.test(c) ? 2 : 1 }), c).toBe(true);
    const cpfs = [
      ...empresas.flatMap((e) => (e.cpf ? [e.cpf] : [])),
      ...(await db.select({ cpf: s.usuario.cpf }).from(s.usuario)).map((u) => u.cpf ?? ""),
    ];
    for (const c of cpfs) expect(isValidCpf(c), c).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);
    const seeded = [...CLIENTES, ...PRESTADORES].map((e) => e.cnpj ?? e.cpf);
    expect(seeded.length).toBe(empresas.length);
    expect(USUARIOS.every((u) => isValidCpf(u.cpf))).toBe(true);
  });

  it("gives companies a CEP, and a phone whose DDD belongs to their UF", async () => {
    const rows = await db
      .select({ cep: s.empresa.cep, telefone: s.empresa.telefone, uf: s.estado.sigla })
      .from(s.empresa)
      .innerJoin(s.cidade, eq(s.cidade.id, s.empresa.cidadeId))
      .innerJoin(s.estado, eq(s.estado.id, s.cidade.estadoId));
    for (const r of rows) {
      expect(r.cep).toMatch(/^\d{8}$/);
      expect(r.telefone).toMatch(/^\d{2}9\d{8}$/);
      expect(getAreaCodesByState(r.uf), r.telefone).toContain(Number(r.telefone.slice(0, 2)));
    }
  });

  it("has a catalogue of active services, each offered by an accredited provider", async () => {
    const servicos = await db.select().from(s.servico);
    const ativos = servicos.filter((x) => x.ativo);
    expect(servicos.length).toBeGreaterThanOrEqual(22);
    expect(ativos.length).toBeGreaterThanOrEqual(20);
    expect(servicos.length - ativos.length).toBe(1);
    expect(first.modelo_oferta).toBeGreaterThanOrEqual(26);
    const credenciados = await db
      .selectDistinct({ servicoId: s.credenciamento.servicoId })
      .from(s.credenciamento)
      .innerJoin(s.empresa, eq(s.empresa.id, s.credenciamento.empresaId))
      .where(and(eq(s.credenciamento.ativo, true), eq(s.empresa.tipo, "PRESTADOR")));
    const ids = new Set(credenciados.map((c) => c.servicoId));
    for (const x of ativos) expect(ids.has(x.id), x.codigo).toBe(true);
    const inativos = await db
      .select({ ativo: s.modeloOferta.ativo })
      .from(s.modeloOferta)
      .innerJoin(s.servico, eq(s.servico.id, s.modeloOferta.servicoId))
      .where(eq(s.servico.ativo, false));
    expect(inativos.length).toBeGreaterThan(0);
    expect(inativos.every((m) => !m.ativo)).toBe(true);
    for (const x of SERVICOS) expect(x.ofertas.length, x.codigo).toBeGreaterThanOrEqual(1);
  });

  it("numbers every offer's stages 1..n, with 3 to 5 stages", async () => {
    const rows = await db
      .select({
        modelo: s.modeloOferta.id,
        ordens: sql<number[]>`array_agg(${s.etapaModelo.ordem} order by ${s.etapaModelo.ordem})`,
      })
      .from(s.modeloOferta)
      .leftJoin(s.etapaModelo, eq(s.etapaModelo.modeloOfertaId, s.modeloOferta.id))
      .groupBy(s.modeloOferta.id);
    expect(rows).toHaveLength(first.modelo_oferta);
    for (const r of rows) {
      expect(r.ordens.length).toBeGreaterThanOrEqual(3);
      expect(r.ordens.length).toBeLessThanOrEqual(5);
      expect(r.ordens).toEqual(r.ordens.map((_, i) => i + 1));
    }
  });

  it("covers SC, PR and RS with service units and their managers", async () => {
    const ufs = await db
      .selectDistinct({ uf: s.estado.sigla })
      .from(s.unidadeAtendimentoCidade)
      .innerJoin(s.cidade, eq(s.cidade.id, s.unidadeAtendimentoCidade.cidadeId))
      .innerJoin(s.estado, eq(s.estado.id, s.cidade.estadoId));
    expect(ufs.map((u) => u.uf).sort()).toEqual(["PR", "RS", "SC"]);
    const gestores = await db
      .select({ unidade: s.unidadeAtendimentoGestor.unidadeId, email: s.usuario.email })
      .from(s.unidadeAtendimentoGestor)
      .innerJoin(s.usuario, eq(s.usuario.id, s.unidadeAtendimentoGestor.usuarioId));
    expect(new Set(gestores.map((g) => g.unidade)).size).toBe(first.unidade_atendimento);
    expect(gestores.filter((g) => g.email === "coordenador@hub.example")).toHaveLength(1);
    expect(gestores.some((g) => g.email === "consultor@hub.example")).toBe(false);
    const cidades = await db.select({ ibge: s.cidade.codigoIbge }).from(s.cidade);
    const ibge = new Set(cidades.map((c) => c.ibge));
    for (const code of Object.values(CIDADE)) expect(ibge.has(code), code).toBe(true);
  });

  it("has cost centres, one of them nearly empty, and partners", async () => {
    const centros = await db.select().from(s.centroCusto);
    expect(centros.length).toBeGreaterThanOrEqual(6);
    const saldos = await saldosDe(
      db,
      centros.map((c) => c.id),
    );
    expect([...saldos.values()].some((c) => c.saldo >= 0 && c.saldo < 5000)).toBe(true);
    expect(first.parceiro).toBeGreaterThanOrEqual(4);
    expect(first.parametro).toBeGreaterThanOrEqual(5);
  });

  it("has a year of cost-centre movements, a critical centre, a negative one and people involved", async () => {
    const meses = await db
      .selectDistinct({
        mes: sql<number>`extract(month from ${s.movimentoCentroCusto.dtainclusao} at time zone 'UTC')::int`,
      })
      .from(s.movimentoCentroCusto);
    expect(meses.map((m) => m.mes).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const tipos = await db.selectDistinct({ tipo: s.movimentoCentroCusto.tipo }).from(s.movimentoCentroCusto);
    expect(tipos.map((t) => t.tipo)).toEqual(
      expect.arrayContaining(["AJUSTE", "APORTE", "COMPROMISSO", "GASTO", "LIBERACAO", "RESERVA"]),
    );
    const centros = await db.select().from(s.centroCusto);
    const saldos = await saldosDe(
      db,
      centros.map((c) => c.id),
    );
    const saldoDe = (codigo: string) => saldos.get(centros.find((c) => c.codigo === codigo)!.id)!.saldo;
    expect(saldoDe("CC-2026-005")).toBe(-1850);
    expect(saldoDe("CC-2026-006")).toBeLessThan(10000);
    expect(saldoDe("CC-2026-006")).toBeGreaterThanOrEqual(0);
    expect(first.centro_custo_envolvido).toBeGreaterThanOrEqual(5);
  });

  it("has a second evaluation questionnaire, of a service no demo request is carried out under", async () => {
    const questionarios = await db.select().from(s.questionario).orderBy(asc(s.questionario.id));
    expect(questionarios.map((q) => [q.descricao, q.padrao])).toEqual([
      ["Avaliação do serviço", true],
      ["Avaliação de consultoria tecnológica", false],
    ]);
    const tecnologica = questionarios[1].id;
    const perguntas = await db
      .select()
      .from(s.questionarioPergunta)
      .where(eq(s.questionarioPergunta.questionarioId, tecnologica))
      .orderBy(asc(s.questionarioPergunta.ordem));
    expect(perguntas.map((p) => [p.ordem, p.tipo])).toEqual([
      [1, "NOTA"],
      [2, "NOTA"],
      [3, "NOTA"],
      [4, "NOTA"],
      [5, "TEXTO"],
    ]);
    const servicos = await db
      .select({ id: s.servico.id, codigo: s.servico.codigo })
      .from(s.servico)
      .where(eq(s.servico.questionarioId, tecnologica));
    expect(servicos.map((x) => x.codigo)).toEqual(["SRV-007"]);
    const pedidos = await db
      .select({ id: s.solicitacao.id })
      .from(s.solicitacao)
      .innerJoin(s.modeloOferta, eq(s.modeloOferta.id, s.solicitacao.modeloOfertaId))
      .where(eq(s.modeloOferta.servicoId, servicos[0].id));
    expect(pedidos).toEqual([]);
  });

  it("gives cliente@, prestador@ and gestor@ a request's chat with something unread", async () => {
    // What each has not read of others' messages in the conversations it takes part in.
    const naoLidas = async (email: string, grupos: ("CLIENTE_EQUIPE" | "PRESTADOR_EQUIPE")[]) => {
      const [u] = await db.select({ id: s.usuario.id }).from(s.usuario).where(eq(s.usuario.email, email));
      const lida = db
        .select({ um: s.mensagemLeitura.mensagemId })
        .from(s.mensagemLeitura)
        .where(and(eq(s.mensagemLeitura.mensagemId, s.mensagem.id), eq(s.mensagemLeitura.usuarioId, u.id)));
      return db.$count(
        s.mensagem,
        and(ne(s.mensagem.usuarioId, u.id), inArray(s.mensagem.grupo, grupos), notExists(lida)),
      );
    };
    expect(await naoLidas("cliente@hub.example", ["CLIENTE_EQUIPE"])).toBe(1);
    expect(await naoLidas("prestador@hub.example", ["PRESTADOR_EQUIPE"])).toBe(1);
    expect(await naoLidas("gestor@hub.example", ["CLIENTE_EQUIPE", "PRESTADOR_EQUIPE"])).toBe(1);
  });

  it("has metrics and provisionings delivered to the sandboxes, and one provisioning the ERP kept refusing", async () => {
    const porSituacao = await db
      .select({
        sistema: s.integracaoRegistro.sistema,
        situacao: s.integracaoRegistro.situacao,
        n: sql<number>`count(*)::int`,
      })
      .from(s.integracaoRegistro)
      .groupBy(s.integracaoRegistro.sistema, s.integracaoRegistro.situacao);
    const n = (sistema: string, situacao: string) =>
      porSituacao.find((x) => x.sistema === sistema && x.situacao === situacao)?.n ?? 0;
    expect(n("metricas", "ENVIADO")).toBeGreaterThan(0);
    expect(n("rm", "ENVIADO")).toBeGreaterThan(2);
    expect(n("rm", "FALHOU")).toBe(1);
    expect(n("metricas", "PENDENTE") + n("rm", "PENDENTE")).toBe(0);
    const [falho] = await db
      .select()
      .from(s.integracaoRegistro)
      .where(eq(s.integracaoRegistro.situacao, "FALHOU"));
    expect(falho).toMatchObject({
      tipo: "contrato",
      erro: expect.stringContaining("sandbox"),
      tentativas: 12,
    });
    // What the sandbox received: each delivered record once.
    expect(await db.$count(s.integracaoSandbox)).toBe(n("metricas", "ENVIADO") + n("rm", "ENVIADO"));
  });

  it("has one e-mail the mail server refused until the sender gave up, each attempt recorded", async () => {
    const falhos = await db.select().from(s.emailMensagem).where(isNotNull(s.emailMensagem.desistidoEm));
    expect(falhos).toEqual([
      expect.objectContaining({
        enviadoEm: null,
        tentativas: 10,
        erro: expect.stringContaining("ECONNREFUSED"),
      }),
    ]);
    expect(await db.$count(s.emailTentativa, eq(s.emailTentativa.emailId, falhos[0].id))).toBe(10);
  });
});
