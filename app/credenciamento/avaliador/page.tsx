import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { AvaliadorHome } from "@/components/home/avaliador-home";

export const metadata: Metadata = { title: "Painel do avaliador" };

export default function Page() {
  return (
    <RoleGate groups={["avaliador"]}>
      <AvaliadorHome />
    </RoleGate>
  );
}
