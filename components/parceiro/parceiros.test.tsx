import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Parceiro } from "@/services/parceiro";
import { closeAll } from "@/stores/modals";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { Parceiros } from "./parceiros";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/interno/parceiros");
const open = vi.fn();
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: (aviso: unknown) => open(aviso) }));
afterEach(() => {
  // The modal flags live in a store that outlives each render: a form left open must not open the next test.
  closeAll();
  open.mockReset();
});

const itajai: Parceiro = {
  id: 1,
  razaosocial: "Cooperativa de Crédito Vale do Itajaí",
  objetivo: "Apoiar cooperados.",
  subsidio: 12.5,
  ativo: true,
  solicitacoes: 2,
};
const pagina = (results: Parceiro[]) => ({ count: results.length, next: null, previous: null, results });

// Rendering antd forms in jsdom is slow on a busy machine, and a role query over a whole page of them takes
// seconds: these tests take 10-20 s alone, and twice that beside a build.
describe("Parceiros", { timeout: 60_000 }, () => {
  it("lists partners with their exact percentage and sends the filters from the URL", async () => {
    navegacao.url = new URLSearchParams("search=coop&ativo=false");
    let pedido: URLSearchParams | null = null;
    server.use(
      http.get(`${API}/parceiro/interno/`, ({ request }) => {
        pedido = new URL(request.url).searchParams;
        return HttpResponse.json(pagina([{ ...itajai, ativo: false }]));
      }),
    );
    const { container } = render(<Parceiros />, { wrapper: queryWrapper() });
    // A skeleton, never the empty text, until the page arrives.
    expect(container.querySelector(".esqueleto")).not.toBeNull();
    expect(screen.queryByText(/Nenhum parceiro/)).toBeNull();
    expect(await screen.findByText("12,5%")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Parceiros" })).toBeTruthy();
    expect(screen.getByText(itajai.razaosocial)).toBeTruthy();
    expect(screen.getByText("Inativo")).toBeTruthy();
    expect(screen.getByText("1 parceiro(s)")).toBeTruthy();
    expect(pedido!.get("search")).toBe("coop");
    expect(pedido!.get("ativo")).toBe("false");
  });

  it("tags active partners, says when a filter finds none, and keeps the filter in the URL", async () => {
    navegacao.url = new URLSearchParams("search=serra");
    server.use(
      http.get(`${API}/parceiro/interno/`, ({ request }) =>
        HttpResponse.json(
          pagina(new URL(request.url).searchParams.get("search") === "serra" ? [] : [itajai]),
        ),
      ),
    );
    const { unmount } = render(<Parceiros />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nenhum parceiro encontrado.")).toBeTruthy();
    unmount();
    navegacao.url = new URLSearchParams();
    render(<Parceiros />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Ativo")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Situação" }), { target: { value: "false" } });
    await waitFor(() =>
      expect(navegacao.replace).toHaveBeenCalledWith("/interno/parceiros?ativo=false", { scroll: false }),
    );
  });

  it("sends a new partner sanitised, and shows the server's field error on its field", async () => {
    const corpos: unknown[] = [];
    server.use(
      http.get(`${API}/parceiro/interno/`, () => HttpResponse.json(pagina([]))),
      http.post(`${API}/parceiro/interno/`, async ({ request }) => {
        corpos.push(await request.json());
        return corpos.length === 1
          ? HttpResponse.json(
              {
                detail: "Dados inválidos.",
                errors: { razaosocial: ["Já existe um parceiro com esta razão social."] },
              },
              { status: 400 },
            )
          : HttpResponse.json({ ...itajai, id: 9 }, { status: 201 });
      }),
    );
    render(<Parceiros />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nenhum parceiro cadastrado.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Novo parceiro/ }));
    fireEvent.change(await screen.findByLabelText(/Razão social/), {
      target: { value: "  Fundo   <b>Serrano</b>\u0007 de Apoio " },
    });
    fireEvent.change(screen.getByLabelText(/Subsídio/), { target: { value: "7,5" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar parceiro" }));
    expect(await screen.findByText("Já existe um parceiro com esta razão social.")).toBeTruthy();
    expect(corpos[0]).toEqual({
      razaosocial: "Fundo Serrano de Apoio",
      objetivo: "",
      subsidio: 7.5,
      ativo: true,
    });
  });

  it("checks the fields in pt-BR before sending anything", async () => {
    const enviados: unknown[] = [];
    server.use(
      http.get(`${API}/parceiro/interno/`, () => HttpResponse.json(pagina([]))),
      http.post(`${API}/parceiro/interno/`, async ({ request }) => {
        enviados.push(await request.json());
        return HttpResponse.json({ ...itajai, id: 9 }, { status: 201 });
      }),
    );
    render(<Parceiros />, { wrapper: queryWrapper() });
    fireEvent.click(await screen.findByRole("button", { name: /Novo parceiro/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Salvar parceiro" }));
    expect(await screen.findByText("Campo obrigatório.")).toBeTruthy();
    expect(screen.getByText("Informe o percentual de subsídio.")).toBeTruthy();
    // Spaces alone are no name: counted trimmed, as the server counts it.
    fireEvent.change(screen.getByLabelText(/Razão social/), { target: { value: "  ab   " } });
    expect(await screen.findByText("Escreva pelo menos 3 caracteres.")).toBeTruthy();
    expect(enviados).toEqual([]);
  });

  it("edits a partner from its row, sending the replacement sanitised to its address", async () => {
    let enviado: unknown = null;
    server.use(
      http.get(`${API}/parceiro/interno/`, () => HttpResponse.json(pagina([itajai]))),
      http.put(`${API}/parceiro/interno/1/`, async ({ request }) => {
        enviado = await request.json();
        return HttpResponse.json({ ...itajai, subsidio: 12.35 });
      }),
    );
    render(<Parceiros />, { wrapper: queryWrapper() });
    fireEvent.click(await screen.findByRole("button", { name: `Editar ${itajai.razaosocial}` }));
    expect(await screen.findByText(`Editar ${itajai.razaosocial}`)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/Razão social/) as HTMLInputElement).value).toBe(itajai.razaosocial),
    );
    fireEvent.change(screen.getByLabelText(/Objetivo/), {
      target: { value: "  <i>Apoiar</i> cooperados.\u0000 " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Salvar parceiro" }));
    await waitFor(() =>
      expect(enviado).toEqual({
        razaosocial: itajai.razaosocial,
        objetivo: "Apoiar cooperados.",
        subsidio: 12.5,
        ativo: true,
      }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.objectContaining({ type: "success" })));
  });

  it("says why a partner in use cannot be deleted", async () => {
    server.use(
      http.get(`${API}/parceiro/interno/`, () => HttpResponse.json(pagina([itajai]))),
      http.delete(`${API}/parceiro/interno/1/`, () =>
        HttpResponse.json(
          { detail: "Este parceiro participa de 2 solicitações. Desative-o em vez de excluir." },
          { status: 409 },
        ),
      ),
    );
    render(<Parceiros />, { wrapper: queryWrapper() });
    fireEvent.click(await screen.findByRole("button", { name: `Excluir ${itajai.razaosocial}` }));
    expect(await screen.findByText("Tem certeza de que deseja continuar com esta ação?")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Sim, continuar" }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.objectContaining({
          content: "Este parceiro participa de 2 solicitações. Desative-o em vez de excluir.",
        }),
      ),
    );
  });
});
