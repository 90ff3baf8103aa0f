import { describe, expect, it } from "vitest";
import { hasError, isStaticPix, parsePix } from "pix-utils";
import { brCode, LIMITES_PIX, textoDoPix } from "./pix";

/** Characters the BR Code allows: printable ASCII. */
const PERMITIDOS = /^[\x20-\x7E]+$/;

describe("Pix BR Code", () => {
  const codigo = brCode({
    valor: 1440.5,
    txid: "HUB2026000001P7",
    descricao: "Solicitação 2026/000001 – Adequação à LGPD",
    recebedor: {
      chave: "pagamentos@hub.example",
      nome: "Associação Comercial de São João Batista",
      cidade: "São José dos Campos",
    },
  });

  it("carries no accented letter nor any character outside the allowed set", () => {
    expect(codigo).toMatch(PERMITIDOS);
    // Its lengths count characters and its CRC bytes: with ASCII alone they agree.
    expect(new TextEncoder().encode(codigo).length).toBe(codigo.length);
  });

  it("parses back with a valid CRC and the payee normalised to the spec's lengths", () => {
    const pix = parsePix(codigo);
    if (hasError(pix) || !isStaticPix(pix)) throw new Error("BR Code inválido ou não estático");
    expect(pix).toMatchObject({
      merchantName: "ASSOCIACAO COMERCIAL DE S",
      merchantCity: "SAO JOSE DOS CA",
      pixKey: "pagamentos@hub.example",
      transactionAmount: 1440.5,
      txid: "HUB2026000001P7",
    });
    expect(pix.merchantName.length).toBeLessThanOrEqual(LIMITES_PIX.nome);
    expect(pix.merchantCity.length).toBeLessThanOrEqual(LIMITES_PIX.cidade);
    expect(pix.toBRCode()).toBe(codigo);
  });

  it("keeps a text already plain as it is, only single-spaced and cut", () => {
    expect(textoDoPix("PROGRAMA HUB CONSULTORIA", 25)).toBe("PROGRAMA HUB CONSULTORIA");
    expect(textoDoPix("  Brasília \n DF ", 15)).toBe("Brasilia DF");
    expect(textoDoPix("Çeará–Maçã €", 40)).toBe("Ceara Maca");
    expect(textoDoPix("Florianópolis do Sul", 15)).toBe("Florianopolis d");
  });
});
