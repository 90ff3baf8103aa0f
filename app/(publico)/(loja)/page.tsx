import type { Metadata } from "next";
import { Catalogo } from "@/components/catalogo/catalogo";
import type { SearchParams } from "@/lib/lista-url";
import { lerCatalogo } from "./dados";

export const metadata: Metadata = { title: "Catálogo de serviços" };

export default async function CatalogoPage({ searchParams }: { searchParams: SearchParams }) {
  return <Catalogo {...await lerCatalogo(searchParams)} />;
}
