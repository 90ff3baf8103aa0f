import { act, render, screen } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryWrapper } from "@/tests/setup/browser-api";
import { QueryBlock } from "./query-block";

/** A block over a query whose reads the test gives, one per call. */
function Bloco({ leituras }: { leituras: (() => Promise<string>)[] }) {
  const query = useQuery({ queryKey: ["texto"], queryFn: () => leituras.shift()!() });
  return (
    <>
      <button type="button" onClick={() => void query.refetch()}>
        Ler de novo
      </button>
      <QueryBlock
        query={query}
        isEmpty={(texto) => texto === ""}
        empty="Nada."
        erro="Não foi possível carregar o texto."
      >
        {(texto) => <p>{texto}</p>}
      </QueryBlock>
    </>
  );
}

const falha = () => Promise.reject(new Error("fora do ar"));

describe("QueryBlock", { timeout: 20_000 }, () => {
  it("shows a busy skeleton while it reads, then says so in grey when there is nothing", async () => {
    let ler = (_: string) => {};
    const { container } = render(<Bloco leituras={[() => new Promise((resolve) => (ler = resolve))]} />, {
      wrapper: queryWrapper(),
    });
    expect(container.querySelectorAll("[aria-busy='true'] .esqueleto[aria-hidden]")).toHaveLength(4);
    // A screen reader hears that it loads once, not four bars.
    expect(container.querySelector("[aria-busy='true']")!.textContent).toBe("Carregando…");
    act(() => ler(""));
    expect((await screen.findByText("Nada.")).className).toBe("vazio");
    expect(container.querySelector(".esqueleto")).toBeNull();
  });

  it("shows the error with a retry when the first read fails", async () => {
    render(<Bloco leituras={[falha]} />, { wrapper: queryWrapper() });
    expect((await screen.findByRole("alert")).textContent).toContain("Não foi possível carregar o texto.");
    screen.getByRole("button", { name: "Tentar de novo" });
  });

  it("keeps what was read under the alert when a refetch fails", async () => {
    render(<Bloco leituras={[() => Promise.resolve("Etapa 1: Inventário"), falha]} />, {
      wrapper: queryWrapper(),
    });
    await screen.findByText("Etapa 1: Inventário");
    await act(() => screen.getByRole("button", { name: "Ler de novo" }).click());
    expect((await screen.findByRole("alert")).textContent).toContain("Não foi possível carregar o texto.");
    screen.getByText("Etapa 1: Inventário");
  });
});
