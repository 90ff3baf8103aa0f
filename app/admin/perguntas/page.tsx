import { Suspense } from "react";
import type { Metadata } from "next";
import { Perguntas } from "@/components/admin/perguntas/perguntas";

export const metadata: Metadata = { title: "Perguntas de dimensionamento" };

export default function Page() {
  return (
    <Suspense>
      <Perguntas />
    </Suspense>
  );
}
