import { beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { CABECALHO_PAR } from "@/lib/endereco";
import { EFEITOS, SALDOS, type Saldo } from "@/lib/regras/centrocusto";
import type { Tx } from "@/server/db/client";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { ajustarSaldo, criarCentroCusto, criarSolicitacao, usuarioId } from "@/tests/setup/construtores";
import { aportar } from "../razao";
import { comprometerReserva, gastarReserva, liberarReserva, reservar } from "../reserva";

const api = usarApiDeTeste();
let gestor: string;
let autor: number;

beforeAll(async () => {
  gestor = await api.login("gestor@hub.example");
  autor = await usuarioId(api.db, "gestor@hub.example");
});

const acompanhamento = (query: Query<"get", "/centrocusto/interno/acompanhamento/saldo/">, token = gestor) =>
  api.get("/centrocusto/interno/acompanhamento/saldo/", { query, token });

type Centavos = Record<Saldo, number>;
type Linha = Record<Saldo | "orcamento", number> & { id: number; codigo: string; situacao: string };
const emReais = (c: Centavos) => Object.fromEntries(SALDOS.map((k) => [k, c[k] / 100]));

/** A deterministic pseudo-random sequence (mulberry32), so a failure replays the same operations. */
function sorteio(semente: number) {
  let a = semente;
  const proximo = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { inteiro: (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1)), proximo };
}

