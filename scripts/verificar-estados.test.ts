import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations.
import { verificar } from "./verificar-estados.mjs";

const STATUS =
  'export const STATUS = {\n  pagamento: [\n    { codigo: "PENDENTE", descricao: "Pendente" },\n' +
  '    { codigo: "PAGO", descricao: "Pago" },\n  ],\n};';
const WORKFLOW =
  'export const SEM_NOTA = "SEM_NOTA";\n' +
  'const t = [{ acao: "autorizar", de: [SEM_NOTA], para: "AUTORIZADA" }, { de: ["AUTORIZADA"], para: "PAGA" }];\n' +
  'export const ABERTOS = ["PENDENTE"];';

const arvore = (arquivos: Record<string, string>) =>
  new Map(
    Object.entries({
      "server/db/referencia/data/status.ts": STATUS,
      "server/modules/nota/workflow.ts": WORKFLOW,
      ...arquivos,
    }),
  );

describe("state rule (npm run lint)", () => {
  it("refuses a state literal outside the tables, a comparison or not, in code of the server and the browser, and in SQL", () => {
    const erros = verificar(
      arvore({
        "server/modules/nota/service.ts":
          'if (n.situacao === "PAGO") pagar();\n// "PAGO" in a comment is no literal\nconst x = `PENDENTE`;',
        "components/nota/lista.tsx":
          'const COR = { PAGA: "green" };\nconst y = <Tag color="red">{"SEM_NOTA"}</Tag>;',
        "services/nota.ts": 'type S = "AUTORIZADA" | "PAGA";',
        "server/modules/nota/consulta.ts":
          "const q = sql`${n.a} = 1\n  and ${n.codigo} in ('AUTORIZADA', 'PAGA') and ${n.forma} = 'PIX'`;",
      }),
    );
    expect(erros).toEqual([
      'server/modules/nota/service.ts:1: "PAGO"',
      'server/modules/nota/service.ts:3: "PENDENTE"',
      'components/nota/lista.tsx:1: "PAGA"',
      'components/nota/lista.tsx:2: "SEM_NOTA"',
      'services/nota.ts:1: "AUTORIZADA"',
      'services/nota.ts:1: "PAGA"',
      'server/modules/nota/consulta.ts:2: "AUTORIZADA"',
      'server/modules/nota/consulta.ts:2: "PAGA"',
    ]);
  });

  it("leaves the tables, tests, fixtures, demo and reference data free, and other uppercase words alone", () => {
    const fonte = 'if (n.situacao === "PAGO") pagar();';
    expect(
      verificar(
        arvore({
          "server/modules/nota/sub/workflow.ts": fonte,
          "lib/regras/nota.ts": 'export const STATUS_NOTA = ["AUTORIZADA", "PAGA"] as const;',
          "server/modules/nota/service.test.ts": fonte,
          "components/nota/lista.test.tsx": fonte,
          "server/modules/nota/routes.fixture.ts": fonte,
          "server/demo/notas.ts": fonte,
          "server/db/referencia/status.ts": fonte,
          "server/modules/nota/service.ts":
            'import { ABERTOS, SEM_NOTA } from "./workflow";\nconst k = { PIX: 1, tipo: "CARTAO" };\n' +
            "const x = `PAGO ${n}`;",
        }),
      ),
    ).toEqual([]);
  });

  it("lets a named exception pass, and refuses an exception with nothing left to excuse", () => {
    const excecoes = [
      { arquivo: "server/modules/nota/driver.ts", literal: "PAGO", motivo: "the gateway's answer" },
      { arquivo: "server/modules/nota/driver.ts", literal: "PENDENTE", motivo: "gone" },
    ];
    const erros = verificar(
      arvore({ "server/modules/nota/driver.ts": 'return { status: "PAGO" };\nconst p = "PAGO";' }),
      excecoes,
    );
    expect(erros).toEqual([
      'server/modules/nota/driver.ts: exceção sem uso para "PENDENTE" (scripts/verificar-estados.mjs)',
    ]);
  });
});
