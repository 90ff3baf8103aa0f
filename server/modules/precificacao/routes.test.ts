import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { FAIXAS_QUILOMETRAGEM, MODELOS_HORA, PLANOS_PAGAMENTO } from "@/server/db/referencia";

const api = usarApiDeTeste();
let gestor: string;

beforeAll(async () => {
  gestor = await api.login("gestor@hub.example");
});

describe("price tables", () => {
  it("lists hourly rate models with numbers", async () => {
    const res = await api.get("/listagem/interno/modelo-hora/", { token: gestor });
    expect(res.body).toEqual(
      [...MODELOS_HORA]
        .sort((a, b) => a.descricao.localeCompare(b.descricao, "pt-BR"))
        .map((m) => ({
          id: expect.any(Number),
          descricao: m.descricao,
          valor_hora: Number(m.valorHora),
          valor_hora_adicional: Number(m.valorHoraAdicional),
          hora_limite: m.horaLimite,
        })),
    );
  });

  it("lists payment plans by number of instalments", async () => {
    const res = await api.get("/listagem/interno/plano-pagamento/", { token: gestor });
    expect(res.body).toEqual(PLANOS_PAGAMENTO.map((p) => ({ id: expect.any(Number), ...p })));
    expect(res.body.map((p) => p.parcelas)).toEqual([1, 2, 3, 6]);
  });

  it("lists contiguous distance bands from the nearest", async () => {
    const res = await api.get("/listagem/interno/faixa-quilometragem/", { token: gestor });
    expect(res.body).toEqual(
      FAIXAS_QUILOMETRAGEM.map((f) => ({
        id: expect.any(Number),
        km_minimo: f.kmMinimo,
        km_maximo: f.kmMaximo,
        valor: Number(f.valor),
      })),
    );
    for (let i = 1; i < res.body.length; i++)
      expect(res.body[i].km_minimo).toBe(res.body[i - 1].km_maximo + 1);
    expect(res.body[0].km_minimo).toBe(0);
  });
});
