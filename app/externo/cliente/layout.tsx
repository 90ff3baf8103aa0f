import type { ReactNode } from "react";
import { RoleGate } from "@/components/layout/role-gate";

/** The client's pages: the area lets providers in too, these only clients. */
export default function Layout({ children }: { children: ReactNode }) {
  return <RoleGate groups={["cliente"]}>{children}</RoleGate>;
}
