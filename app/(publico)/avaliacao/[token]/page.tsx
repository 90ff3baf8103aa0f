import type { Metadata } from "next";
import { Consultas } from "@/components/layout/providers";
import { MolduraSemMenu } from "@/components/layout/moldura-sem-menu";
import { AvaliarPorLink } from "@/components/avaliacao/avaliar-por-link";

export const metadata: Metadata = { title: "Avaliação do serviço", robots: { index: false } };

/** Opened from an evaluation link, with no session (so no session provider): the token in the address is the permission. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <MolduraSemMenu>
      <Consultas>
        <AvaliarPorLink token={token} />
      </Consultas>
    </MolduraSemMenu>
  );
}
