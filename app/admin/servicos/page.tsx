import { Suspense } from "react";
import type { Metadata } from "next";
import { Servicos } from "@/components/admin/servicos/servicos";

export const metadata: Metadata = { title: "Serviços" };

export default function Page() {
  return (
    <Suspense>
      <Servicos />
    </Suspense>
  );
}
