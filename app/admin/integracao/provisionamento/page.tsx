import { Suspense } from "react";
import type { Metadata } from "next";
import { Provisionamentos } from "@/components/admin/integracao/provisionamentos";

export const metadata: Metadata = { title: "Provisionamentos no ERP" };

export default function Page() {
  return (
    <Suspense>
      <Provisionamentos />
    </Suspense>
  );
}
