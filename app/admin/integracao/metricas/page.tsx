import { Suspense } from "react";
import type { Metadata } from "next";
import { Metricas } from "@/components/admin/integracao/metricas";

export const metadata: Metadata = { title: "Métricas enviadas" };

export default function Page() {
  return (
    <Suspense>
      <Metricas />
    </Suspense>
  );
}
