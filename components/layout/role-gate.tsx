import type { ReactNode } from "react";
import { requireUser } from "@/lib/session";
import { homePath, type Group } from "@/lib/roles";
import { Forbidden } from "./forbidden";

/** A page inside an area that only some of the area's groups may open (a manager's panel, say). */
export async function RoleGate({ groups, children }: { groups: readonly Group[]; children: ReactNode }) {
  const { user, allowed } = await requireUser(groups);
  return allowed ? children : <Forbidden home={homePath(user)} />;
}
