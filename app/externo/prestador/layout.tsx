import type { ReactNode } from "react";
import { RoleGate } from "@/components/layout/role-gate";

/** The provider's pages: the area lets clients in too, these only providers. */
export default function Layout({ children }: { children: ReactNode }) {
  return <RoleGate groups={["prestador"]}>{children}</RoleGate>;
}
