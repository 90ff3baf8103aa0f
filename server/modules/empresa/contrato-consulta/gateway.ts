import "server-only";
import { env } from "@/lib/env";
import type { Conn } from "../../../db/client";
import type { DriverRm } from "./driver";
import { rmLocal } from "./local";

const DRIVERS: Record<typeof env.HUB_RM, (conn: Conn) => DriverRm> = { local: rmLocal };

/** The RM driver `HUB_RM` names (DESIGN §7); the local one reads over `conn`. */
export const driverRm = (conn: Conn): DriverRm => DRIVERS[env.HUB_RM](conn);
