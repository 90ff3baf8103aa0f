import type { Metadata } from "next";
import { Consultas } from "@/components/layout/providers";
import { MolduraSemMenu } from "@/components/layout/moldura-sem-menu";
import { DefinirSenha } from "@/components/auth/definir-senha";

export const metadata: Metadata = { title: "Definir senha", robots: { index: false } };

/** Opened from the link an administrator handed to a new user, with no session: the token is the permission. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <MolduraSemMenu>
      <Consultas>
        <DefinirSenha token={token} />
      </Consultas>
    </MolduraSemMenu>
  );
}
