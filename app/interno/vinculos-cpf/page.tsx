import { Suspense } from "react";
import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { VinculosCpf } from "@/components/sas/vinculos";
import { STAFF } from "@/lib/roles";

export const metadata: Metadata = { title: "Vínculos de CPF" };

export default function Page() {
  return (
    <RoleGate groups={STAFF}>
      {/* The list reads its search and page from the URL (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <VinculosCpf />
      </Suspense>
    </RoleGate>
  );
}
