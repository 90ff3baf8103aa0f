import { Suspense } from "react";
import type { Metadata } from "next";
import { Areas } from "@/components/admin/areas/areas";

export const metadata: Metadata = { title: "Áreas de atuação" };

export default function Page() {
  return (
    <Suspense>
      <Areas />
    </Suspense>
  );
}
