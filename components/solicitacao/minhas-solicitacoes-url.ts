// The client's list of requests as its URL holds it, read alike by its page on the server and its client part.
import { daUrl } from "@/lib/lista-url";
import { SUBSTATUS_SOLICITACAO } from "@/lib/regras/solicitacao";

export const filtrosDaUrl = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  // A status code (the dashboard's cards by status), or one step of the workflow (what waits for the client).
  dash_filter: daUrl.texto(url, "dash_filter")?.match(/^[A-Z_]{1,60}$/)?.[0],
  substatus: daUrl.umDe(url, "substatus", SUBSTATUS_SOLICITACAO),
});
