import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { AcompanhamentoSaldos } from "@/components/centrocusto/acompanhamento";
import { CENTROS_CUSTO_PATH } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Acompanhamento de saldos" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO} leUrl>
      <AcompanhamentoSaldos base={CENTROS_CUSTO_PATH.interno} />
    </RoleGate>
  );
}
