// The programme's settings (GET /parametro/, staff): deadlines and percentages a screen explains.
import { useQuery } from "@tanstack/react-query";
import { leitura } from "./api";

export const parametroKeys = { all: ["parametro"] as const };

/** The numeric setting `chave`, once the settings arrive (undefined before, or when it is missing). */
export function useParametroNumero(chave: string) {
  const parametros = useQuery(leitura(parametroKeys.all, "/parametro/"));
  const valor = parametros.data?.find((p) => p.chave === chave)?.valor;
  return { ...parametros, valor: valor === undefined ? undefined : Number(valor) };
}
