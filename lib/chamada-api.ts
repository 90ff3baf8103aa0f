// The URL of a call of the Hub API, built the same way by the browser's client (services/api.ts) and by a
// page that reads the API on the server (server/leitura.ts).

/** `/x/{id}/` with its path parameters filled in, each encoded; a parameter missing is a bug, not a 404. */
export const preencherCaminho = (caminho: string, valores: unknown) =>
  caminho.replace(/\{(\w+)\}/g, (_, nome: string) => {
    const valor = (valores as Record<string, unknown> | undefined)?.[nome];
    if (valor === undefined) throw new Error(`Parâmetro ${nome} ausente em ${caminho}`);
    return encodeURIComponent(String(valor));
  });

/** A query string as the API client sends it: values left out when undefined or null, the rest as text. */
export function textoDaQuery(query: unknown): string {
  const url = new URLSearchParams();
  for (const [chave, valor] of Object.entries(query ?? {}))
    if (valor !== undefined && valor !== null) url.set(chave, String(valor));
  const texto = url.toString();
  return texto && `?${texto}`;
}
