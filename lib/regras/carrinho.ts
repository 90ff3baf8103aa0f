// What the cart keeps of an offer model, shared by the cart (stores/carrinho.ts) and the shop's server pages.

export type OfertaDoCarrinho = {
  id: number;
  titulo: string;
  valor: number;
  servico: { id: number; titulo: string };
};

/**
 * Only what the cart keeps of an offer (any wider object, a whole offer with its steps and texts, is cut down):
 * a server's page passes this to the browser's cart button, so the offer is not sent to the browser twice.
 */
export function ofertaDoCarrinho({ id, titulo, valor, servico }: OfertaDoCarrinho): OfertaDoCarrinho {
  return { id, titulo, valor, servico: { id: servico.id, titulo: servico.titulo } };
}
