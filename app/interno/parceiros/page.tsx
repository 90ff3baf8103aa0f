import { Suspense } from "react";
import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { Parceiros } from "@/components/parceiro/parceiros";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Parceiros" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO}>
      {/* The list reads its search and page from the URL (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <Parceiros />
      </Suspense>
    </RoleGate>
  );
}
