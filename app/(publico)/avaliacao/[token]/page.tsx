import type { Metadata } from "next";
import { Providers } from "@/components/layout/providers";
import { Tema } from "@/components/layout/tema";
import { AvaliarPorLink } from "@/components/avaliacao/avaliar-por-link";

export const metadata: Metadata = { title: "Avaliação do serviço", robots: { index: false } };

/** Opened from an evaluation link, with no session: the token in the address is the permission. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <Providers>
      <Tema>
        <main style={{ maxWidth: 640, margin: "0 auto", padding: 16 }}>
          <AvaliarPorLink token={token} />
        </main>
      </Tema>
    </Providers>
  );
}
