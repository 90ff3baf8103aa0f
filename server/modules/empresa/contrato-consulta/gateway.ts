import "server-only";
import { env } from "@/lib/env";
import type { Conn } from "../../../db/client";
import type { DriverRm } from "./driver";
import { rmLocal } from "./local";

// The contract lookup has no remote reading: the contracts the ERP holds are the ones provisioning sent it.
const DRIVERS: Record<typeof env.HUB_RM, (conn: Conn) => DriverRm> = { sandbox: rmLocal, http: rmLocal };

/** The RM driver `HUB_RM` names (DESIGN §7); the local one reads over `conn`. */
export const driverRm = (conn: Conn): DriverRm => DRIVERS[env.HUB_RM](conn);
