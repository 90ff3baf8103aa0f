import { Suspense } from "react";
import type { Metadata } from "next";
import { Empresas } from "@/components/empresa/interno/empresas";
import { EMPRESAS_PATH } from "@/lib/paths";

export const metadata: Metadata = { title: "Empresas" };

// The staff screen of /interno/empresas, for administrators (the admin layout lets only them in).
export default function Page() {
  return (
    <Suspense>
      <Empresas base={EMPRESAS_PATH.admin} />
    </Suspense>
  );
}
