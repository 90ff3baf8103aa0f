import { describe, expect, it, vi } from "vitest";
import {
  capitalizeWords,
  empresaLabel,
  formatBRL,
  formatCompacto,
  formatDate,
  formatDateTime,
  formatDias,
  formatNumero,
  formatPercent,
  formatNota,
  formatPercentExato,
  formatTamanho,
  formatPhone,
  fullName,
  maskCEP,
  maskCNPJ,
  maskCPF,
  onlyDigits,
  parseStageDate,
  sentenceCase,
  sortByOrdem,
  truncate,
  wait,
} from "@/lib/format";

const NBSP = "\u00a0";

describe("capitalizeWords", () => {
  it("capitalises words and keeps short inner words lower case", () => {
    expect(capitalizeWords("CONSULTORIA EM GESTÃO DE CUSTOS")).toBe("Consultoria em Gestão de Custos");
  });

  it("capitalises a short last word", () => {
    expect(capitalizeWords("plano de ti")).toBe("Plano de Ti");
  });

  // SPEC §5 read literally would give "de Olho no Campo"; a name never starts in lower case.
  it("capitalises a short first word", () => {
    expect(capitalizeWords("DE OLHO NO CAMPO")).toBe("De Olho no Campo");
  });

  it("collapses extra whitespace", () => {
    expect(capitalizeWords("  gestão   rural ")).toBe("Gestão Rural");
  });

  it("returns empty text for null, undefined and empty", () => {
    expect(capitalizeWords(null)).toBe("");
    expect(capitalizeWords(undefined)).toBe("");
    expect(capitalizeWords("")).toBe("");
  });
});

describe("capitalizeWords keeps good text (issue 44)", () => {
  it("keeps a name typed with capitals and lower case as typed", () => {
    for (const nome of [
      "Adequação à LGPD para Microempresas",
      "Implantação de Sistema de Gestão (ERP)",
      "Certificação ISO 9001",
      "Implantação de BPA e Rastreabilidade",
      "Programa 5S na Indústria",
      "Vinícola Vale dos Vinhedos",
      "Nexo Software Ltda - SC",
    ])
      expect(capitalizeWords(nome)).toBe(nome);
  });

  it("tidies a name typed all in capitals, keeping words with digits and words without a vowel", () => {
    expect(capitalizeWords("ADEQUAÇÃO À LGPD PARA MICROEMPRESAS")).toBe(
      "Adequação à LGPD para Microempresas",
    );
    expect(capitalizeWords("CERTIFICAÇÃO ISO 9001 E 5S")).toBe("Certificação Iso 9001 e 5S");
    expect(capitalizeWords("VALE DOS VINHEDOS")).toBe("Vale dos Vinhedos");
    expect(capitalizeWords("FLORIANÓPOLIS SC")).toBe("Florianópolis SC");
  });

  it("tidies a name typed all in lower case, capitalising after an opening bracket", () => {
    expect(capitalizeWords("vale dos vinhedos")).toBe("Vale dos Vinhedos");
    expect(capitalizeWords("sistema de gestão (erp)")).toBe("Sistema de Gestão (Erp)");
  });
});

describe("fullName", () => {
  it("joins and capitalises first and last names; empty without a person", () => {
    expect(fullName({ nome: "ANA", sobrenome: "de souza" })).toBe("Ana de Souza");
    expect(fullName(null)).toBe("");
  });

  it("keeps each part typed with capitals as typed, and tidies the other", () => {
    expect(fullName({ nome: "Rafael", sobrenome: "menezes" })).toBe("Rafael Menezes");
    expect(fullName({ nome: "Maria Clara", sobrenome: "McAllister" })).toBe("Maria Clara McAllister");
  });
});

