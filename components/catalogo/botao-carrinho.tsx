"use client";
import { Link } from "@/components/ui/link";
import { CheckOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { capitalizeWords } from "@/lib/format";
import type { OfertaDoCarrinho } from "@/lib/regras/carrinho";
import { useCarrinhoStore } from "@/stores/carrinho";
import { addOfferToCart } from "./adicionar-ao-carrinho";

/**
 * "Adicionar ao carrinho", or once the offer is there, "No carrinho" leading to it: the button says what
 * happened instead of offering the same again. Its accessible name starts with what it shows (WCAG 2.5.3).
 */
export function BotaoCarrinho({
  offer,
  principal = false,
}: {
  offer: OfertaDoCarrinho;
  principal?: boolean;
}) {
  const noCarrinho = useCarrinhoStore((s) => s.items.some((item) => item.id === offer.id));
  const titulo = capitalizeWords(offer.titulo);
  const bloco = principal ? " botao-bloco" : "";
  if (noCarrinho)
    return (
      <Link href="/carrinho" className={`botao${bloco}`} aria-label={`No carrinho: ${titulo}`}>
        <CheckOutlined />
        No carrinho
      </Link>
    );
  return (
    <button
      type="button"
      className={`botao${principal ? " botao-principal" : ""}${bloco}`}
      onClick={() => addOfferToCart(offer)}
      aria-label={`Adicionar ao carrinho: ${titulo}`}
    >
      <ShoppingCartOutlined />
      Adicionar ao carrinho
    </button>
  );
}
