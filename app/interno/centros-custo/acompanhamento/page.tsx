import { Suspense } from "react";
import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { AcompanhamentoSaldos } from "@/components/centrocusto/acompanhamento";
import { CENTROS_CUSTO_PATH } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Acompanhamento de saldos" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO}>
      {/* Year, month and filters live in the URL (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <AcompanhamentoSaldos base={CENTROS_CUSTO_PATH.interno} />
      </Suspense>
    </RoleGate>
  );
}
