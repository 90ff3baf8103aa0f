import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { AvaliarPorLink } from "./avaliar-por-link";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();

const doLink = {
  solicitacao: {
    id: 9,
    nrosolicitacao: "2026-900025",
    servico: "fluxo de caixa essencial",
    prestador: "Vértice",
  },
  questionario: {
    id: 1,
    descricao: "Avaliação do serviço",
    perguntas: [
      { id: 11, ordem: 1, pergunta: "O SERVIÇO ATENDEU AO OBJETIVO?", tipo: "NOTA" },
      { id: 12, ordem: 2, pergunta: "O prestador cumpriu os prazos?", tipo: "NOTA" },
      { id: 13, ordem: 3, pergunta: "O que poderia melhorar?", tipo: "TEXTO" },
    ],
  },
};

const enviar = () => fireEvent.click(screen.getByRole("button", { name: "Enviar avaliação" }));

describe("AvaliarPorLink", () => {
  it("asks a score for each scored question, sends one answer per question and thanks", async () => {
    let corpo: unknown = null;
    server.use(
      http.get(`${API}/link/avaliacao/abc/`, () => HttpResponse.json(doLink)),
      http.post(`${API}/avaliacao/avaliacao-link/`, async ({ request }) => {
        expect(new URL(request.url).searchParams.get("token")).toBe("abc");
        corpo = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render(<AvaliarPorLink token="abc" />, { wrapper: queryWrapper() });
    // Questions read with a capital first letter only (SPEC §5).
    const primeira = await screen.findByRole("radiogroup", { name: "O serviço atendeu ao objetivo?" });
    enviar();
    expect(screen.getAllByText("Dê uma nota de 1 a 5.")).toHaveLength(2);
    // The first question to answer takes the focus: its first score.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(primeira).getByRole("radio", { name: "1" })),
    );
    expect(corpo).toBeNull();

    fireEvent.click(within(primeira).getByText("4"));
    fireEvent.click(
      within(screen.getByRole("radiogroup", { name: "O prestador cumpriu os prazos?" })).getByText("5"),
    );
    fireEvent.change(screen.getByRole("textbox", { name: /O que poderia melhorar\?/ }), {
      target: { value: "  Mais visitas. " },
    });
    enviar();
    expect(await screen.findByText("Obrigado pela avaliação")).toBeTruthy();
    expect(corpo).toEqual({
      respostas: [
        { pergunta: 11, nota: 4, texto: null },
        { pergunta: 12, nota: 5, texto: null },
        { pergunta: 13, nota: null, texto: "Mais visitas." },
      ],
    });
  });

  it("says why a spent or expired link opens nothing", async () => {
    server.use(
      http.get(`${API}/link/avaliacao/velho/`, () =>
        HttpResponse.json(
          { detail: "Este link é inválido, expirou ou já foi usado. Peça um novo link." },
          { status: 404 },
        ),
      ),
    );
    render(<AvaliarPorLink token="velho" />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Link indisponível")).toBeTruthy();
    expect(
      screen.getByText("Este link é inválido, expirou ou já foi usado. Peça um novo link."),
    ).toBeTruthy();
  });
});
