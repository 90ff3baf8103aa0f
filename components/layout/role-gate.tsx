import { Suspense, type ReactNode } from "react";
import { requireUser } from "@/lib/session";
import { homePath, type Group } from "@/lib/roles";
import { Forbidden } from "./forbidden";

/**
 * A page inside an area that only some of the area's groups may open (a manager's panel, say). `leUrl`: the
 * page keeps its filters, page or period in the URL (useSearchParams), which needs a Suspense boundary.
 */
export async function RoleGate({
  groups,
  leUrl = false,
  children,
}: {
  groups: readonly Group[];
  leUrl?: boolean;
  children: ReactNode;
}) {
  const { user, allowed } = await requireUser(groups);
  if (!allowed) return <Forbidden home={homePath(user)} />;
  return leUrl ? <Suspense>{children}</Suspense> : children;
}
