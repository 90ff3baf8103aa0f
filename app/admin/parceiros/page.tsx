import { Suspense } from "react";
import type { Metadata } from "next";
import { Parceiros } from "@/components/parceiro/parceiros";

export const metadata: Metadata = { title: "Parceiros" };

// The staff screen of /interno/parceiros, for administrators (the admin layout lets only them in).
export default function Page() {
  return (
    <Suspense>
      <Parceiros />
    </Suspense>
  );
}
