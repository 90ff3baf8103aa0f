// The one client browser code calls /api/hub with, with the sign-out rules of SPEC §8: an axios instance
// (lib/api-client-axios.ts) loaded with the first call.
import type { Saida } from "@/lib/api-client-axios";
import { MESSAGES } from "@/lib/messages";
import { sair } from "@/lib/saida";

/** The server's single error body. */
export type ApiErrorBody = { detail?: string; type?: string; errors?: Record<string, string[]> };

export type ApiError = {
  /** null when no response arrived. */
  status: number | null;
  detail: string;
  type?: string;
  errors?: Record<string, string[]>;
};

/** A call that failed: the answer's status and body, or a null status when no answer arrived. */
export class FalhaDaApi extends Error {
  constructor(
    readonly status: number | null,
    readonly corpo: unknown,
    options?: ErrorOptions,
  ) {
    super(status === null ? "Sem resposta do servidor" : `HTTP ${status}`, options);
    this.name = "FalhaDaApi";
  }
}

export const CONNECTION_REFUSED_URL = "/login?connectionrefused=true";
export const REDIRECTED_URL = "/login?redirected=true";

/** One call: its address relative to the API's base, and what to send and read. */
export type Pedido = {
  method?: "get" | "post" | "put" | "patch" | "delete";
  url: string;
  /** Sent as the query string: values left out when undefined or null. */
  query?: unknown;
  /** FormData as it is (multipart); anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** A file's bytes rather than JSON. */
  formato?: "json" | "blob";
  /** Told the bytes received so far, while a long download runs. */
  progresso?: (bytes: number) => void;
  signal?: AbortSignal;
};

export type Recebido<T> = { status: number; data: T };

export type ApiClient = { baseURL: string; request<T>(pedido: Pedido): Promise<Recebido<T>> };

/**
 * True from the moment the page starts to leave (a full navigation, a reload) until it is shown again from the
 * back-forward cache. The browser cancels a leaving page's calls, which says nothing of the server: such a
 * failure must not sign out (it cleared the token, and the next page, without it, was sent to /login). A call
 * can fail as soon as the navigation starts (`beforeunload`), before the page is hidden (`pagehide`): the
 * header's calls, started once the page is idle, were often under way then. A navigation that ends up leaving
 * nothing (a download) keeps it true: a failure after it shows an error instead of signing out.
 */
let saindo = false;
if (typeof window !== "undefined") {
  const partindo = () => {
    saindo = true;
  };
  window.addEventListener("beforeunload", partindo);
  window.addEventListener("pagehide", partindo);
  window.addEventListener("pageshow", () => {
    saindo = false;
  });
}

export function createApiClient(baseURL: string): ApiClient {
  // Parallel calls failing together must not start one sign-out each.
  let signingOut: Promise<void> | null = null;
  const saida: Saida = {
    forcar(callbackUrl) {
      signingOut ??= sair(callbackUrl);
      return signingOut;
    },
    async semResposta(causa) {
      if (!saindo) await saida.forcar(CONNECTION_REFUSED_URL);
      throw new FalhaDaApi(null, null, { cause: causa });
    },
  };

  let carregado: Promise<ApiClient["request"]> | null = null;

  async function request<T>(pedido: Pedido): Promise<Recebido<T>> {
    carregado ??= import("@/lib/api-client-axios").then((m) => m.criarCliente(baseURL, saida));
    let enviar: ApiClient["request"];
    try {
      enviar = await carregado;
    } catch (e) {
      // The client's own code did not arrive, so neither would a call: the same as no answer. The next call
      // tries to load it again.
      carregado = null;
      return saida.semResposta(e);
    }
    return enviar<T>(pedido);
  }

  return { baseURL, request };
}

// An empty NEXT_PUBLIC_API_URL (as in .env.example left blank) means the default too.
export const apiClient = createApiClient(process.env.NEXT_PUBLIC_API_URL || "/api/hub");

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"),
    )
  );
}

export function apiErrorOf(error: unknown): ApiError {
  const falha = error instanceof FalhaDaApi ? error : null;
  const body = falha?.corpo;
  const data = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const result: ApiError = {
    status: falha?.status ?? null,
    detail: typeof data.detail === "string" && data.detail ? data.detail : MESSAGES.generic,
  };
  if (typeof data.type === "string") result.type = data.type;
  if (isFieldErrors(data.errors)) result.errors = data.errors;
  return result;
}
