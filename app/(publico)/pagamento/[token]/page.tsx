import type { Metadata } from "next";
import { Consultas } from "@/components/layout/providers";
import { MolduraSemMenu } from "@/components/layout/moldura-sem-menu";
import { PagarPorLink } from "@/components/pagamento/pagar-por-link";

export const metadata: Metadata = { title: "Pagamento", robots: { index: false } };

/** Opened from a staff payment link, with no session: the token in the address is the permission. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <MolduraSemMenu>
      <Consultas>
        <PagarPorLink token={token} />
      </Consultas>
    </MolduraSemMenu>
  );
}
