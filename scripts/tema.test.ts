import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { theme as antd } from "antd";
import derivar from "antd/es/theme/themes/default";
import { theme } from "@/styles/theme";
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
