import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Rascunho } from "@/services/solicitacao-criacao";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { NovaSolicitacao } from "./formularios-adiados";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const avisos = vi.fn();
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: (aviso: unknown) => avisos(aviso) }));

const server = mswServer();
usarNavegacao();
afterEach(() => avisos.mockReset());

const rascunho: Rascunho = {
  id: 5,
  tipo: "INTERNA",
  modelooferta: { id: 7, titulo: "CONSULTORIA EM GESTÃO", servico: { id: 2, titulo: "Gestão" } },
  empresas: [{ id: 3, nomefantasia: "Sabor da Ilha" }],
  prestador: null,
  centrocusto: null,
  objetivo: "Organizar o fluxo de caixa",
  justificativa: "",
  dtainclusao: "2026-03-01T12:00:00Z",
  dtaalteracao: "2026-03-01T12:00:00Z",
};
const vazia = { count: 0, next: null, previous: null, results: [] };

function listas() {
  server.use(
    http.get(`${API}/solicitacao/interno/rascunho/5/`, () => HttpResponse.json(rascunho)),
    http.get(`${API}/listagem/interno/clientes/`, () => HttpResponse.json(vazia)),
    http.get(`${API}/listagem/interno/modelosoferta/`, () => HttpResponse.json(vazia)),
  );
}

const renderForm = () => render(<NovaSolicitacao rascunho={5} />, { wrapper: queryWrapper() });

const objetivo = () => screen.findByLabelText<HTMLTextAreaElement>("Objetivo");

// Rendering antd forms in jsdom is slow on a busy machine; the default 5 s is too tight.
describe("NovaSolicitacao opened from a draft", { timeout: 20_000 }, () => {
  it("sends the draft's values as multipart and puts the server's field errors on the fields", async () => {
    listas();
    let enviado: FormData | null = null;
    server.use(
      http.post(`${API}/solicitacao/interno/enviar/`, async ({ request }) => {
        enviado = await request.formData();
        return HttpResponse.json(
          {
            detail: "Verifique os dados informados.",
            errors: { empresas: ["Empresa cliente não encontrada ou inativa: 3."] },
          },
          { status: 400 },
        );
      }),
    );
    const { container } = renderForm();
    expect((await objetivo()).value).toBe("Organizar o fluxo de caixa");
    expect(screen.getByText("26 / 2000")).toBeTruthy();

    // The documents: a file the API would refuse is left out with a warning; one kept can be removed.
    const arquivo = (nome: string, tipo: string) => new File(["%PDF-1.4"], nome, { type: tipo });
    const seletor = container.querySelector('input[type="file"]')!;
    fireEvent.change(seletor, {
      target: {
        files: [
          arquivo("ata.pdf", "application/pdf"),
          arquivo("notas.txt", "text/plain"),
          arquivo("foto.png", "image/png"),
        ],
      },
    });
    await waitFor(() =>
      expect(avisos).toHaveBeenCalledWith(
        expect.objectContaining({ content: "notas.txt: envie um arquivo PDF, PNG ou JPEG." }),
      ),
    );
    expect(screen.getByText("ata.pdf")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remover foto.png" }));
    expect(screen.queryByText("foto.png")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Enviar solicitação" }));

    expect(await screen.findByText("Empresa cliente não encontrada ou inativa: 3.")).toBeTruthy();
    expect(screen.getByText("Verifique os dados informados.")).toBeTruthy();
    const body = enviado as FormData | null;
    expect(body?.get("modelo_oferta")).toBe("7");
    expect(body?.getAll("empresas")).toEqual(["3"]);
    expect(body?.get("rascunho")).toBe("5");
    // jsdom's File reaches the handler nameless: the count tells the refused and removed ones stayed out.
    expect(body?.getAll("arquivos")).toHaveLength(1);
    expect((await objetivo()).value).toBe("Organizar o fluxo de caixa");
    expect(navegacao.push).not.toHaveBeenCalled();
  });

  it("goes to the new request once it is created", async () => {
    listas();
    server.use(
      http.post(`${API}/solicitacao/interno/enviar/`, () =>
        HttpResponse.json({ id: 42, nrosolicitacao: "2026-000042" }, { status: 201 }),
      ),
    );
    renderForm();
    await objetivo();
    fireEvent.click(screen.getByRole("button", { name: "Enviar solicitação" }));
    await waitFor(() => expect(navegacao.push).toHaveBeenCalledWith("/interno/solicitacoes/42"));
  });

  it("saves the draft in place with its ids and texts", async () => {
    listas();
    let salvo: unknown = null;
    server.use(
      http.patch(`${API}/solicitacao/interno/rascunho/5/`, async ({ request }) => {
        salvo = await request.json();
        return HttpResponse.json({ ...rascunho, objetivo: "Reduzir custos da produção" });
      }),
    );
    renderForm();
    fireEvent.change(await objetivo(), { target: { value: "Reduzir custos da produção" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar rascunho" }));
    await waitFor(() =>
      expect(salvo).toEqual({
        modelo_oferta: 7,
        empresas: [3],
        objetivo: "Reduzir custos da produção",
        justificativa: "",
      }),
    );
  });
});
