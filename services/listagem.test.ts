import { createElement } from "react";
import { http, HttpResponse } from "msw";
import { fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ListaIndisponivel } from "@/components/ui/lista-indisponivel";
import { LISTA_INDISPONIVEL } from "@/lib/messages";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import {
  loadClientes,
  loadListaSimples,
  loadModelosOferta,
  useClientes,
  useConsultores,
  useListaSimples,
  type Cliente,
} from "./listagem";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();

const cliente: Cliente = {
  id: 7,
  nomefantasia: "Sabor da Ilha",
  razaosocial: "Padaria e Confeitaria Sabor da Ilha Ltda",
  cnpj_mask: "82.158.239/0001-59",
  cpf_mask: null,
  cidade: { id: 1, nome: "Florianópolis" },
  estado: { sigla: "SC" },
};
const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const falha = (status: number) => () => HttpResponse.json({ detail: "Falhou." }, { status });

describe("list loaders that return null on failure (SPEC §8)", () => {
  it("return the page and pass the query on", async () => {
    let query = "";
    server.use(
      http.get(`${API}/listagem/interno/clientes/`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(page([cliente]));
      }),
    );
    expect(await loadClientes({ search: "sabor", page: 2 })).toEqual(page([cliente]));
    expect(query).toBe("?search=sabor&page=2");
  });

  it("give null on server errors, refusals and lost connections", async () => {
    server.use(
      http.get(`${API}/listagem/interno/clientes/`, falha(500)),
      http.get(`${API}/listagem/interno/modelosoferta/`, falha(403)),
      http.get(`${API}/listagem/simples/interno/servicos/`, () => HttpResponse.error()),
    );
    expect(await loadClientes()).toBeNull();
    expect(await loadModelosOferta({ servico: 3 })).toBeNull();
    expect(await loadListaSimples("servicos")).toBeNull();
  });

  it("read each simple list from its own path", async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/listagem/simples/interno/:tipo/`, ({ params }) => {
        seen.push(String(params.tipo));
        return HttpResponse.json(page([{ id: 1, descricao: String(params.tipo) }]));
      }),
    );
    for (const tipo of ["gestores", "servicos", "modelosoferta", "prestadores"] as const)
      expect((await loadListaSimples(tipo))?.results).toEqual([{ id: 1, descricao: tipo }]);
    expect(seen).toEqual(["gestores", "servicos", "modelosoferta", "prestadores"]);
  });
});

describe("list hooks", () => {
  it("useListaSimples succeeds with null data when the list fails, while other lists throw", async () => {
    server.use(
      http.get(`${API}/listagem/simples/interno/gestores/`, falha(500)),
      http.get(`${API}/listagem/interno/consultores/`, falha(500)),
    );
    const simples = renderHook(() => useListaSimples("gestores"), { wrapper: queryWrapper() });
    await waitFor(() => expect(simples.result.current.isSuccess).toBe(true));
    expect(simples.result.current.data).toBeNull();
    const consultores = renderHook(() => useConsultores(), { wrapper: queryWrapper() });
    await waitFor(() => expect(consultores.result.current.isError).toBe(true));
  });

  it("a list shows ListaIndisponivel on null, and its rows after a retry", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/listagem/interno/clientes/`, () =>
        ++calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(page([cliente])),
      ),
    );
    function Clientes() {
      const query = useClientes();
      if (query.data === null) return createElement(ListaIndisponivel, { onRetry: query.refetch });
      return createElement(
        "ul",
        null,
        query.data?.results.map((c) => createElement("li", { key: c.id }, c.nomefantasia)),
      );
    }
    render(createElement(Clientes), { wrapper: queryWrapper() });
    expect(await screen.findByText(LISTA_INDISPONIVEL)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(await screen.findByText("Sabor da Ilha")).toBeTruthy();
    expect(screen.queryByText(LISTA_INDISPONIVEL)).toBeNull();
    expect(calls).toBe(2);
  });
});
