import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY } from "@/lib/constants";
import { ofertaDoCarrinho } from "@/lib/regras/carrinho";
import {
  DUPLICATE_ITEM_MESSAGE,
  adicionarAoCarrinho,
  esvaziarCarrinho,
  removerDoCarrinho,
  restoreItems,
  atualizarItemCarrinho,
  useCarrinhoStore,
} from "@/stores/carrinho";

const offer = (id: number) => ({
  id,
  titulo: `Oferta ${id}`,
  valor: 1000 * id,
  servico: { id: 10 + id, titulo: `Serviço ${id}` },
});

beforeEach(() => esvaziarCarrinho());

describe("cart store", () => {
  it("adds an offer as an item with no company, empty objective and no answers", () => {
    adicionarAoCarrinho(offer(1));
    expect(useCarrinhoStore.getState().items).toEqual([
      { id: 1, empresa: null, modelooferta: offer(1), objetivo: "", respostas: {} },
    ]);
  });

  it("keeps only the id, title, price and service of a whole offer", () => {
    const inteira = {
      ...offer(1),
      descricao: "Longa descrição",
      etapas: [{ ordem: 1, titulo: "Etapa", descricao: "Descrição da etapa", entregavel: "Relatório" }],
      servico: { ...offer(1).servico, descricao: "Do serviço", porcentagem_subsidio: 70 },
    };
    expect(ofertaDoCarrinho(inteira)).toEqual(offer(1));
    adicionarAoCarrinho(inteira);
    expect(useCarrinhoStore.getState().items[0].modelooferta).toEqual(offer(1));
  });

  it("refuses a second item with the same id with the SPEC message, leaving the cart as it was", () => {
    adicionarAoCarrinho(offer(1));
    expect(() => adicionarAoCarrinho(offer(1))).toThrow(DUPLICATE_ITEM_MESSAGE);
    expect(DUPLICATE_ITEM_MESSAGE).toBe("Apenas um tipo de produto pode ser contratado por vez!");
    expect(useCarrinhoStore.getState().items).toHaveLength(1);
    adicionarAoCarrinho(offer(2));
    expect(useCarrinhoStore.getState().items.map((i) => i.id)).toEqual([1, 2]);
  });

  it("updates company, objective and answers of one item only, and removes an item", () => {
    adicionarAoCarrinho(offer(1));
    adicionarAoCarrinho(offer(2));
    atualizarItemCarrinho(2, { empresa: 7, objetivo: "Organizar o caixa", respostas: { 3: "12" } });
    const [a, b] = useCarrinhoStore.getState().items;
    expect(a).toMatchObject({ empresa: null, objetivo: "" });
    expect(b).toMatchObject({ empresa: 7, objetivo: "Organizar o caixa", respostas: { 3: "12" } });
    removerDoCarrinho(1);
    expect(useCarrinhoStore.getState().items.map((i) => i.id)).toEqual([2]);
  });

  it("persists to local storage under hub-shopping-cart and restores from it at start", async () => {
    adicionarAoCarrinho(offer(3));
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!);
    expect(saved.state.items[0].id).toBe(3);

    useCarrinhoStore.setState({ items: [] });
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [saved.state.items[0]] }, version: 1 }),
    );
    await useCarrinhoStore.persist.rehydrate();
    expect(useCarrinhoStore.getState().items.map((i) => i.id)).toEqual([3]);
  });

  it("reads the stored cart only after the first render, which then matches the server's empty one", async () => {
    vi.resetModules();
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { items: [{ id: 4, empresa: null, objetivo: "", respostas: {} }] },
        version: 1,
      }),
    );
    const novo = await import("@/stores/carrinho");
    const renders: [boolean, number][] = [];
    renderHook(() => {
      renders.push([novo.useCarrinhoLido(), novo.useCarrinhoStore((s) => s.items.length)]);
    });
    expect(renders[0]).toEqual([false, 0]);
    await waitFor(() => expect(renders.at(-1)).toEqual([true, 1]));
  });

  it("puts back the items of a failed send as they were, skipping an offer added again meanwhile", () => {
    adicionarAoCarrinho(offer(1));
    adicionarAoCarrinho(offer(2));
    atualizarItemCarrinho(1, { empresa: 7, objetivo: "Organizar o caixa", respostas: { 3: "12" } });
    const sent = useCarrinhoStore.getState().items;
    esvaziarCarrinho();
    adicionarAoCarrinho(offer(2));
    restoreItems(sent);
    expect(useCarrinhoStore.getState().items).toEqual([
      { id: 2, empresa: null, modelooferta: offer(2), objetivo: "", respostas: {} },
      sent[0],
    ]);
  });

  it("clears every item", () => {
    adicionarAoCarrinho(offer(1));
    adicionarAoCarrinho(offer(2));
    esvaziarCarrinho();
    expect(useCarrinhoStore.getState().items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).state.items).toEqual([]);
  });
});
