import { Suspense } from "react";
import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { Fila } from "@/components/solicitacao/fila/fila";
import type { SearchParams } from "@/lib/lista-url";
import { STAFF } from "@/lib/roles";
import { lerFila } from "./dados";

export const metadata: Metadata = { title: "Fila de solicitações" };

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const servidor = await lerFila(searchParams);
  return (
    <RoleGate groups={STAFF}>
      {/* The queue reads its filters from the URL (useSearchParams), which needs a Suspense boundary. */}
      <Suspense>
        <Fila servidor={servidor} />
      </Suspense>
    </RoleGate>
  );
}
