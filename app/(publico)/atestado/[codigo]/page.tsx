import type { Metadata } from "next";
import { Consultas } from "@/components/layout/providers";
import { AtestadoPublico } from "@/components/avaliacao/atestado-publico";

export const metadata: Metadata = { title: "Verificação de atestado", robots: { index: false } };

/** Opened from the QR code or the address on a final attestation, with no session: the code is the key. */
export default async function Page({ params }: { params: Promise<{ codigo: string }> }) {
  const { codigo } = await params;
  return (
    <Consultas>
      <main style={{ maxWidth: 640, margin: "0 auto", padding: 16 }}>
        <AtestadoPublico codigo={decodeURIComponent(codigo)} />
      </main>
    </Consultas>
  );
}
