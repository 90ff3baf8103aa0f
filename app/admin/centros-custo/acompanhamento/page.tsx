import { Suspense } from "react";
import type { Metadata } from "next";
import { AcompanhamentoSaldos } from "@/components/centrocusto/acompanhamento";
import { CENTROS_CUSTO_PATH } from "@/lib/paths";

export const metadata: Metadata = { title: "Acompanhamento de saldos" };

// The staff screen of /interno/centros-custo/acompanhamento, for administrators (the admin layout lets only them in).
export default function Page() {
  return (
    <Suspense>
      <AcompanhamentoSaldos base={CENTROS_CUSTO_PATH.admin} />
    </Suspense>
  );
}
