import { Suspense } from "react";
import type { Metadata } from "next";
import { PagamentosIntegracao } from "@/components/admin/integracao/pagamentos";

export const metadata: Metadata = { title: "Pagamentos integrados" };

export default function Page() {
  return (
    <Suspense>
      <PagamentosIntegracao />
    </Suspense>
  );
}
