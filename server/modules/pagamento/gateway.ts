import "server-only";
import { env } from "@/lib/env";
import type { DriverPagamento } from "./driver";
import { sandbox } from "./sandbox";

const DRIVERS: Record<typeof env.HUB_PAGAMENTO, DriverPagamento> = { sandbox };

/** The driver `HUB_PAGAMENTO` names (DESIGN §7). */
export const driverDePagamento = (): DriverPagamento => DRIVERS[env.HUB_PAGAMENTO];
