import { theme as antd } from "antd";
import { theme } from "@/styles/theme";

export const ARQUIVO_DO_MAPA = "styles/tema-mapa.json";

/** antd's map token for the portal's theme: its seed (antd's defaults and styles/theme.ts's tokens) derived by antd's default algorithm. */
export function mapaDoTema() {
  const semente = { ...antd.defaultSeed, ...theme.token };
  return { semente, mapa: antd.defaultAlgorithm(semente) };
}
