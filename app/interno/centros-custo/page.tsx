import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { CentrosCusto } from "@/components/centrocusto/centros-custo";
import { CENTROS_CUSTO_PATH } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Centros de custo" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO} leUrl>
      <CentrosCusto base={CENTROS_CUSTO_PATH.interno} />
    </RoleGate>
  );
}
