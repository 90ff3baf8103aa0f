import type { Metadata } from "next";
import { Providers } from "@/components/layout/providers";
import { Tema } from "@/components/layout/tema";
import { PagarPorLink } from "@/components/pagamento/pagar-por-link";

export const metadata: Metadata = { title: "Pagamento", robots: { index: false } };

/** Opened from a staff payment link, with no session: the token in the address is the permission. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <Providers>
      <Tema>
        <main style={{ maxWidth: 640, margin: "0 auto", padding: 16 }}>
          <PagarPorLink token={token} />
        </main>
      </Tema>
    </Providers>
  );
}
