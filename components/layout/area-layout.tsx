import type { ReactNode } from "react";
import { requireUser } from "@/lib/session";
import { homePath, type Group } from "@/lib/roles";
import { AppShell } from "./app-shell";
import { Forbidden } from "./forbidden";

/** Server-side gate of an area: signed in, and in one of the area's groups, or a refusal inside the shell. */
export async function AreaLayout({ groups, children }: { groups: readonly Group[]; children: ReactNode }) {
  const { user, allowed, session } = await requireUser(groups);
  return <AppShell session={session}>{allowed ? children : <Forbidden home={homePath(user)} />}</AppShell>;
}
