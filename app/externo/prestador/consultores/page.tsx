import { Suspense } from "react";
import type { Metadata } from "next";
import { MeusConsultores } from "@/components/empresa/consultores";

export const metadata: Metadata = { title: "Meus consultores" };

// The list reads its company, search and page from the URL (useSearchParams), which needs a Suspense boundary.
export default function Page() {
  return (
    <Suspense>
      <MeusConsultores />
    </Suspense>
  );
}
