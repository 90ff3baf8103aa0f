import { notify } from "@/lib/messages";
import { DuplicateCartItemError, addToCart } from "@/stores/cart";
import type { ModeloOferta } from "@/services/servico";

/** Puts an offer in the cart and says so; a duplicate shows the SPEC §5 warning instead. */
export function addOfferToCart(offer: ModeloOferta): void {
  try {
    addToCart({
      id: offer.id,
      titulo: offer.titulo,
      valor: offer.valor,
      servico: { id: offer.servico.id, titulo: offer.servico.titulo },
    });
    notify("success", "Serviço adicionado ao carrinho.");
  } catch (error) {
    if (!(error instanceof DuplicateCartItemError)) throw error;
    notify("warning", error.message);
  }
}