describe("sentenceCase", () => {
  it("upper-cases only the first letter of a text typed all in capitals", () => {
    expect(sentenceCase("AUMENTAR AS VENDAS EM SÃO PAULO")).toBe("Aumentar as vendas em são paulo");
  });

  it("keeps digits' words and words without a vowel of a text typed in capitals", () => {
    expect(sentenceCase("ADEQUAR A EMPRESA À LGPD E AO 5S")).toBe("Adequar a empresa à LGPD e ao 5S");
  });

  it("upper-cases the first letter of a text typed all in lower case", () => {
    expect(sentenceCase("adequar a empresa à lgpd")).toBe("Adequar a empresa à lgpd");
  });

  it("keeps a text typed with capitals and lower case as typed (issue 44)", () => {
    for (const texto of [
      "Adequar a Nexo Software à LGPD até março, com inventário de dados e DPO nomeado.",
      "Assinado por link por Rafael Menezes",
      "Implantar a ISO 9001 e as BPA na fazenda do Vale dos Vinhedos (SC).",
      "fazer o 5S no estoque da Nexo",
    ])
      expect(sentenceCase(texto)).toBe(texto);
  });

  it("upper-cases the first letter even after leading punctuation or spaces", () => {
    expect(sentenceCase(" “ótimo” serviço")).toBe(" “Ótimo” serviço");
  });

  it("returns empty text for null", () => {
    expect(sentenceCase(null)).toBe("");
  });
});

