import { Suspense } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CentroCustoDetalhe } from "@/components/centrocusto/detalhe";
import { CENTROS_CUSTO_PATH, parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Centro de custo" };

// The staff screen of /interno/centros-custo/{id}, for administrators (the admin layout lets only them in).
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return (
    <Suspense>
      <CentroCustoDetalhe id={id} base={CENTROS_CUSTO_PATH.admin} />
    </Suspense>
  );
}
