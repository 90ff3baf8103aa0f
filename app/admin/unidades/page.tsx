import { Suspense } from "react";
import type { Metadata } from "next";
import { Unidades } from "@/components/admin/unidades/unidades";

export const metadata: Metadata = { title: "Unidades de atendimento" };

export default function Page() {
  return (
    <Suspense>
      <Unidades />
    </Suspense>
  );
}
