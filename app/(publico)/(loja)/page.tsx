import type { Metadata } from "next";
import { Catalogo } from "@/components/catalogo/catalogo";
import { lerCatalogo, type SearchParams } from "./dados";

export const metadata: Metadata = { title: "Catálogo de serviços" };

export default async function CatalogoPage({ searchParams }: { searchParams: SearchParams }) {
  return <Catalogo {...await lerCatalogo(searchParams)} />;
}
