import type { Metadata } from "next";
import { Consultas } from "@/components/layout/providers";
import { AvaliarPorLink } from "@/components/avaliacao/avaliar-por-link";

export const metadata: Metadata = { title: "Avaliação do serviço", robots: { index: false } };

/** Opened from an evaluation link, with no session (so no session provider): the token in the address is the permission. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <Consultas>
      <main style={{ maxWidth: 640, margin: "0 auto", padding: 16 }}>
        <AvaliarPorLink token={token} />
      </main>
    </Consultas>
  );
}
