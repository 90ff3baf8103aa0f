import type { ReactNode } from "react";
import { AreaLayout } from "@/components/layout/area-layout";
import { AREAS } from "@/lib/roles";

export default function Layout({ children }: { children: ReactNode }) {
  return <AreaLayout groups={AREAS.conta}>{children}</AreaLayout>;
}
