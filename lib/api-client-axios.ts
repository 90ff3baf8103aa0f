// The axios instance behind lib/api-client.ts, with the sign-out rules of SPEC §8 as its interceptors. It is
// loaded with a client's first call, not with the pages: axios is about 21 KB of gzip, which would take the
// public token pages (payment, contract, evaluation) past their 200 KB of first-load script.
import axios, { type AxiosResponse } from "axios";
import {
  FalhaDaApi,
  REDIRECTED_URL,
  type ApiClient,
  type ApiErrorBody,
  type Pedido,
  type Recebido,
} from "@/lib/api-client";
import { textoDaQuery } from "@/lib/chamada-api";
import { readToken } from "@/lib/token-cookie";

/** The sign-outs of the client that loaded the instance: one at a time, however many calls fail together. */
export type Saida = {
  forcar(callbackUrl: string): Promise<void>;
  /** No answer came: signs out to CONNECTION_REFUSED_URL (unless the page is leaving) and fails with no status. */
  semResposta(causa: unknown): Promise<never>;
};

/**
 * A body as JSON when the server says it is; otherwise its text (a proxy's error page), or null. axios's own
 * parsing would read any text that looks like JSON, whatever its type.
 */
function lerCorpo(texto: string, tipo: unknown): unknown {
  if (!texto) return null;
  if (!String(tipo ?? "").includes("json")) return texto;
  try {
    return JSON.parse(texto) as unknown;
  } catch {
    return texto;
  }
}

/** A failed file download answers its error in bytes, like its file: read as any other error's body. */
async function corpoDoErro(resposta: AxiosResponse): Promise<unknown> {
  if (resposta.config.responseType !== "blob") return resposta.data;
  return lerCorpo(await (resposta.data as Blob).text(), resposta.headers["content-type"]);
}

export function criarCliente(baseURL: string, saida: Saida): ApiClient["request"] {
  const cliente = axios.create({
    // Absolute, so that the address means the same on any page (and in tests, where fetch has no page).
    baseURL: new URL(baseURL, window.location.href).href,
    // fetch rather than axios's XMLHttpRequest: the rule for a leaving page's cancelled calls (lib/api-client.ts)
    // was worked out against fetch's failures, and under jsdom msw cannot answer an XMLHttpRequest with a file.
    adapter: "fetch",
    // Over fetch, axios names itself as the User-Agent, and some browsers send that instead of their own: a
    // signature records the browser's (server/modules/contrato). false keeps the browser's.
    headers: { "User-Agent": false },
    // FormData as it is (the browser writes its multipart boundary); anything else as JSON, a string too.
    transformRequest: [
      (data: unknown, headers) => {
        if (data === undefined || data instanceof FormData) return data;
        headers.setContentType("application/json");
        return JSON.stringify(data);
      },
    ],
    transformResponse: [
      (data: unknown, headers) => (typeof data === "string" ? lerCorpo(data, headers["content-type"]) : data),
    ],
  });

  cliente.interceptors.request.use((config) => {
    const token = readToken();
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });

  cliente.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error)) throw error;
    // A call its caller cancelled (a query no longer wanted) has no answer either, but the server is fine. It
    // fails with the signal's reason, as a fetch does, rather than axios's CanceledError.
    if (axios.isCancel(error)) throw (error.config?.signal as AbortSignal | undefined)?.reason ?? error;
    const resposta = error.response;
    if (!resposta) return saida.semResposta(error);
    const corpo = await corpoDoErro(resposta);
    if (resposta.status === 401 && (corpo as ApiErrorBody | null)?.type !== "INVALID_LOGIN")
      await saida.forcar(REDIRECTED_URL);
    throw new FalhaDaApi(resposta.status, corpo, { cause: error });
  });

  return async function request<T>(pedido: Pedido): Promise<Recebido<T>> {
    const { progresso } = pedido;
    const resposta = await cliente.request<T>({
      method: pedido.method ?? "get",
      url: `${pedido.url}${textoDaQuery(pedido.query)}`,
      data: pedido.body,
      headers: pedido.headers,
      responseType: pedido.formato === "blob" ? "blob" : "text",
      onDownloadProgress: progresso && ((evento) => progresso(evento.loaded)),
      signal: pedido.signal,
    });
    return { status: resposta.status, data: resposta.data };
  };
}
