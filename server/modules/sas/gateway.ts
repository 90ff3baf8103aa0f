import "server-only";
import { env } from "@/lib/env";
import type { Conn } from "../../db/client";
import type { DriverSas } from "./driver";
import { sasLocal } from "./local";

const DRIVERS: Record<typeof env.HUB_SAS, (conn: Conn) => DriverSas> = { local: sasLocal };

/** The SAS driver `HUB_SAS` names (DESIGN §7); the local one reads over `conn`. */
export const driverSas = (conn: Conn): DriverSas => DRIVERS[env.HUB_SAS](conn);
