import { beforeEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY } from "@/lib/constants";
import {
  DUPLICATE_ITEM_MESSAGE,
  addToCart,
  clearCart,
  removeFromCart,
  restoreItems,
  updateCartItem,
  useCartStore,
} from "@/stores/cart";

const offer = (id: number) => ({
  id,
  titulo: `Oferta ${id}`,
  valor: 1000 * id,
  servico: { id: 10 + id, titulo: `Serviço ${id}` },
});

beforeEach(() => clearCart());

describe("cart store", () => {
  it("adds an offer as an item with no company, empty objective and no answers", () => {
    addToCart(offer(1));
    expect(useCartStore.getState().items).toEqual([
      { id: 1, empresa: null, modelooferta: offer(1), objetivo: "", respostas: {} },
    ]);
  });

  it("refuses a second item with the same id with the SPEC message, leaving the cart as it was", () => {
    addToCart(offer(1));
    expect(() => addToCart(offer(1))).toThrow(DUPLICATE_ITEM_MESSAGE);
    expect(DUPLICATE_ITEM_MESSAGE).toBe("Apenas um tipo de produto pode ser contratado por vez!");
    expect(useCartStore.getState().items).toHaveLength(1);
    addToCart(offer(2));
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([1, 2]);
  });

  it("updates company, objective and answers of one item only, and removes an item", () => {
    addToCart(offer(1));
    addToCart(offer(2));
    updateCartItem(2, { empresa: 7, objetivo: "Organizar o caixa", respostas: { 3: "12" } });
    const [a, b] = useCartStore.getState().items;
    expect(a).toMatchObject({ empresa: null, objetivo: "" });
    expect(b).toMatchObject({ empresa: 7, objetivo: "Organizar o caixa", respostas: { 3: "12" } });
    removeFromCart(1);
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([2]);
  });

  it("persists to local storage under hub-shopping-cart and restores from it at start", async () => {
    addToCart(offer(3));
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!);
    expect(saved.state.items[0].id).toBe(3);

    useCartStore.setState({ items: [] });
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [saved.state.items[0]] }, version: 1 }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([3]);
  });

  it("puts back the items of a failed send as they were, skipping an offer added again meanwhile", () => {
    addToCart(offer(1));
    addToCart(offer(2));
    updateCartItem(1, { empresa: 7, objetivo: "Organizar o caixa", respostas: { 3: "12" } });
    const sent = useCartStore.getState().items;
    clearCart();
    addToCart(offer(2));
    restoreItems(sent);
    expect(useCartStore.getState().items).toEqual([
      { id: 2, empresa: null, modelooferta: offer(2), objetivo: "", respostas: {} },
      sent[0],
    ]);
  });

  it("clears every item", () => {
    addToCart(offer(1));
    addToCart(offer(2));
    clearCart();
    expect(useCartStore.getState().items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).state.items).toEqual([]);
  });
});
