import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { MinhasSolicitacoes } from "@/components/solicitacao/minhas-solicitacoes";

export const metadata: Metadata = { title: "Minhas solicitações" };

export default function Page() {
  return (
    <RoleGate groups={["cliente"]}>
      <MinhasSolicitacoes />
    </RoleGate>
  );
}