describe("the monthly follow-up adds up to the ledger", () => {
  const ANO = 2030;
  const codigos = ["CC-RND-1", "CC-RND-2", "CC-RND-3"];
  const centro: Record<string, number> = {};
  // What each centre's balances must be, kept here apart from the ledger, in cents; one snapshot per month.
  const modelo = new Map<number, Centavos>();
  const fimDoMes: Map<number, Centavos>[] = [];

  beforeAll(async () => {
    for (const codigo of codigos) {
      centro[codigo] = await criarCentroCusto(api.db, {
        codigo,
        ano: ANO,
        orcamento: "20000.00",
        em: new Date(`${ANO}-01-02T12:00:00Z`),
      });
      modelo.set(centro[codigo], { saldo: 2_000_000, reservado: 0, comprometido: 0, gasto: 0 });
    }
    // Before January nothing: the budgets above arrive on 2 January.
    fimDoMes.push(
      new Map([...modelo.keys()].map((id) => [id, { saldo: 0, reservado: 0, comprometido: 0, gasto: 0 }])),
    );
    const pedidos: {
      id: number;
      centro?: number;
      valor?: number;
      estado: "livre" | "reservada" | "comprometida" | "gasta";
    }[] = [];
    for (let i = 0; i < 30; i++)
      pedidos.push({ id: await criarSolicitacao(api.db, { empresas: [] }), estado: "livre" });
    const r = sorteio(20261125);
    type Pedido = (typeof pedidos)[number];
    const em = (estado: Pedido["estado"]) => pedidos.filter((p) => p.estado === estado);
    const mover = (id: number, efeito: Partial<Record<Saldo, number>>) => {
      const s = modelo.get(id)!;
      for (const [k, v] of Object.entries(efeito)) s[k as Saldo] += v;
    };
    for (let mes = 1; mes <= 12; mes++) {
      for (let passo = 0; passo < 12; passo++) {
        const now = new Date(Date.UTC(ANO, mes - 1, 1 + passo * 2, 14, r.inteiro(0, 59)));
        const quem = { usuarioId: autor, now };
        const na = (f: (tx: Tx) => Promise<void>) => api.db.transaction(f);
        const op = r.inteiro(0, 9);
        if (op <= 0) {
          const id = centro[codigos[r.inteiro(0, 2)]];
          const valor = r.inteiro(1, 800_000);
          await na((tx) =>
            aportar(tx, {
              centroCustoId: id,
              tipo: "APORTE",
              valor: valor / 100,
              descricao: "Aporte",
              ...quem,
            }),
          );
          mover(id, { saldo: valor });
        } else if (op === 1) {
          const id = centro[codigos[r.inteiro(0, 2)]];
          const valor = r.inteiro(-600_000, 300_000) || 1;
          await na((tx) =>
            aportar(tx, {
              centroCustoId: id,
              tipo: "AJUSTE",
              valor: valor / 100,
              descricao: "Ajuste",
              ...quem,
            }),
          );
          mover(id, { saldo: valor });
        } else if (op <= 4 && em("livre").length) {
          const p = em("livre")[r.inteiro(0, em("livre").length - 1)];
          const codigo = codigos[r.inteiro(0, 2)];
          const valor = r.inteiro(1, 900_000);
          const cobre = modelo.get(centro[codigo])!.saldo >= valor;
          const feita = na((tx) =>
            reservar(tx, {
              solicitacaoId: p.id,
              centro: { id: centro[codigo], codigo },
              valor: (valor / 100).toFixed(2),
              ...quem,
            }),
          );
          if (!cobre) {
            await expect(feita).rejects.toMatchObject({ status: 422 });
            continue;
          }
          await feita;
          Object.assign(p, { centro: centro[codigo], valor, estado: "reservada" });
          mover(centro[codigo], { saldo: -valor, reservado: valor });
        } else if (op <= 6 && em("reservada").length) {
          const p = em("reservada")[r.inteiro(0, em("reservada").length - 1)];
          await na((tx) => comprometerReserva(tx, p.id, quem));
          p.estado = "comprometida";
          mover(p.centro!, { reservado: -p.valor!, comprometido: p.valor! });
        } else if (op === 7 && em("comprometida").length) {
          const p = em("comprometida")[r.inteiro(0, em("comprometida").length - 1)];
          const de = r.inteiro(0, 3);
          await na((tx) => gastarReserva(tx, p.id, { de, total: 3 }, quem));
          const gasto = Math.round((p.valor! * de) / 3);
          p.estado = "gasta";
          mover(p.centro!, { comprometido: -p.valor!, gasto, saldo: p.valor! - gasto });
        } else if (em("reservada").length + em("comprometida").length) {
          const vivas = [...em("reservada"), ...em("comprometida")];
          const p = vivas[r.inteiro(0, vivas.length - 1)];
          await na((tx) => liberarReserva(tx, p.id, quem));
          const onde = p.estado === "reservada" ? "reservado" : "comprometido";
          mover(p.centro!, { [onde]: -p.valor!, saldo: p.valor! } as Partial<Record<Saldo, number>>);
          p.estado = "livre";
        }
      }
      fimDoMes.push(new Map([...modelo].map(([id, s]) => [id, { ...s }])));
    }
  });

  it("gives each centre's balances at each month's end to the cent, the totals and the chart's months", async () => {
    for (let mes = 1; mes <= 12; mes++) {
      const res = await acompanhamento({ ano: ANO, mes, search: "CC-RND" });
      expect(res.status).toBe(200);
      expect(res.body.centros.map((c) => c.codigo)).toEqual(codigos);
      for (const c of res.body.centros) {
        const esperado = fimDoMes[mes].get(c.id)!;
        expect({ mes, ...c }).toMatchObject({ mes, ...emReais(esperado) });
        expect(Math.round(c.orcamento * 100)).toBe(SALDOS.reduce((s, k) => s + esperado[k], 0));
      }
      for (const k of [...SALDOS, "orcamento"] as const)
        expect(Math.round(res.body.totais[k] * 100)).toBe(
          res.body.centros.reduce((s, c) => s + Math.round(c[k] * 100), 0),
        );
      expect(res.body.meses).toHaveLength(mes);
      expect(res.body.meses[mes - 1]).toEqual({ mes, ...res.body.totais });
      // The month's movements are exactly what moved the balances from last month's end to this one's.
      const movido = Object.fromEntries(SALDOS.map((k) => [k, 0])) as Centavos;
      for (const m of res.body.movimentos)
        for (const [k, sinal] of Object.entries(EFEITOS[m.tipo]))
          movido[k as Saldo] += sinal * Math.round(m.valor * 100);
      for (const k of SALDOS)
        expect(movido[k], `${k} em ${mes}`).toBe(
          Object.values(centro).reduce(
            (s, id) => s + fimDoMes[mes].get(id)![k] - fimDoMes[mes - 1].get(id)![k],
            0,
          ),
        );
    }
  });

  it("matches each centre's detail, which sums its whole ledger", async () => {
    for (const id of Object.values(centro)) {
      const res = await api.get("/centrocusto/interno/detalhe/{id}/", { path: { id }, token: gestor });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(emReais(fimDoMes[12].get(id)!));
    }
  });

  it("exports the month as a workbook whose lines and totals read back the same", async () => {
    const res = await api.app.request(
      `/api/hub/centrocusto/interno/acompanhamento/saldo/export/?ano=${ANO}&mes=6&search=CC-RND`,
      {
        headers: { authorization: `Bearer ${gestor}`, [CABECALHO_PAR]: "10.0.0.1" },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers.get("content-disposition")).toContain(`acompanhamento-saldo-${ANO}-06.xlsx`);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(await res.arrayBuffer());
    const json = (await acompanhamento({ ano: ANO, mes: 6, search: "CC-RND" })).body;
    const saldos = livro.getWorksheet("Saldos")!;
    // Row n of the sheet is linhas[n - 1]; each row's cells start at index 1.
    const linhas = saldos.getSheetValues().slice(1) as unknown[][];
    expect(linhas[0].slice(1)).toEqual([
      "Código",
      "Descrição",
      "Ação",
      "Projeto",
      "Orçamento",
      "Disponível",
      "Reservado",
      "Comprometido",
      "Gasto",
      "Situação",
    ]);
    const corpo = linhas.slice(1, 1 + codigos.length);
    expect(corpo.map((l) => l[1])).toEqual(codigos);
    json.centros.forEach((c, i) =>
      expect(corpo[i].slice(5, 10)).toEqual([c.orcamento, c.saldo, c.reservado, c.comprometido, c.gasto]),
    );
    const total = linhas[1 + codigos.length];
    expect(total.slice(1, 3)).toEqual(["Total", "3 centro(s)"]);
    expect(total.slice(5, 10)).toEqual([
      json.totais.orcamento,
      json.totais.saldo,
      json.totais.reservado,
      json.totais.comprometido,
      json.totais.gasto,
    ]);
    expect(livro.getWorksheet("Meses")!.rowCount).toBe(1 + 6);
    const movimentos = livro.getWorksheet("Movimentos")!;
    expect(movimentos.rowCount).toBe(1 + json.movimentos.length);
    expect(movimentos.getRow(2).getCell(4).value).toBe(json.movimentos[0].valor);
  });
});

describe("GET /centrocusto/interno/acompanhamento/saldo/", () => {
  beforeAll(async () => {
    await criarCentroCusto(api.db, { codigo: "CC-SIT-CRITICO", ano: 2031, orcamento: "9999.99" });
    await criarCentroCusto(api.db, { codigo: "CC-SIT-NEGATIVO", ano: 2031, orcamento: "500.00" });
    await ajustarSaldo(api.db, "CC-SIT-NEGATIVO", -120.5);
    await criarCentroCusto(api.db, { codigo: "CC-SIT-NORMAL", ano: 2031, orcamento: "10000.00" });
  });
  const codigosDe = (body: { centros: Linha[] }) => body.centros.map((c) => c.codigo);

  it("flags critical centres (under SALDO_CRITICO_CENTRO_CUSTO) and negative ones, and filters either or both", async () => {
    const todos = await acompanhamento({ ano: 2031, mes: 12 });
    expect(todos.body.limite_critico).toBe(10000);
    expect(todos.body.centros.map((c) => [c.codigo, c.situacao])).toEqual([
      ["CC-SIT-CRITICO", "CRITICO"],
      ["CC-SIT-NEGATIVO", "NEGATIVO"],
      ["CC-SIT-NORMAL", "NORMAL"],
    ]);
    expect(codigosDe((await acompanhamento({ ano: 2031, mes: 12, criticos: "true" })).body)).toEqual([
      "CC-SIT-CRITICO",
    ]);
    expect(codigosDe((await acompanhamento({ ano: 2031, mes: 12, saldo_negativo: "true" })).body)).toEqual([
      "CC-SIT-NEGATIVO",
    ]);
    expect(
      codigosDe(
        (await acompanhamento({ ano: 2031, mes: 12, criticos: "true", saldo_negativo: "true" })).body,
      ),
    ).toEqual(["CC-SIT-CRITICO", "CC-SIT-NEGATIVO"]);
    expect(codigosDe((await acompanhamento({ ano: 2031, mes: 12, search: "negat" })).body)).toEqual([
      "CC-SIT-NEGATIVO",
    ]);
  });

  it("takes this month in São Paulo when no year and month are given", async () => {
    api.setNow(new Date("2031-03-01T02:00:00Z"));
    try {
      // Signed in at that time: a session from today would have expired by then.
      const token = await api.login("gestor@hub.example");
      const res = await acompanhamento({}, token);
      // 23:00 of 28 February in São Paulo.
      expect([res.body.ano, res.body.mes, res.body.meses.length]).toEqual([2031, 2, 2]);
      expect((await acompanhamento({ ano: 2030 }, token)).body.mes).toBe(12);
    } finally {
      api.setNow(new Date());
    }
  });

  it("refuses bad filters on their fields", async () => {
    for (const [query, campo] of [
      ["mes=13", "mes"],
      ["ano=vinte", "ano"],
      ["criticos=sim", "criticos"],
      ["page=2", "page"],
    ]) {
      // Values of the wrong type or range, and a parameter the route lacks.
      const res = await api.raw("GET", `/centrocusto/interno/acompanhamento/saldo/?${query}`, {
        token: gestor,
      });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.error.errors!)).toEqual([campo]);
    }
    expect((await acompanhamento({ mes: 0 })).error.errors?.mes).toEqual(["Use o mês entre 1 e 12."]);
  });

  it("is for managers, the internal team and administrators", async () => {
    expect((await api.get("/centrocusto/interno/acompanhamento/saldo/")).status).toBe(401);
    for (const email of ["coordenador@hub.example", "interno@hub.example", "admin@hub.example"])
      expect((await acompanhamento({ ano: 2031 }, await api.login(email))).status).toBe(200);
    for (const email of ["consultor@hub.example", "cliente@hub.example", "prestador@hub.example"]) {
      const token = await api.login(email);
      expect((await acompanhamento({ ano: 2031 }, token)).status).toBe(403);
      expect(
        (await api.get("/centrocusto/interno/acompanhamento/saldo/export/", { query: { ano: 2031 }, token }))
          .status,
      ).toBe(403);
    }
  });
});