describe("formatBRL", () => {
  it("formats numbers and numeric strings as pt-BR currency", () => {
    expect(formatBRL(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL("1234.5")).toBe(`R$${NBSP}1.234,50`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(1000000)).toBe(`R$${NBSP}1.000.000,00`);
  });

  it("formats negative values", () => {
    expect(formatBRL(-10)).toBe(`-R$${NBSP}10,00`);
  });

  it("returns empty text for null, empty and non-numeric values", () => {
    expect(formatBRL(null)).toBe("");
    expect(formatBRL(undefined)).toBe("");
    expect(formatBRL("")).toBe("");
    expect(formatBRL("abc")).toBe("");
  });
});

describe("formatNumero and formatDias", () => {
  it("groups thousands and keeps one decimal, the Brazilian way", () => {
    expect(formatNumero(100000)).toBe("100.000");
    expect(formatNumero(2.45)).toBe("2,5");
    expect(formatNumero(0)).toBe("0");
  });

  it("says days in the singular only for one", () => {
    expect(formatDias(1)).toBe("1 dia");
    expect(formatDias(0)).toBe("0 dias");
    expect(formatDias(9.4)).toBe("9,4 dias");
    expect(formatDias(1200)).toBe("1.200 dias");
  });
});

describe("formatTamanho", () => {
  it("reads bytes as KB rounded up, and as MB with a comma from 1 MB", () => {
    expect(formatTamanho(0)).toBe("0 KB");
    expect(formatTamanho(1)).toBe("1 KB");
    expect(formatTamanho(1024 * 1024 - 1)).toBe("1024 KB");
    expect(formatTamanho(1.5 * 1024 * 1024)).toBe("1,5 MB");
  });
});

describe("formatNota", () => {
  it("reads a mean score out of 5 with a comma, a dash when nothing was scored", () => {
    expect(formatNota(4.2)).toBe("4,2 de 5");
    expect(formatNota(5)).toBe("5,0 de 5");
    expect(formatNota(null)).toBe("—");
  });
});

describe("formatPercentExato", () => {
  it("keeps up to two decimals, with a comma", () => {
    expect(formatPercentExato("12.50")).toBe("12,5%");
    expect(formatPercentExato(33.333)).toBe("33,33%");
    expect(formatPercentExato(10)).toBe("10%");
    expect(formatPercentExato(null)).toBe("");
  });
});

describe("formatPercent", () => {
  it("rounds to a whole number", () => {
    expect(formatPercent(33.33)).toBe("33%");
    expect(formatPercent(66.5)).toBe("67%");
    expect(formatPercent("70.0")).toBe("70%");
    expect(formatPercent(0)).toBe("0%");
  });

  it("returns empty text for missing values", () => {
    expect(formatPercent(null)).toBe("");
    expect(formatPercent("x")).toBe("");
  });
});

describe("formatPhone", () => {
  it("formats 11-digit mobile numbers", () => {
    expect(formatPhone("11987654321")).toBe("(11) 98765-4321");
  });

  it("formats 10-digit landline numbers", () => {
    expect(formatPhone("6132345678")).toBe("(61) 3234-5678");
  });

  it("reformats numbers that already carry punctuation", () => {
    expect(formatPhone("(11) 9 8765-4321")).toBe("(11) 98765-4321");
  });

  it("returns other lengths unchanged", () => {
    expect(formatPhone("12345")).toBe("12345");
    expect(formatPhone("+55 11 98765-4321")).toBe("+55 11 98765-4321");
    expect(formatPhone(null)).toBe("");
  });
});

describe("document masks", () => {
  it("keeps only digits", () => {
    expect(onlyDigits("123.456.789-09")).toBe("12345678909");
    expect(onlyDigits(null)).toBe("");
  });

  it("masks CPF, complete and while typing", () => {
    expect(maskCPF("12345678909")).toBe("123.456.789-09");
    expect(maskCPF("123.456.789-09")).toBe("123.456.789-09");
    expect(maskCPF("1234")).toBe("123.4");
    expect(maskCPF("123")).toBe("123");
    expect(maskCPF("123456789091234")).toBe("123.456.789-09");
    expect(maskCPF(undefined)).toBe("");
  });

  it("masks numeric CNPJ", () => {
    expect(maskCNPJ("11222333000181")).toBe("11.222.333/0001-81");
    expect(maskCNPJ("11.222.333/0001-81")).toBe("11.222.333/0001-81");
    expect(maskCNPJ("112223")).toBe("11.222.3");
  });

  it("masks alphanumeric CNPJ in upper case", () => {
    expect(maskCNPJ("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(maskCNPJ("12.abc.345/01de-35")).toBe("12.ABC.345/01DE-35");
    expect(maskCNPJ(null)).toBe("");
  });

  it("masks CEP", () => {
    expect(maskCEP("70040010")).toBe("70040-010");
    expect(maskCEP("70040-010")).toBe("70040-010");
    expect(maskCEP("70040")).toBe("70040");
    expect(maskCEP("700401")).toBe("70040-1");
  });
});

describe("dates", () => {
  it("formats ISO dates, date-times and Date objects as DD/MM/YYYY", () => {
    expect(formatDate("2024-03-05")).toBe("05/03/2024");
    expect(formatDate("2024-12-31T10:00:00")).toBe("31/12/2024");
    expect(formatDate(new Date("2023-01-09T12:00:00Z"))).toBe("09/01/2023");
  });

  // Issue 44: the server (UTC) wrote 08/12 and 11:28 where the browser in São Paulo wrote 07/12 and 08:28.
  it("writes an instant as São Paulo's date and time, whatever the zone of the process", () => {
    expect(formatDate("2026-12-08T01:30:00.000Z")).toBe("07/12/2026");
    expect(formatDateTime("2026-12-08T11:28:00.000Z")).toBe("08/12/2026 às 08:28");
    expect(formatDateTime(new Date("2026-12-31T23:59:00-03:00"))).toBe("31/12/2026 às 23:59");
    expect(formatDate("2026-12-08")).toBe("08/12/2026");
    expect(formatDateTime("2026-12-08T14:05")).toBe("08/12/2026 às 14:05");
  });

  it("returns empty text for missing or invalid dates", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("parses stage dates strictly as DD/MM/YYYY", () => {
    const date = parseStageDate("05/03/2024");
    expect(date.isValid()).toBe(true);
    expect([date.date(), date.month(), date.year()]).toEqual([5, 2, 2024]);
  });

  it("rejects impossible or differently formatted stage dates", () => {
    expect(parseStageDate("31/02/2024").isValid()).toBe(false);
    expect(parseStageDate("2024-03-05").isValid()).toBe(false);
    expect(parseStageDate("5/3/2024").isValid()).toBe(false);
    expect(parseStageDate("").isValid()).toBe(false);
  });
});

describe("sortByOrdem", () => {
  it("returns a new array sorted by ordem, stable for ties", () => {
    const list = [
      { id: "c", ordem: 3 },
      { id: "a1", ordem: 1 },
      { id: "b", ordem: 2 },
      { id: "a2", ordem: 1 },
    ];
    const sorted = sortByOrdem(list);
    expect(sorted.map((item) => item.id)).toEqual(["a1", "a2", "b", "c"]);
    expect(sorted).not.toBe(list);
    expect(list.map((item) => item.id)).toEqual(["c", "a1", "b", "a2"]);
  });

  it("returns an empty array for missing lists", () => {
    expect(sortByOrdem(null)).toEqual([]);
  });
});

describe("truncate", () => {
  it("keeps text that fits", () => {
    expect(truncate("Consultoria", 11)).toBe("Consultoria");
  });

  it("ends long text with '...' within the limit", () => {
    const result = truncate("Consultoria em gestão", 10);
    expect(result).toBe("Consult...");
    expect(result).toHaveLength(10);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(truncate("Plano de negócios", 11)).toBe("Plano de...");
    expect(truncate("Plano de negócios", 9)).toBe("Plano...");
  });

  it("handles tiny limits and missing text", () => {
    expect(truncate("Consultoria", 3)).toBe("...");
    expect(truncate("Consultoria", 2)).toBe("..");
    expect(truncate(null, 10)).toBe("");
  });
});

describe("wait", () => {
  it("resolves after 2 seconds by default", async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const promise = wait().then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(1999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await promise;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("resolves after the given time", async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void wait(50).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(50);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("formatCompacto", () => {
  it("writes a chart axis's figures short, as pt-BR reads them", () => {
    expect([formatCompacto(850), formatCompacto(1234), formatCompacto(3_000_000)]).toEqual([
      "850",
      "1,2\u00a0mil",
      "3\u00a0mi",
    ]);
  });
});

describe("empresaLabel", () => {
  it("capitalises a company's name and keeps SPEC §9's 'Várias empresas' as it is", () => {
    expect(empresaLabel("SABOR DA ILHA")).toBe(capitalizeWords("SABOR DA ILHA"));
    expect(empresaLabel("Várias empresas")).toBe("Várias empresas");
  });
});

describe("numbers without Intl", () => {
  // Money, measures and shares over many magnitudes, the halves Intl rounds up from their shortest decimal
  // (1.005, 0.125), negatives that round to zero, and the extremes written with an exponent.
  const valores = [
    0,
    -0,
    0.5,
    1,
    1.005,
    0.125,
    2.675,
    999.995,
    1234,
    -1234.5,
    -0.004,
    -0.05,
    1e-7,
    1e21,
    123456789.125,
    9007199254740993,
    0.1 + 0.2,
  ];
  let semente = 7;
  const aleatorio = () =>
    ((semente = (semente * 16807) % 2147483647) / 2147483647 - 0.3) * 10 ** ((semente % 9) - 2);
  for (let i = 0; i < 2000; i++) valores.push(aleatorio(), Math.round(aleatorio() * 1000) / 1000);

  it("writes money, counts and percentages as Intl's pt-BR does", () => {
    const moeda = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
    const numero = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
    const percentual = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
    for (const valor of valores) {
      expect([valor, formatBRL(valor)]).toEqual([valor, moeda.format(valor)]);
      expect([valor, formatNumero(valor)]).toEqual([valor, numero.format(valor)]);
      expect([valor, formatPercentExato(valor)]).toEqual([valor, `${percentual.format(valor)}%`]);
    }
  });

  it("makes no Intl object for a number of any usual size (a page's first one loads ICU's locale data)", () => {
    const original = Intl.NumberFormat;
    let feitos = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct: (alvo, args: ConstructorParameters<typeof original>) => (feitos++, new alvo(...args)),
    });
    try {
      expect([formatBRL(-1234.5), formatNumero(2.25), formatDias(1.5), formatPercentExato(12.5)]).toEqual([
        "-R$\u00a01.234,50",
        "2,3",
        "1,5 dias",
        "12,5%",
      ]);
      expect(feitos).toBe(0);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
