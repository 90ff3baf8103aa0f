"use client";
import dynamic from "next/dynamic";
import type { HubUser } from "@/lib/auth";

// Its own chunk, fetched only when someone is signed in: a visitor's page carries no session, query client,
// notifications or avatar upload.
const ContaComSessao = dynamic(() => import("./conta-com-sessao").then((m) => m.ContaComSessao), {
  ssr: false,
  // The width of the avatar, the bell and "Sair", so the header does not move when they arrive.
  loading: () => <span className="moldura-conta-reserva" />,
});

export function ContaTardia({ user }: { user: HubUser }) {
  return <ContaComSessao user={user} />;
}
