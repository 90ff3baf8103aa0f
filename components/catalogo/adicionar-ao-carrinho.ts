import { notify } from "@/lib/messages";
import type { OfertaDoCarrinho } from "@/lib/regras/carrinho";
import { ItemRepetidoError, adicionarAoCarrinho } from "@/stores/carrinho";

/** Puts an offer in the cart and says so; a duplicate shows the SPEC §5 warning instead. */
export function addOfferToCart(offer: OfertaDoCarrinho): void {
  try {
    adicionarAoCarrinho(offer);
    notify("success", "Serviço adicionado ao carrinho.");
  } catch (error) {
    if (!(error instanceof ItemRepetidoError)) throw error;
    notify("warning", error.message);
  }
}
