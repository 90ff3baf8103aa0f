import { z } from "zod";

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());

// Every setting of DESIGN §7, parsed once; a bad value stops the server at start instead of failing later.
const schema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HUB_DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: optionalUrl,
  HUB_API_URL: optionalUrl,
  HUB_DEMO: z.enum(["", "0", "1"]).default(""),
  NEXTAUTH_URL: optionalUrl,
  NEXTAUTH_SECRET: z.string().optional(),
  NEXT_PUBLIC_API_URL: z.string().min(1).default("/api/hub"),
  NEXT_PUBLIC_SESSION_POLL_SECONDS: z.coerce.number().int().min(0).default(300),
  // Addresses of the reverse proxies whose X-Forwarded-For is believed, comma-separated; none by default.
  HUB_TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()]))),
  // The payment driver (DESIGN §7); the built-in sandbox approves and declines by its test cards.
  HUB_PAGAMENTO: z.enum(["sandbox"]).default("sandbox"),
  // The metrics system and the ERP ("RM") the outbox delivers to: the built-in `sandbox` (records what it gets in
  // the database), or `http` (JSON to *_URL, signed with *_SEGREDO). The ERP's contract lookup reads the Hub's
  // own contracts either way. The SAS the CPF-link lookup reads; `local`: the Hub's own data.
  HUB_METRICAS: z.enum(["sandbox", "http"]).default("sandbox"),
  HUB_METRICAS_URL: optionalUrl,
  HUB_METRICAS_SEGREDO: z.string().optional(),
  HUB_RM: z.enum(["sandbox", "http"]).default("sandbox"),
  HUB_RM_URL: optionalUrl,
  HUB_RM_SEGREDO: z.string().optional(),
  // How long a call to the metrics system or the ERP may take before it counts as failed.
  HUB_INTEGRACAO_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HUB_SAS: z.enum(["local"]).default("local"),
  // Where e-mail goes (DESIGN §7): `arquivo` writes each message as an .eml in HUB_DATA_DIR/emails (the demo's),
  // `smtp` sends it through the server of the HUB_SMTP_* settings.
  HUB_EMAIL: z.enum(["arquivo", "smtp"]).default("arquivo"),
  HUB_EMAIL_REMETENTE: z.string().min(3).default("Hub <nao-responda@hub.local>"),
  HUB_SMTP_HOST: z.string().default("localhost"),
  HUB_SMTP_PORT: z.coerce.number().int().positive().default(587),
  // "1": TLS from the first byte (port 465); otherwise STARTTLS when the server offers it.
  HUB_SMTP_TLS: z.enum(["", "0", "1"]).default(""),
  HUB_SMTP_USUARIO: z.string().optional(),
  HUB_SMTP_SENHA: z.string().optional(),
  // The address put in shared links (signing, paying); NEXTAUTH_URL when unset.
  HUB_PUBLIC_URL: optionalUrl,
  // Browser tests only: a file holding milliseconds the server's clock runs ahead (a deadline "passes").
  HUB_RELOGIO_ARQUIVO: z.string().optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const env = schema.parse(source);
  if (
    env.NODE_ENV === "production" &&
    !env.NEXTAUTH_SECRET &&
    process.env.NEXT_PHASE !== "phase-production-build"
  )
    throw new Error("NEXTAUTH_SECRET é obrigatório em produção.");
  for (const s of ["METRICAS", "RM"] as const)
    if (env[`HUB_${s}`] === "http" && (!env[`HUB_${s}_URL`] || !env[`HUB_${s}_SEGREDO`]))
      throw new Error(`HUB_${s}=http pede HUB_${s}_URL e HUB_${s}_SEGREDO.`);
  return env;
}

export const env = parseEnv(process.env);

/** Demo data is on by default for the embedded database and off for PostgreSQL unless HUB_DEMO=1. */
export const demoEnabled = (e: Env) => (e.HUB_DEMO === "" ? !e.DATABASE_URL : e.HUB_DEMO === "1");

/** The portal's public address: NEXTAUTH_URL, or this machine on PORT. */
export const publicUrl = (e: Env) => (e.NEXTAUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");

/** Where shared links point: HUB_PUBLIC_URL, else the portal's own address. */
export const linkBaseUrl = (e: Env) => (e.HUB_PUBLIC_URL ?? publicUrl(e)).replace(/\/$/, "");

/** Where the server side reaches the Hub API: the external one, or this app's own route. */
export const hubServerUrl = (e: Env) => (e.HUB_API_URL ?? `${publicUrl(e)}/api/hub`).replace(/\/$/, "");
