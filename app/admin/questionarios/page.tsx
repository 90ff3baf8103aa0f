import { Suspense } from "react";
import type { Metadata } from "next";
import { Questionarios } from "@/components/questionario/questionarios";
import { QUESTIONARIOS_PATH } from "@/lib/paths";

export const metadata: Metadata = { title: "Questionários" };

// The staff screens of /interno/questionarios, for administrators (the admin layout lets only them in).
export default function Page() {
  return (
    <Suspense>
      <Questionarios base={QUESTIONARIOS_PATH.admin} />
    </Suspense>
  );
}
