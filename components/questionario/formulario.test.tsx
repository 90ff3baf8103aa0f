import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { QuestionarioDetalhe } from "@/services/questionario";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { FormularioQuestionario } from "./formulario";
import { ServicosDoQuestionario } from "./servicos";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao();

const detalhe: QuestionarioDetalhe = {
  id: 7,
  descricao: "Avaliação do serviço",
  padrao: true,
  perguntas: [
    { id: 1, ordem: 1, pergunta: "O serviço atendeu ao objetivo?", tipo: "NOTA" },
    { id: 2, ordem: 2, pergunta: "O que poderia melhorar?", tipo: "TEXTO" },
  ],
  servicos: [
    { id: 3, titulo: "Adequação à LGPD" },
    { id: 4, titulo: "Transformação Digital de Processos" },
  ],
};

const renderNovo = () =>
  render(<FormularioQuestionario base="/interno/questionarios" />, { wrapper: queryWrapper() });

const escrever = (rotulo: string, valor: string) =>
  fireEvent.change(screen.getByLabelText(rotulo), { target: { value: valor } });

/** Picks the option of that text in the native select of that label. */
function escolher(rotulo: string, opcao: string) {
  const select = screen.getByLabelText(rotulo) as HTMLSelectElement;
  const valor = [...select.options].find((o) => o.text === opcao)!.value;
  fireEvent.change(select, { target: { value: valor } });
}

/** Opens antd's select by its label and picks the option of that text. */
async function escolherEm(rotulo: string, opcao: string) {
  fireEvent.mouseDown(screen.getByLabelText(rotulo));
  const opcoes = await screen.findAllByTitle(opcao);
  fireEvent.click(opcoes[opcoes.length - 1]);
}

const salvar = () => fireEvent.click(screen.getByRole("button", { name: "Salvar questionário" }));

// Rendering antd forms in jsdom is slow on a busy machine; the default 5 s is too tight.
describe("FormularioQuestionario", { timeout: 20_000 }, () => {
  it("checks the fields as the API does before sending anything", async () => {
    renderNovo();
    escrever("Descrição", "  a ");
    escolher("Tipo da pergunta 1", "Texto livre");
    salvar();
    expect(await screen.findByText("Escreva pelo menos 3 caracteres.")).toBeTruthy();
    expect(screen.getByText("Campo obrigatório.")).toBeTruthy();
    expect(screen.getByText("Inclua ao menos uma pergunta de nota (1 a 5).")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remover a pergunta 1" }));
    salvar();
    expect(await screen.findByText("Inclua ao menos uma pergunta.")).toBeTruthy();
  });

  it("sends the questions trimmed in the order shown, then opens the new questionnaire", async () => {
    let corpo: unknown = null;
    server.use(
      http.post(`${API}/questionario/interno/`, async ({ request }) => {
        corpo = await request.json();
        return HttpResponse.json({ ...detalhe, id: 9, padrao: false }, { status: 201 });
      }),
    );
    renderNovo();
    escrever("Descrição", "  Avaliação de consultoria tecnológica ");
    escrever("Pergunta 1", "A solução atende à rotina? ");
    fireEvent.click(screen.getByRole("button", { name: /Adicionar pergunta/ }));
    escrever("Pergunta 2", "O que falta?");
    escolher("Tipo da pergunta 2", "Texto livre");
    fireEvent.click(screen.getByRole("button", { name: "Mover a pergunta 2 para cima" }));
    fireEvent.click(screen.getByRole("switch"));
    salvar();

    await waitFor(() => expect(navegacao.push).toHaveBeenCalledWith("/interno/questionarios/9"));
    expect(corpo).toEqual({
      questionario: { descricao: "Avaliação de consultoria tecnológica", padrao: true },
      perguntas: [
        { pergunta: "O que falta?", tipo: "TEXTO" },
        { pergunta: "A solução atende à rotina?", tipo: "NOTA" },
      ],
    });
  });

  it("puts the server's field errors on the fields, a question's on that question", async () => {
    server.use(
      http.post(`${API}/questionario/interno/`, () =>
        HttpResponse.json(
          {
            detail: "Dados inválidos.",
            errors: {
              "questionario.descricao": ["Descrição recusada pelo servidor."],
              "perguntas.0.pergunta": ["Pergunta recusada pelo servidor."],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderNovo();
    escrever("Descrição", "Questionário");
    escrever("Pergunta 1", "Pergunta qualquer");
    salvar();
    expect(await screen.findByText("Descrição recusada pelo servidor.")).toBeTruthy();
    expect(screen.getByText("Pergunta recusada pelo servidor.")).toBeTruthy();
    expect(screen.getByText("Dados inválidos.")).toBeTruthy();
    expect(navegacao.push).not.toHaveBeenCalled();
  });

  it("edits the default questionnaire, whose switch stays on", async () => {
    let corpo: unknown = null;
    server.use(
      http.put(`${API}/questionario/interno/atualiza/`, async ({ request }) => {
        corpo = await request.json();
        return HttpResponse.json(detalhe);
      }),
    );
    render(<FormularioQuestionario base="/interno/questionarios" atual={detalhe} />, {
      wrapper: queryWrapper(),
    });
    expect(screen.getByRole("switch")).toHaveProperty("disabled", true);
    expect(screen.getByText(/marque outro questionário como padrão/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mover a pergunta 1 para baixo" }));
    salvar();
    await waitFor(() =>
      expect(corpo).toEqual({
        id: 7,
        questionario: { descricao: "Avaliação do serviço", padrao: true },
        perguntas: [
          { pergunta: "O que poderia melhorar?", tipo: "TEXTO" },
          { pergunta: "O serviço atendeu ao objetivo?", tipo: "NOTA" },
        ],
      }),
    );
    expect(navegacao.push).not.toHaveBeenCalled();
  });
});

describe("ServicosDoQuestionario", { timeout: 20_000 }, () => {
  it("saves the whole list of services chosen", async () => {
    let corpo: unknown = null;
    server.use(
      http.get(`${API}/listagem/simples/interno/servicos/`, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 5, descricao: "Comércio Eletrônico" }],
        }),
      ),
      http.post(`${API}/questionario/interno/lista/`, async ({ request }) => {
        corpo = await request.json();
        return HttpResponse.json(detalhe);
      }),
    );
    render(<ServicosDoQuestionario questionario={detalhe} />, { wrapper: queryWrapper() });
    expect(screen.getByText("Adequação à LGPD")).toBeTruthy();
    await escolherEm("Serviços", "Comércio Eletrônico");
    fireEvent.click(screen.getByRole("button", { name: "Salvar serviços" }));
    await waitFor(() => expect(corpo).toEqual({ questionario: 7, servicos: [3, 4, 5] }));
  });
});
