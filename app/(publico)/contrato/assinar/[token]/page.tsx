import type { Metadata } from "next";
import { Consultas } from "@/components/layout/providers";
import { MolduraSemMenu } from "@/components/layout/moldura-sem-menu";
import { AssinarPorLink } from "@/components/contrato/assinar-por-link";

export const metadata: Metadata = { title: "Assinar contrato", robots: { index: false } };

/** Opened from a shared link, with no session: the token in the address is the permission. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <MolduraSemMenu>
      <Consultas>
        <AssinarPorLink token={token} />
      </Consultas>
    </MolduraSemMenu>
  );
}
