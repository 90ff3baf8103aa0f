import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FilaPage, StatusTotal } from "@/services/solicitacao-interno";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { Fila } from "./fila";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const vazia = { count: 0, next: null, previous: null, results: [] };
const totais: StatusTotal[] = [
  { codigo: "EM_ANALISE", descricao: "Em análise", cor: "#1677ff", total: 3 },
  { codigo: "EM_COTACAO", descricao: "Em cotação", cor: "#fa8c16", total: 2 },
];
const fila: FilaPage = { ...vazia, totais };

const server = mswServer();
usarNavegacao("/interno/solicitacoes");
/** Lets the queue's page through; until then the counts are not known. */
let responder = () => {};
beforeEach(() => {
  const pagina = new Promise<void>((resolve) => (responder = resolve));
  server.use(
    http.get(`${API}/solicitacao/interno/pendentes/`, async () => {
      await pagina;
      return HttpResponse.json(fila);
    }),
    http.get(`${API}/solicitacao/interno/demanda/`, () =>
      HttpResponse.json({ total: 5, status: [], minhas: 2 }),
    ),
    http.get(`${API}/listagem/externo/substatus/`, () => HttpResponse.json([])),
    http.get(`${API}/listagem/unidade-atendimento/simple/`, () => HttpResponse.json([])),
    http.get(`${API}/listagem/simples/interno/:tipo/`, () => HttpResponse.json(vazia)),
    http.get(`${API}/listagem/interno/consultores/`, () => HttpResponse.json(vazia)),
    http.get(`${API}/listagem/interno/clientes/`, () => HttpResponse.json(vazia)),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

const chips = () => screen.getByRole("radiogroup", { name: "Situação" });

describe("Fila", { timeout: 20_000 }, () => {
  it("shows the statuses as a group of radios with their counts once the page arrives, placeholders before", async () => {
    const { container } = render(<Fila servidor={{}} />, { wrapper: queryWrapper() });
    // No count is known yet: placeholders of the chips' size stand in, not a "0".
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(container.querySelectorAll(".escolhas[aria-busy] .esqueleto[aria-hidden]")).toHaveLength(4);
    // A screen reader hears that they load once, and no busy region inside another.
    expect(container.querySelector(".escolhas")!.textContent).toBe("Carregando…");
    expect(container.querySelector(".escolhas [aria-busy]")).toBeNull();
    responder();
    const todas = await screen.findByRole("radio", { name: "Todas (5)" });
    expect(todas).toHaveProperty("checked", true);
    expect(
      within(chips())
        .getAllByRole("radio")
        .map((r) => r.closest("label")!.textContent),
    ).toEqual(["Todas (5)", "Em análise (3)", "Em cotação (2)"]);
    expect(container.querySelector(".escolhas .esqueleto")).toBeNull();
    // Each status with its colour's dot.
    const ponto = screen
      .getByRole("radio", { name: "Em cotação (2)" })
      .closest("label")!
      .querySelector(".ponto");
    expect((ponto as HTMLElement).style.background).toBe("rgb(250, 140, 22)");
  });

  it("puts the status chosen in the URL, dropping the stage, and 'Todas' takes it off", async () => {
    navegacao.url = new URLSearchParams(
      "status=EM_ANALISE&substatus=AGUARDANDO_ANALISE&prazo=atrasado&page=3",
    );
    render(<Fila servidor={{}} />, { wrapper: queryWrapper() });
    responder();
    const analise = await screen.findByRole("radio", { name: "Em análise (3)" });
    expect(analise).toHaveProperty("checked", true);
    fireEvent.click(screen.getByText("Em cotação (2)"));
    expect(navegacao.replace).toHaveBeenLastCalledWith(
      "/interno/solicitacoes?status=EM_COTACAO&prazo=atrasado",
      {
        scroll: false,
      },
    );
    fireEvent.click(screen.getByRole("radio", { name: "Todas (5)" }));
    expect(navegacao.replace).toHaveBeenLastCalledWith("/interno/solicitacoes?prazo=atrasado", {
      scroll: false,
    });
    // The chip checked is the URL's until the URL changes.
    expect(analise).toHaveProperty("checked", true);
  });

  it("labels every filter, searches with the button and clears them all", async () => {
    navegacao.url = new URLSearchParams("search=2026&tipo=INTERNA");
    render(<Fila servidor={{}} />, { wrapper: queryWrapper() });
    responder();
    await screen.findByRole("radiogroup", { name: "Situação" });
    for (const rotulo of [
      "Etapa",
      "Serviço",
      "Empresa",
      "Gestor responsável",
      "Consultor",
      "Origem",
      "Unidade de atendimento",
      "Prazo",
    ])
      expect(screen.getByRole("combobox", { name: rotulo })).toBeTruthy();
    expect(screen.getByLabelText("Enviada entre")).toBeTruthy();
    const busca = screen.getByLabelText("Buscar");
    expect(busca).toHaveProperty("value", "2026");
    fireEvent.change(busca, { target: { value: " 2026-900001 " } });
    fireEvent.click(screen.getByRole("button", { name: "Pesquisar" }));
    expect(navegacao.replace).toHaveBeenLastCalledWith(
      "/interno/solicitacoes?search=2026-900001&tipo=INTERNA",
      {
        scroll: false,
      },
    );
    // antd's Select comes in a chunk of its own when the box is pressed, and opens.
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Prazo" }));
    const atrasado = await screen.findAllByTitle("Atrasado", {}, { timeout: 15_000 });
    fireEvent.click(atrasado[atrasado.length - 1]);
    expect(navegacao.replace).toHaveBeenLastCalledWith(
      "/interno/solicitacoes?search=2026&tipo=INTERNA&prazo=atrasado",
      {
        scroll: false,
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(navegacao.replace).toHaveBeenLastCalledWith("/interno/solicitacoes", { scroll: false });
  });

  it("reads a filter's options when it is first pointed at, focused or pressed, or at once when the URL chose one", async () => {
    const tipos: string[] = [];
    server.use(
      http.get(`${API}/listagem/simples/interno/:tipo/`, ({ params }) => {
        tipos.push(String(params.tipo));
        return HttpResponse.json({
          ...vazia,
          count: 1,
          results: [{ id: 4, descricao: params.tipo === "gestores" ? "ana souza" : "consultoria" }],
        });
      }),
    );
    navegacao.url = new URLSearchParams("gestor=4");
    render(<Fila servidor={{}} />, { wrapper: queryWrapper() });
    responder();
    await screen.findByRole("radiogroup", { name: "Situação" });
    // The manager chosen in the URL shows by name: its list was read with the page; the services' was not.
    expect(await screen.findByText("Ana Souza")).toBeTruthy();
    expect(tipos).toEqual(["gestores"]);
    fireEvent.focus(screen.getByRole("combobox", { name: "Serviço" }));
    await waitFor(() => expect(tipos).toEqual(["gestores", "servicos"]));
  });

  it("sends the filters in the server's page as plain boxes with the URL's choices, antd's coming when reached", async () => {
    navegacao.url = new URLSearchParams(
      "tipo=INTERNA&prazo=atrasado&min_date=2026-01-05&max_date=2026-01-31",
    );
    const Wrapper = queryWrapper();
    const pagina = document.createElement("div");
    pagina.innerHTML = renderToString(
      <Wrapper>
        <Fila servidor={{}} />
      </Wrapper>,
    );
    const filtros = pagina.querySelector(".so-computador .filtros")!;
    // Nine selects and the period, drawn and labelled, with nothing of antd's and nothing loading.
    expect(filtros.querySelectorAll("button.select-adiado[role='combobox']")).toHaveLength(9);
    expect(filtros.querySelector("[class*='ant-'], .esqueleto, [aria-busy]")).toBeNull();
    expect(filtros.querySelector("label[for='fila-prazo']")!.textContent).toBe("Prazo");
    expect(filtros.querySelector("#fila-prazo")!.textContent).toBe("Atrasado");
    expect(filtros.querySelector("#fila-tipo")!.textContent).toBe("Criada pela equipe");
    expect(filtros.querySelector("#fila-gestor")!.textContent).toBe("Todos os gestores");
    expect(filtros.querySelector<HTMLInputElement>("#fila-periodo")!.value).toBe("05/01/2026");
    // Nor in the browser's, until a filter is reached.
    const { container } = render(<Fila servidor={{}} />, { wrapper: queryWrapper() });
    responder();
    await screen.findByRole("radiogroup", { name: "Situação" });
    expect(container.querySelector(".filtros [class*='ant-']")).toBeNull();
    fireEvent.pointerEnter(screen.getByRole("combobox", { name: "Origem" }));
    await waitFor(() => expect(container.querySelector(".ant-select #fila-tipo")).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(container.querySelectorAll(".filtros .ant-select")).toHaveLength(1);
  });

  it("on a phone, keeps the filters in a drawer behind 'Filtros (n)'", async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, "matchMedia").mockImplementation((media) => ({ ...matchMedia(media), matches: true }));
    navegacao.url = new URLSearchParams("status=EM_COTACAO&min_date=2026-01-01&max_date=2026-01-31");
    render(<Fila servidor={{}} />, { wrapper: queryWrapper() });
    responder();
    expect(screen.queryByLabelText("Buscar")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Filtros (2)" }));
    const gaveta = await screen.findByRole("dialog");
    expect(await within(gaveta).findByRole("radio", { name: "Em cotação (2)" })).toHaveProperty(
      "checked",
      true,
    );
    expect(within(gaveta).getByLabelText("Buscar")).toBeTruthy();
    fireEvent.click(within(gaveta).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
