import { Suspense } from "react";
import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { Questionarios } from "@/components/questionario/questionarios";
import { QUESTIONARIOS_PATH } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export const metadata: Metadata = { title: "Questionários" };

export default function Page() {
  return (
    <RoleGate groups={GESTAO}>
      {/* The list reads its search and page from the URL (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <Questionarios base={QUESTIONARIOS_PATH.interno} />
      </Suspense>
    </RoleGate>
  );
}
