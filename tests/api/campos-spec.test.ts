import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import contrato from "@/services/contrato.openapi.json";

// SPEC §3 "Entities and their fields", the lines of the entities the API serves, as SPEC words them.
const SPEC_3 = [
  "- Company: id, cnpj_mask, cpf_mask, cpf, nomefantasia, razaosocial, dtainclusao, porte (descricao), ativo, credenciamentos, status, areaatuacao, suspenso, programa, sicab, tipo, documentos (each with tipo.id), cep_mask, logradouro, complemento, cidade, estado, telefone, email.",
  "- Request (solicitacao): id, nrosolicitacao, empresa, empresas, count_empresas, modelooferta (id, titulo, imagem, servico.titulo), substatus (descricao, status with cor), valor, dtainclusao, prestador, gestor (nome, sobrenome), objetivo, justificativa, etapas (arquivo), propostas, centrocusto (acao.codigo), arquivos, diagnostico.arquivo, dta_prazo_finalizacao, dtaprazoenvioproposta, escolha_direta.",
  "- Proposal: id, status, visita, valor_bruto, valor_subsidio, valor_cliente, porcentagem_subsidio, porcentagem_cliente, dta_inicio, dta_fim, dtaprazo, comentario, empresa_proposta (also spelled empresaproposta; both readings occur), etapas.",
  "- Diagnostic: id, nrodiagnostico, solicitacao, status (descricao, etapa, cor), ematraso, prazo, comprovante, dtainclusao.",
  "- Cost center: id, codigo, descricao, saldo, acao, projeto.",
  "- Partner: id, razaosocial, objetivo, subsidio.",
  "- Service: id, codigo, titulo, ativo, tipo.descricao, programa.descricao.",
];

/** The schemas that serve each entity, and the fields a schema leaves out on purpose (and why). */
const SERVIDO_POR: Record<string, { schema: string; sem?: string[] }[]> = {
  Company: [{ schema: "EmpresaDetalhe" }],
  "Request (solicitacao)": [
    { schema: "SolicitacaoInternaDetalhe" },
    // The cost centre and the staff's attachments are staff's bookkeeping, never shown to the client.
    { schema: "SolicitacaoExternaDetalhe", sem: ["centrocusto.acao.codigo", "arquivos"] },
  ],
  Proposal: [{ schema: "PropostaDetalhe" }],
  Diagnostic: [{ schema: "DiagnosticoDetalhe" }],
  "Cost center": [{ schema: "CentroCustoInternoDetalhe" }],
  Partner: [{ schema: "Parceiro" }],
  Service: [{ schema: "ServicoLista" }],
};

/** Splits on commas outside parentheses. */
function partes(texto: string): string[] {
  const saida: string[] = [];
  let nivel = 0;
  let atual = "";
  for (const c of texto) {
    if (c === "(") nivel++;
    if (c === ")") nivel--;
    if (c === "," && nivel === 0) {
      saida.push(atual.trim());
      atual = "";
    } else atual += c;
  }
  return [...saida, atual.trim()].filter(Boolean);
}

/** "modelooferta (id, servico.titulo)" → modelooferta.id, modelooferta.servico.titulo; "status with cor" → status.cor. */
function campos(lista: string): string[] {
  return partes(lista).flatMap((item) => {
    const [, nome, dentro] = item.match(/^([\w.]+)(?: \((.*)\))?$/)!;
    if (!dentro || dentro.startsWith("also spelled")) return [nome];
    return partes(dentro).map((sub) => `${nome}.${sub.replace(/^each with /, "").replace(/ with /, ".")}`);
  });
}

function entidades() {
  return Object.fromEntries(
    SPEC_3.map((linha) => {
      const [, nome, lista] = linha.match(/^- ([^:]+): (.*)\.$/)!;
      return [nome, campos(lista)];
    }),
  );
}

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
};
const SCHEMAS = (contrato as unknown as { components: { schemas: Record<string, Schema> } }).components
  .schemas;
const resolver = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? SCHEMAS[s.$ref.split("/").pop()!] : s;

function propriedades(s: Schema | undefined): Record<string, Schema> {
  const r = resolver(s);
  if (!r) return {};
  if (r.allOf || r.anyOf) return Object.assign({}, ...(r.allOf ?? r.anyOf)!.map(propriedades));
  if (r.items) return propriedades(r.items);
  return r.properties ?? {};
}

const tem = (s: Schema | undefined, caminho: string): boolean => {
  const [cabeca, ...resto] = caminho.split(".");
  const p = propriedades(s)[cabeca];
  return Boolean(p) && (!resto.length || tem(p, resto.join(".")));
};

describe("SPEC §3's field names", () => {
  it("are SPEC's own lines", () => {
    const spec = new URL("../../../shared/spec/SPEC.md", import.meta.url);
    // Beside the product's specification (this workplace), the lines must still be SPEC's.
    if (existsSync(spec)) {
      const texto = readFileSync(spec, "utf8");
      for (const linha of SPEC_3) expect(texto, linha.slice(0, 40)).toContain(linha);
    }
    expect(Object.keys(entidades())).toEqual(Object.keys(SERVIDO_POR));
  });

  it.each(Object.entries(SERVIDO_POR))(
    "%s: every field SPEC names is in the answers that serve it",
    (nome, servidos) => {
      const esperados = entidades()[nome];
      for (const { schema, sem = [] } of servidos) {
        expect(SCHEMAS[schema], schema).toBeDefined();
        const faltam = esperados.filter((c) => !sem.includes(c) && !tem(SCHEMAS[schema], c));
        expect(faltam, schema).toEqual([]);
      }
    },
  );

  it("reads SPEC's notation: nested fields, 'with', 'each with' and alternative spellings", () => {
    expect(
      campos("a, b (c, d.e), f (g with h), i (each with j.k), l (also spelled ll; both readings occur)"),
    ).toEqual(["a", "b.c", "b.d.e", "f.g.h", "i.j.k", "l"]);
  });
});
