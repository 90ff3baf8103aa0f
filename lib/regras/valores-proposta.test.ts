import { describe, expect, it } from "vitest";
import { calcularValores, dividirSubsidio } from "./valores-proposta";

const hora = { valorHora: 150, valorHoraAdicional: 120.5, horaLimite: 20 };

describe("calcularValores", () => {
  it("prices hours up to the limit at the rate and beyond it at the additional rate, across stages in order", () => {
    const v = calcularValores({
      etapas: [
        { ordem: 2, horas: 10, visita: false },
        { ordem: 1, horas: 15, visita: true },
      ],
      hora,
      deslocamento: 80.25,
      parcelas: [1, 2],
      porcentagemSubsidio: 70,
    });
    // Stage 1: 15 h × 150 + travel 80.25; stage 2: 5 h × 150 + 5 h × 120.50.
    expect(v.etapas.map((e) => [e.ordem, e.valor])).toEqual([
      [1, 233025],
      [2, 135250],
    ]);
    expect(v.bruto).toBe(368275);
    expect(v.subsidio).toBe(257793);
    expect(v.cliente).toBe(110482);
    expect(v.parcelas).toEqual([
      { numero: 1, etapaOrdem: 1, valor: 184137 },
      { numero: 2, etapaOrdem: 2, valor: 184138 },
    ]);
  });

  it("caps the subsidy at the gross and ignores the travel band without a visit", () => {
    const v = calcularValores({
      etapas: [{ ordem: 1, horas: 2, visita: false }],
      hora,
      deslocamento: 500,
      parcelas: [1],
      porcentagemSubsidio: 130,
    });
    expect(v).toMatchObject({ bruto: 30000, subsidio: 30000, cliente: 0 });
  });

  it("adds the partners' share on top of the programme's, capped at the gross, and keeps it apart", () => {
    const base = {
      etapas: [{ ordem: 1, horas: 10, visita: false }],
      hora,
      deslocamento: null,
      parcelas: [1],
    };
    // R$ 1.500,00: the programme pays 70% (1.050,00), a partner 12,5% (187,50), the client the rest.
    expect(calcularValores({ ...base, porcentagemSubsidio: 70, porcentagemParceiros: 12.5 })).toMatchObject({
      bruto: 150000,
      subsidio: 123750,
      subsidioParceiros: 18750,
      cliente: 26250,
    });
    // Partners beyond what the programme leaves pay only up to the gross.
    expect(calcularValores({ ...base, porcentagemSubsidio: 80, porcentagemParceiros: 30 })).toMatchObject({
      subsidio: 150000,
      subsidioParceiros: 30000,
      cliente: 0,
    });
    expect(dividirSubsidio(99999, 33.33, 16.67)).toEqual({
      subsidio: 50000,
      subsidioParceiros: 16670,
      cliente: 49999,
    });
  });
});
