import type { Metadata } from "next";
import { EditaisPublicos } from "@/components/edital/publico/lista";
import type { SearchParams } from "@/lib/lista-url";
import { lerEditais } from "./dados";

export const metadata: Metadata = { title: "Editais de credenciamento" };

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  return <EditaisPublicos {...await lerEditais(searchParams)} />;
}
