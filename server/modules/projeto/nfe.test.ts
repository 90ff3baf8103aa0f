import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { arquivo, projetoParcela } from "@/server/db/schema";
import { HubError } from "../../lib/errors";
import { NFE_MAX_NIVEIS, validarNfe } from "./nfe";

// Issue 43, item 12: an invoice's XML is parsed only when it can be one, so a document of megabytes or of
// thousands of levels costs neither the seconds nor the memory of building its tree.
const VERTICE = "28732778000104";

/** The NF-e access key's check digit, computed here apart from the portal's code (module 11, weights 2–9). */
function comDigito(chave43: string) {
  const soma = [...chave43].reverse().reduce((s, d, i) => s + Number(d) * (2 + (i % 8)), 0);
  const resto = soma % 11;
  return `${chave43}${resto < 2 ? 0 : 11 - resto}`;
}
const CHAVE = comDigito(`4226110${VERTICE}55001000000123100000123`.slice(0, 43));

/** An authorised NF-e as SEFAZ returns it, down to its deepest groups: a product's tax and the signature. */
const nfe = (itens = 1) =>
  `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">` +
  `<NFe><infNFe Id="NFe${CHAVE}" versao="4.00"><emit><CNPJ>${VERTICE}</CNPJ><xNome>VERTICE &amp; CIA</xNome></emit>` +
  Array.from(
    { length: itens },
    (_, i) =>
      `<det nItem="${i + 1}"><prod><cProd>${i}</cProd><xProd>Consultoria</xProd></prod><imposto><ICMS><ICMS00>` +
      `<orig>0</orig><CST>00</CST><vICMS>0.00</vICMS></ICMS00></ICMS></imposto></det>`,
  ).join("") +
  `<total><ICMSTot><vNF>1000.00</vNF></ICMSTot></total></infNFe><Signature><SignedInfo><Reference URI="#NFe${CHAVE}">` +
  `<Transforms><Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/></Transforms>` +
  `</Reference></SignedInfo></Signature></NFe><protNFe><infProt><chNFe>${CHAVE}</chNFe></infProt></protNFe></nfeProc>`;

const aninhado = (niveis: number) => `<?xml version="1.0"?>${"<a>".repeat(niveis)}${"</a>".repeat(niveis)}`;

function recusa(xml: string) {
  try {
    validarNfe(xml, { cnpj: VERTICE, valor: 1000 });
  } catch (e) {
    expect(e).toBeInstanceOf(HubError);
    return (e as HubError).extra.errors?.arquivo[0];
  }
  throw new Error("aceito");
}

describe("validarNfe's bounds", () => {
  it("reads an NF-e of many items down to its deepest groups", () => {
    expect(validarNfe(nfe(990), { cnpj: VERTICE, valor: 1000 })).toBe(CHAVE);
  });

  it("refuses an XML over 1 MB without parsing it", () => {
    expect(recusa(nfe(7_000))).toBe("O XML passa de 1024 KB, mais do que uma NF-e pode ter.");
    expect(recusa(`<?xml version="1.0"?><a>${"<b>x</b>".repeat(1_200_000)}</a>`)).toBe(
      "O XML passa de 1024 KB, mais do que uma NF-e pode ter.",
    );
  });

  it(`refuses an XML nested past ${NFE_MAX_NIVEIS} levels, and any DOCTYPE`, () => {
    expect(recusa(aninhado(NFE_MAX_NIVEIS + 2))).toBe(
      `O XML tem mais de ${NFE_MAX_NIVEIS} níveis, mais do que uma NF-e pode ter.`,
    );
    expect(recusa(aninhado(60_000))).toBe(
      `O XML tem mais de ${NFE_MAX_NIVEIS} níveis, mais do que uma NF-e pode ter.`,
    );
    expect(
      recusa(
        `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "xxxxxxxxxx"><!ENTITY y "&x;&x;&x;&x;&x;">]><a>&y;</a>`,
      ),
    ).toBe("O XML declara um DOCTYPE, que uma NF-e não tem.");
  });
});

describe("an invoice's XML through its route", () => {
  const api = usarApiDeTeste();
  const token: Record<string, string> = {};
  let projeto: number;
  let parcela: number;
  beforeAll(async () => {
    for (const quem of ["prestador", "gestor"]) token[quem] = await api.login(`${quem}@hub.example`);
    projeto = await criarProjetoComEtapas(api.db, {
      nro: "2026-930043",
      empresas: ["Sabor da Ilha"],
      prestador: "Vértice Consultoria",
      etapas: ["APROVADA"],
    });
    [{ id: parcela }] = await api.db
      .select()
      .from(projetoParcela)
      .where(eq(projetoParcela.projetoId, projeto));
    await api.patch("/solicitacao/interno/plano/{id}/autoriza/nota/", {
      path: { id: parcela },
      token: token.gestor,
    });
  });
  const enviar = (xml: string) =>
    api.patch("/projeto/externo/{id}/notas/enviar/", {
      path: { id: projeto },
      token: token.prestador,
      form: { parcela, arquivo: new File([xml], "nota.xml", { type: "application/xml" }) },
    });
  const arquivos = async () => (await api.db.select({ n: count() }).from(arquivo))[0].n;

  it("refuses a 9 MB XML with 413 before storing or parsing it", async () => {
    const antes = await arquivos();
    const res = await enviar(`<?xml version="1.0"?><a>${"<b><c>x</c></b>".repeat(600_000)}</a>`);
    expect(res.status).toBe(413);
    expect(res.error.detail).toBe("Um arquivo XML passa do limite de 1 MB.");
    expect(await arquivos()).toBe(antes);
  });

  it("refuses an XML nested deeper than an NF-e on the file field, and stores nothing", async () => {
    const antes = await arquivos();
    const res = await enviar(aninhado(5_000));
    expect(res.status).toBe(400);
    expect(res.error.errors?.arquivo).toEqual([
      `O XML tem mais de ${NFE_MAX_NIVEIS} níveis, mais do que uma NF-e pode ter.`,
    ]);
    expect(await arquivos()).toBe(antes);
  });
});
