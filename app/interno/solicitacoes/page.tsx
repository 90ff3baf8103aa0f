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
      {/* No Suspense boundary (useSearchParams needs none on a page rendered per request): in one, the queue came
          after the frame, hidden, and showed when a script of React's ran, on a phone seconds after the frame. */}
      <Fila servidor={servidor} />
    </RoleGate>
  );
}
