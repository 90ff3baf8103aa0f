import type { Metadata } from "next";
import { Carrinho } from "@/components/carrinho/carrinho";

export const metadata: Metadata = { title: "Carrinho" };

export default function CarrinhoPage() {
  return <Carrinho />;
}
