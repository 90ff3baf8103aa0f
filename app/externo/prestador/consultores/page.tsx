import { Suspense } from "react";
import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { MeusConsultores } from "@/components/empresa/consultores";

export const metadata: Metadata = { title: "Meus consultores" };

export default function Page() {
  return (
    <RoleGate groups={["prestador"]}>
      {/* The list reads its company, search and page from the URL (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <MeusConsultores />
      </Suspense>
    </RoleGate>
  );
}
