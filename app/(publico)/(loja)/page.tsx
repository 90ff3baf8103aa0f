import { Suspense } from "react";
import type { Metadata } from "next";
import { Catalogo } from "@/components/catalogo/catalogo";

export const metadata: Metadata = { title: "Catálogo de serviços" };

// The catalogue reads its filters from the URL, which exists only per request.
export default function CatalogoPage() {
  return (
    <Suspense>
      <Catalogo />
    </Suspense>
  );
}
