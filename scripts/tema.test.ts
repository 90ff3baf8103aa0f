import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { theme as antd } from "antd";
import derivar from "antd/es/theme/themes/default";
import { theme } from "@/styles/theme";
import { execFileSync } from "node:child_process";
import { ARQUIVO_CSS, cssDoAntd, estilaComponenteFora, FORA } from "./antd-css";
import { ARQUIVO_DO_MAPA, mapaDoTema } from "./tema-mapa";

vi.mock("antd/es/theme/themes/default", async (original) => {
  const real = await original<{ default: typeof antd.defaultAlgorithm }>();
  return { default: vi.fn(real.default) };
});

describe("the theme's map token (styles/tema-mapa.json)", () => {
  it("is antd's derivation of the theme's seed as of now (else: npm run tema)", () => {
    expect(JSON.parse(readFileSync(ARQUIVO_DO_MAPA, "utf8"))).toEqual(
      JSON.parse(JSON.stringify(mapaDoTema())),
    );
  });

  it("is read, not derived, for the theme's seed; another seed is derived as antd would", () => {
    const algoritmo = theme.algorithm as typeof antd.defaultAlgorithm;
    const { semente, mapa } = mapaDoTema();
    vi.mocked(derivar).mockClear();
    expect(algoritmo(semente)).toEqual(mapa);
    expect(derivar).not.toHaveBeenCalled();
    const outra = { ...semente, colorPrimary: "#722ed1" };
    expect(algoritmo(outra)).toEqual(antd.defaultAlgorithm(outra));
    expect(derivar).toHaveBeenCalledWith(outra);
  });

  it("gives antd the tokens it would derive itself", () => {
    expect(antd.getDesignToken(theme)).toEqual(antd.getDesignToken({ ...theme, algorithm: undefined }));
  });
});

describe("antd's stylesheet without the components the portal never draws (styles/antd.gen.css)", () => {
  it("is antd's stylesheet of now, trimmed (else: npm run tema)", () => {
    expect(readFileSync(ARQUIVO_CSS, "utf8") === cssDoAntd()).toBe(true);
  });

  it("keeps the parts the portal draws after the page and drops the others", () => {
    const css = readFileSync(ARQUIVO_CSS, "utf8");
    for (const classe of [
      ".ant-select-dropdown",
      ".ant-picker-dropdown",
      ".ant-modal-confirm",
      ".ant-message",
      ".ant-drawer",
      ".ant-upload",
      ".ant-tabs-dropdown",
      ".ant-popover",
      ".ant-tooltip",
      ".ant-form-item-explain-error",
      ".ant-btn-primary",
      ".ant-col-xs-24",
    ])
      expect(css, classe).toContain(classe);
    expect(estilaComponenteFora(".ant-table-cell")).toBe(true);
    expect(estilaComponenteFora(":where(.css-var-hub).ant-menu:hover")).toBe(true);
    expect(estilaComponenteFora(".ant-tabs-dropdown-menu-item")).toBe(false);
    expect(estilaComponenteFora(".ant-select-selector")).toBe(false);
    expect(css).not.toMatch(/\.ant-(table|menu|card|dropdown|layout)(?![a-z0-9])/);
  });

  it("leaves out no component the code imports from antd", () => {
    const arquivos = execFileSync("git", ["ls-files", "*.ts", "*.tsx"], { encoding: "utf8" })
      .trim()
      .split("\n");
    const importados = new Set<string>();
    for (const arquivo of arquivos)
      for (const m of readFileSync(arquivo, "utf8").matchAll(
        /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"antd"/g,
      ))
        for (const nome of m[1].split(","))
          importados.add(
            nome
              .replace(/\btype\b/, "")
              .split(" as ")[0]
              .trim(),
          );
    // A component's own folder (antd/es/table, antd/lib/qr-code), compared without case or hyphens.
    const normal = (nome: string) => nome.replaceAll("-", "").toLowerCase();
    for (const arquivo of arquivos)
      for (const m of readFileSync(arquivo, "utf8").matchAll(/from\s+"antd\/(?:es|lib)\/([a-z-]+)/g))
        importados.add(normal(m[1]));
    expect(importados).toContain("Select");
    expect(importados).toContain("form");
    expect(Object.keys(FORA).filter((c) => importados.has(c) || importados.has(normal(c)))).toEqual([]);
  });
});
