import type { Metadata } from "next";
import { Consultas } from "@/components/layout/providers";
import { AssinarPorLink } from "@/components/contrato/assinar-por-link";

export const metadata: Metadata = { title: "Assinar contrato", robots: { index: false } };

/** Opened from a shared link, with no session: the token in the address is the permission. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <Consultas>
      <main style={{ maxWidth: 640, margin: "0 auto", padding: 16 }}>
        <AssinarPorLink token={token} />
      </main>
    </Consultas>
  );
}
