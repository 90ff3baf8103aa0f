import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PerguntaEscolhida, ServicoInterno } from "@/services/servico-cadastro";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { usarNavegacao } from "@/tests/setup/navegacao";
import { Servico } from "./servico";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);
vi.mock("@/lib/aviso-avulso", () => ({ avisar: vi.fn() }));

// A service's form (issue 46): its area cleared is sent as null, its subsidy edited and checked, and an
// archived question it already asks stays listed and saved.
const server = mswServer();
usarNavegacao("/admin/servicos/7");

const ref = (id: number, descricao: string) => ({ id, descricao });
const servico: ServicoInterno = {
  id: 7,
  codigo: "SRV-007",
  titulo: "Gestão Financeira",
  descricao: "Organiza as finanças.",
  ativo: true,
  exige_diagnostico: false,
  tipo: ref(1, "Consultoria"),
  programa: ref(2, "Brasil Mais Gestão"),
  subtema: ref(3, "Fluxo de Caixa"),
  area_atuacao: ref(4, "Comércio"),
  porcentagem_subsidio: 40,
  modelos: 1,
  prestadores: 0,
  perguntas: 2,
};
const escolhidas: PerguntaEscolhida[] = [
  { id: 11, descricao: "Quantas lojas?", chave: "lojas", tipo_resposta: "NUMERO", ativo: true, ordem: 1 },
  { id: 12, descricao: "Quantos caixas?", chave: "caixas", tipo_resposta: "NUMERO", ativo: false, ordem: 2 },
];
// The form and its parts load after the page (next/dynamic): slower than findBy's second on a busy machine.
const espera = { timeout: 15_000 };
const vazia = { count: 0, next: null, previous: null, results: [] };

/** The service's page as the API answers it; what each PUT carried. */
function servidor() {
  const enviados: { servico?: Record<string, unknown>; perguntas?: unknown } = {};
  server.use(
    http.get(`${API}/servico/interno/7/`, () => HttpResponse.json(servico)),
    http.put(`${API}/servico/interno/7/`, async ({ request }) => {
      enviados.servico = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(servico);
    }),
    http.get(`${API}/servico/interno/7/historico/`, () => HttpResponse.json([])),
    http.get(`${API}/servico/interno/7/perguntas/`, () => HttpResponse.json(escolhidas)),
    http.put(`${API}/servico/interno/7/perguntas/`, async ({ request }) => {
      enviados.perguntas = await request.json();
      return HttpResponse.json(escolhidas);
    }),
    http.get(`${API}/servico/filtros/`, () =>
      HttpResponse.json({
        temas: [{ id: 9, descricao: "Finanças", subtemas: [servico.subtema] }],
        tipos: [servico.tipo],
        programas: [servico.programa],
      }),
    ),
    http.get(`${API}/listagem/area-atuacao/simple/`, () => HttpResponse.json([servico.area_atuacao])),
    http.get(`${API}/questionario/interno/pergunta/dimensionamento/`, () => HttpResponse.json(vazia)),
    http.get(`${API}/prestador/interno/`, () => HttpResponse.json(vazia)),
  );
  return enviados;
}

describe("Servico", { timeout: 60_000 }, () => {
  it("sends a cleared area as null and the subsidy, refusing one over 100%", async () => {
    const enviados = servidor();
    const { container } = render(<Servico id={7} />, { wrapper: queryWrapper() });
    const subsidio = await screen.findByLabelText("Subsídio do programa (%)", {}, espera);
    expect(subsidio).toHaveProperty("value", "40,00");
    fireEvent.change(subsidio, { target: { value: "120" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Use um percentual entre 0 e 100.")).toBeTruthy();
    expect(enviados.servico).toBeUndefined();

    fireEvent.change(subsidio, { target: { value: "12,5" } });
    await screen.findByText("Comércio", {}, espera);
    fireEvent.click(container.querySelector(".ant-select-clear")!);
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(enviados.servico).toBeDefined());
    expect(enviados.servico).toMatchObject({ area_atuacao: null, porcentagem_subsidio: 12.5 });
  });

  it("keeps an archived question the service asks, marked, and saves it with the rest", async () => {
    const enviados = servidor();
    render(<Servico id={7} />, { wrapper: queryWrapper() });
    const lista = await screen.findByRole("list", { name: "Perguntas do serviço" }, espera);
    const arquivada = within(lista)
      .getByText(/Quantos caixas\?/)
      .closest("li")!;
    expect(within(arquivada).getByText("Arquivada")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Subir Quantos caixas?" }));
    fireEvent.click(screen.getByRole("button", { name: "Salvar perguntas" }));
    await waitFor(() => expect(enviados.perguntas).toEqual({ perguntas: [12, 11] }));
  });
});
