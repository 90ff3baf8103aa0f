import { Suspense } from "react";
import type { Metadata } from "next";
import { CentrosCusto } from "@/components/centrocusto/centros-custo";
import { CENTROS_CUSTO_PATH } from "@/lib/paths";

export const metadata: Metadata = { title: "Centros de custo" };

// The staff screen of /interno/centros-custo, for administrators (the admin layout lets only them in).
export default function Page() {
  return (
    <Suspense>
      <CentrosCusto base={CENTROS_CUSTO_PATH.admin} />
    </Suspense>
  );
}
