import { Suspense } from "react";
import type { Metadata } from "next";
import { VinculosCpf } from "@/components/sas/vinculos";

export const metadata: Metadata = { title: "Vínculos de CPF" };

// The staff screen of /interno/vinculos-cpf, for administrators (the admin layout lets only them in).
export default function Page() {
  return (
    <Suspense>
      <VinculosCpf />
    </Suspense>
  );
}
