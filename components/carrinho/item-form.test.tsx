import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { ItemCarrinho } from "@/stores/carrinho";
import { useEmpresaList } from "@/services/empresa";
import { questionarioQuery } from "@/services/servico";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { ItemForm } from "./item-form";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();

const item: ItemCarrinho = {
  id: 5,
  empresa: null,
  modelooferta: { id: 5, titulo: "Oferta", valor: 100, servico: { id: 9, titulo: "Serviço" } },
  objetivo: "",
  respostas: {},
};

function Harness() {
  const empresas = useEmpresaList();
  const questionario = useQuery(questionarioQuery(item.id));
  return (
    <ItemForm
      item={item}
      empresas={empresas}
      questionario={questionario}
      checkout
      problems={null}
      onNewCompany={() => {}}
    />
  );
}

describe("ItemForm", () => {
  it("says when the questions could not be loaded, and shows them labelled after a retry", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/empresa/list/`, () => HttpResponse.json([])),
      http.get(`${API}/servico/detalhe/5/questionario/`, () =>
        ++calls === 1
          ? HttpResponse.json({ detail: "Falhou." }, { status: 500 })
          : HttpResponse.json({
              id: 1,
              descricao: "Dimensionamento",
              perguntas: [
                {
                  id: 3,
                  pergunta: "QUANTOS FUNCIONÁRIOS?",
                  chave: "funcionarios",
                  tipo_resposta: "NUMERO",
                  opcoes: [],
                  obrigatoria: true,
                  ordem: 1,
                },
              ],
            }),
      ),
    );
    render(<Harness />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Não foi possível carregar as perguntas do serviço.")).toBeTruthy();
    fireEvent.click(screen.getByText("Tentar de novo"));
    expect(await screen.findByRole("spinbutton", { name: "Quantos funcionários?" })).toBeTruthy();
    expect(screen.queryByText("Não foi possível carregar as perguntas do serviço.")).toBeNull();
  });

  it("says the questions are on their way until they arrive", async () => {
    let responder!: () => void;
    const chegou = new Promise<void>((resolve) => (responder = resolve));
    server.use(
      http.get(`${API}/empresa/list/`, () => HttpResponse.json([])),
      http.get(`${API}/servico/detalhe/5/questionario/`, async () => {
        await chegou;
        return HttpResponse.json({ id: 1, descricao: "Dimensionamento", perguntas: [] });
      }),
    );
    render(<Harness />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Carregando as perguntas do serviço…")).toBeTruthy();
    responder();
    await waitFor(() => expect(screen.queryByText("Carregando as perguntas do serviço…")).toBeNull());
  });

  it("tells a client with no company where to register the first one", async () => {
    server.use(
      http.get(`${API}/empresa/list/`, () => HttpResponse.json([])),
      http.get(`${API}/servico/detalhe/5/questionario/`, () =>
        HttpResponse.json({ id: 1, descricao: "Dimensionamento", perguntas: [] }),
      ),
    );
    render(<Harness />, { wrapper: queryWrapper() });
    expect(await screen.findByText(/Nenhuma empresa vinculada à sua conta/)).toBeTruthy();
  });

  it("says nothing of the kind once the client has a company", async () => {
    server.use(
      http.get(`${API}/empresa/list/`, () =>
        HttpResponse.json([
          { id: 1, nomefantasia: "SÍTIO", cnpj_mask: "11.222.333/0001-81", cpf_mask: null },
        ]),
      ),
      http.get(`${API}/servico/detalhe/5/questionario/`, () =>
        HttpResponse.json({ id: 1, descricao: "Dimensionamento", perguntas: [] }),
      ),
    );
    render(<Harness />, { wrapper: queryWrapper() });
    expect(await screen.findByRole("option", { name: /Sítio/ })).toBeTruthy();
    expect(screen.queryByText(/Nenhuma empresa vinculada/)).toBeNull();
  });
});
