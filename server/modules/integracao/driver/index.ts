import "server-only";
import { env } from "@/lib/env";
import type { Conn } from "../../../db/client";
import type { DriverIntegracao, Sistema } from "./driver";
import { criarHttp } from "./http";
import { criarSandbox } from "./sandbox";

export { SISTEMAS, ErroDeEnvio, type DriverIntegracao, type Entrega, type Sistema } from "./driver";
export { assinatura, CABECALHO_ASSINATURA, criarHttp } from "./http";
export { definirModoDoSandbox, modoDoSandbox } from "./sandbox";

const CONFIG = {
  metricas: () => ({
    driver: env.HUB_METRICAS,
    url: env.HUB_METRICAS_URL,
    segredo: env.HUB_METRICAS_SEGREDO,
  }),
  rm: () => ({ driver: env.HUB_RM, url: env.HUB_RM_URL, segredo: env.HUB_RM_SEGREDO }),
} satisfies Record<Sistema, () => unknown>;

/** The driver `HUB_METRICAS` or `HUB_RM` names (DESIGN §7), read when called; the sandbox works over `conn`. */
export function driverDe(sistema: Sistema, conn: Conn): DriverIntegracao {
  const c = CONFIG[sistema]();
  if (c.driver === "sandbox") return criarSandbox(conn, sistema);
  // lib/env.ts refuses `http` without a URL and a secret.
  return criarHttp({ url: c.url!, segredo: c.segredo!, timeoutMs: env.HUB_INTEGRACAO_TIMEOUT_MS });
}
