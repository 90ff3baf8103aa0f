import type { Metadata } from "next";
import { Providers } from "@/components/layout/providers";
import { Carrinho } from "@/components/carrinho/carrinho";
import { sessaoValida } from "@/lib/session";

export const metadata: Metadata = { title: "Carrinho" };

// The cart calls the API (questions, companies, checkout) as the signed-in client: it brings the providers, with
// the session the server read (the shell reads it too, once a request).
export default async function CarrinhoPage() {
  return (
    <Providers session={await sessaoValida()}>
      <Carrinho />
    </Providers>
  );
}
