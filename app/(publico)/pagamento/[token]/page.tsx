import type { Metadata } from "next";
import { Consultas } from "@/components/layout/providers";
import { PagarPorLink } from "@/components/pagamento/pagar-por-link";

export const metadata: Metadata = { title: "Pagamento", robots: { index: false } };

/** Opened from a staff payment link, with no session: the token in the address is the permission. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <Consultas>
      <main style={{ maxWidth: 640, margin: "0 auto", padding: 16 }}>
        <PagarPorLink token={token} />
      </main>
    </Consultas>
  );
}
