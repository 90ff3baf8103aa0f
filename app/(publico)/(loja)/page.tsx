import type { Metadata } from "next";
import { Catalogo } from "@/components/catalogo/catalogo";

export const metadata: Metadata = { title: "Catálogo de serviços" };

export default function CatalogoPage() {
  return <Catalogo />;
}
