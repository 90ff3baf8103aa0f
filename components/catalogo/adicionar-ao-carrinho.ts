import { notify } from "@/lib/messages";
import { ItemRepetidoError, adicionarAoCarrinho } from "@/stores/carrinho";
import type { ModeloOferta } from "@/services/servico";

/** Puts an offer in the cart and says so; a duplicate shows the SPEC §5 warning instead. */
export function addOfferToCart(offer: ModeloOferta): void {
  try {
    adicionarAoCarrinho({
      id: offer.id,
      titulo: offer.titulo,
      valor: offer.valor,
      servico: { id: offer.servico.id, titulo: offer.servico.titulo },
    });
    notify("success", "Serviço adicionado ao carrinho.");
  } catch (error) {
    if (!(error instanceof ItemRepetidoError)) throw error;
    notify("warning", error.message);
  }
}
