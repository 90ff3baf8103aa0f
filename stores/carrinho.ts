// The shopping cart (SPEC §3–§5): one item per offer model, kept in local storage across visits.
import { useEffect, useSyncExternalStore } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { CART_STORAGE_KEY } from "@/lib/constants";
import { ofertaDoCarrinho, type OfertaDoCarrinho } from "@/lib/regras/carrinho";

export const DUPLICATE_ITEM_MESSAGE = "Apenas um tipo de produto pode ser contratado por vez!";

export type ItemCarrinho = {
  /** The offer model's id: the cart holds one item per id. */
  id: number;
  /** The company the service is for, chosen at checkout. */
  empresa: number | null;
  modelooferta: OfertaDoCarrinho;
  objetivo: string;
  /** Answers to the service's dimensioning questions, by question id. */
  respostas: Record<number, string>;
};

type CarrinhoState = { items: ItemCarrinho[] };

export const useCarrinhoStore = create<CarrinhoState>()(
  persist(() => ({ items: [] as ItemCarrinho[] }), {
    name: CART_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    version: 1,
    // Read after hydration (useCarrinhoLido), not at creation: the server renders an empty cart, and a first
    // render in the browser with the stored items would not match it (React then discards the server's page).
    skipHydration: true,
  }),
);

/**
 * Reads the stored cart once the page has hydrated, and says whether it has been read: the frame calls it on
 * every page (the badge), the cart to show its items only once known.
 */
export function useCarrinhoLido(): boolean {
  // Absent on the server: persist adds its API only where there is a storage.
  const persist = useCarrinhoStore.persist as typeof useCarrinhoStore.persist | undefined;
  useEffect(() => {
    if (persist && !persist.hasHydrated()) void persist.rehydrate();
  }, [persist]);
  return useSyncExternalStore(
    persist?.onFinishHydration ?? semAvisos,
    () => persist?.hasHydrated() ?? false,
    () => false,
  );
}

const semAvisos = () => () => {};

export class ItemRepetidoError extends Error {
  constructor() {
    super(DUPLICATE_ITEM_MESSAGE);
  }
}

/** Adds an offer model; a second item with the same id is refused with the SPEC message. */
export function adicionarAoCarrinho(oferta: OfertaDoCarrinho): void {
  const { items } = useCarrinhoStore.getState();
  if (items.some((item) => item.id === oferta.id)) throw new ItemRepetidoError();
  const modelooferta = ofertaDoCarrinho(oferta);
  useCarrinhoStore.setState({
    items: [...items, { id: modelooferta.id, empresa: null, modelooferta, objetivo: "", respostas: {} }],
  });
}

export function atualizarItemCarrinho(
  id: number,
  patch: Partial<Pick<ItemCarrinho, "empresa" | "objetivo" | "respostas">>,
): void {
  useCarrinhoStore.setState(({ items }) => ({
    items: items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
  }));
}

/** Puts back items of a failed send as they were, skipping any offer added again in the meantime. */
export function restoreItems(restored: ItemCarrinho[]): void {
  useCarrinhoStore.setState(({ items }) => ({
    items: [...items, ...restored.filter((r) => !items.some((item) => item.id === r.id))],
  }));
}

export function removerDoCarrinho(id: number): void {
  useCarrinhoStore.setState(({ items }) => ({ items: items.filter((item) => item.id !== id) }));
}

export function esvaziarCarrinho(): void {
  useCarrinhoStore.setState({ items: [] });
}
