import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();
const mensagens = async (codigo: string, arquivo: string) =>
  (await eslint.lintText(codigo, { filePath: arquivo }))[0].messages.map((m) => m.ruleId);

describe("eslint rules of the repository (npm run lint)", () => {
  it("refuses a browser spec taking Playwright's own test, and accepts the fixtures' one", async () => {
    expect(
      await mensagens(
        'import { expect, test } from "@playwright/test";\nexpect(test).toBeTruthy();\n',
        "tests/e2e/x.spec.ts",
      ),
    ).toContain("no-restricted-imports");
    expect(
      await mensagens(
        'import { expect } from "@playwright/test";\nimport { test } from "./fixtures";\nexpect(test).toBeTruthy();\n',
        "tests/e2e/x.spec.ts",
      ),
    ).not.toContain("no-restricted-imports");
  });
});
