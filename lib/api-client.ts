// The one axios instance browser code uses for /api/hub, with the sign-out rules of SPEC §8.
import axios, { type AxiosInstance } from "axios";
import { signOut } from "next-auth/react";
import { MESSAGES } from "@/lib/messages";
import { clearToken, readToken } from "@/lib/token-cookie";

/** The server's single error body. */
export type ApiErrorBody = { detail?: string; type?: string; errors?: Record<string, string[]> };

export type ApiError = {
  /** null when no response arrived. */
  status: number | null;
  detail: string;
  type?: string;
  errors?: Record<string, string[]>;
};

export const CONNECTION_REFUSED_URL = "/login?connectionrefused=true";
export const REDIRECTED_URL = "/login?redirected=true";

export function createApiClient(baseURL: string): AxiosInstance {
  const client = axios.create({ baseURL });
  // Parallel calls failing together must not start one sign-out each.
  let signingOut: Promise<void> | null = null;

  function forceSignOut(callbackUrl: string): Promise<void> {
    clearToken();
    signingOut ??= signOut({ callbackUrl }).catch(() => {
      // signOut posts to /api/auth first; when that server is unreachable too, leave anyway.
      window.location.assign(callbackUrl);
    });
    return signingOut;
  }

  client.interceptors.request.use((config) => {
    const token = readToken();
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    // A cancelled request (unmounted query) has no response either, but the server is fine.
    if (!axios.isAxiosError(error) || axios.isCancel(error)) throw error;
    if (!error.response) {
      await forceSignOut(CONNECTION_REFUSED_URL);
    } else if (
      error.response.status === 401 &&
      (error.response.data as ApiErrorBody | null)?.type !== "INVALID_LOGIN"
    ) {
      await forceSignOut(REDIRECTED_URL);
    }
    throw error;
  });

  return client;
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
  const response = axios.isAxiosError(error) ? error.response : undefined;
  const body: unknown = response?.data;
  const data = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const result: ApiError = {
    status: response?.status ?? null,
    detail: typeof data.detail === "string" && data.detail ? data.detail : MESSAGES.generic,
  };
  if (typeof data.type === "string") result.type = data.type;
  if (isFieldErrors(data.errors)) result.errors = data.errors;
  return result;
}
