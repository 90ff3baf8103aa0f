import type { Metadata } from "next";
import { Providers } from "@/components/layout/providers";
import { Carrinho } from "@/components/carrinho/carrinho";

export const metadata: Metadata = { title: "Carrinho" };

// The cart calls the API (questions, companies, checkout) as the signed-in client: it brings the providers.
export default function CarrinhoPage() {
  return (
    <Providers>
      <Carrinho />
    </Providers>
  );
}
