import "server-only";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "@hono/zod-openapi";

/** The one error shape of the API (DESIGN §3). */
export const ErrorSchema = z
  .object({
    detail: z.string(),
    type: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi("Erro");
export type ErrorBody = z.infer<typeof ErrorSchema>;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

export class HubError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly detail: string,
    readonly extra: { type?: string; errors?: Record<string, string[]> } = {},
  ) {
    super(detail);
  }
  get body(): ErrorBody {
    return { detail: this.detail, ...this.extra };
  }
}

/** The database could not be reached (server/db/conexao.ts); the API answers 503 until it can. */
export class BancoIndisponivel extends Error {
  constructor(readonly motivo: string) {
    super(`banco de dados indisponível: ${motivo}`);
  }
}

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HubError(400, detail, { errors });
export const unauthorized = (detail = "Sessão inválida ou expirada. Entre novamente.") =>
  new HubError(401, detail);
export const forbidden = (detail = "Você não tem permissão para esta ação.") => new HubError(403, detail);
export const notFound = (detail = "Registro não encontrado.") => new HubError(404, detail);
export const conflict = (detail: string) => new HubError(409, detail);

/** Turns zod issues into `{field: [message]}`; nested paths are joined with dots. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  // No prototype: a field named `__proto__` or `toString` is a key like any other, not an inherited member.
  const out: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    const keys =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [...issue.path, key].join("."))
        : [issue.path.join(".") || "non_field_errors"];
    // One message once per field, even when several checks of it fail alike (an id both fractional and too large).
    for (const key of keys) {
      const list = (out[key] ??= []);
      if (!list.includes(issue.message)) list.push(issue.message);
    }
  }
  return out;
}

// Text PostgreSQL cannot store (a NUL character, say) passes every schema and fails only in the query,
// in whichever route and field it was sent: it is still the caller's input, so 400 rather than 500.
const TEXTO_INVALIDO = new Set(["22021", "22P05"]);
const sqlState = (err: unknown) => {
  const code = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === "string" ? code : undefined;
};

// The database cannot be reached (refused, reset, shutting down): the caller may try again shortly.
const SEM_CONEXAO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
const semBanco = (err: unknown) => {
  if (err instanceof BancoIndisponivel) return true;
  const e = err as { code?: unknown; cause?: { code?: unknown; message?: unknown } } | null;
  const code = String(e?.cause?.code ?? e?.code ?? "");
  // node-postgres reports a connection the server dropped mid-query by message only.
  const caiu = /^Connection terminated/.test(String(e?.cause?.message ?? ""));
  return caiu || SEM_CONEXAO.has(code) || code.startsWith("08") || ["57P01", "57P02", "57P03"].includes(code);
};

export function errorResponse(c: Context, err: unknown) {
  if (semBanco(err))
    return c.json(
      { detail: "O banco de dados está indisponível no momento. Tente de novo em instantes." },
      503,
    );
  if (err instanceof HubError) return c.json(err.body, err.status as ContentfulStatusCode);
  if (err instanceof z.ZodError)
    return c.json({ detail: "Dados inválidos.", errors: fieldErrors(err) } satisfies ErrorBody, 400);
  if (TEXTO_INVALIDO.has(sqlState(err) ?? ""))
    return c.json({ detail: "O texto enviado tem um caractere inválido. Remova-o e tente de novo." }, 400);
  // Unknown failures are logged by name only, never with request data, and shown without internals.
  console.error("hub api error:", err instanceof Error ? `${err.name}: ${err.message}` : String(err));
  return c.json({ detail: "Não foi possível realizar a operação, entre em contato com o suporte" }, 500);
}
