import { Suspense } from "react";
import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { Empresas } from "@/components/empresa/interno/empresas";
import { EMPRESAS_PATH } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Empresas" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO}>
      {/* The list reads its filters and page from the URL (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <Empresas base={EMPRESAS_PATH.interno} />
      </Suspense>
    </RoleGate>
  );
}
