import { http, HttpResponse } from "msw";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@/lib/messages";
import { avisar } from "@/lib/aviso-avulso";
import { useModalsStore } from "@/stores/modals";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { Acoes } from "./acoes";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();
afterEach(() => useModalsStore.setState({ requestAdjustment: false, cancellation: false, parceiros: false }));

const cor = (codigo: string, descricao: string) => ({ id: 1, codigo, descricao, cor: "#1677ff" });
const substatus = {
  ...cor("AGUARDANDO_ANALISE", "Aguardando análise"),
  status: cor("EM_ANALISE", "Em análise"),
};

const solicitacao: SolicitacaoInternaDetalhe = {
  id: 9,
  nrosolicitacao: "2026-900001",
  tipo: "EXTERNA",
  empresa: null,
  empresa_label: "Sabor da Ilha",
  empresas: [{ id: 3, nomefantasia: "Sabor da Ilha" }],
  count_empresas: 1,
  modelooferta: {
    id: 7,
    titulo: "Gestão",
    imagem: null,
    servico: { id: 2, titulo: "Gestão", exige_diagnostico: false },
  },
  substatus,
  valor: 1000,
  objetivo: "Organizar o fluxo de caixa",
  dtainclusao: "2026-03-01T12:00:00Z",
  gestor: null,
  gestores: [],
  consultor: null,
  centrocusto: null,
  prestador: null,
  dtaprazoenvioproposta: null,
  escolha_direta: false,
  solicitacao_pai: null,
  versao: 3,
  justificativa: "",
  empresas_detalhe: [],
  reserva: null,
  parceiros: [],
  arquivos: [],
  diagnosticos: [],
  count_subsolicitacoes: 0,
  propostas: [],
  etapas: [],
  projeto_id: null,
  dta_prazo_finalizacao: null,
  diagnostico: null,
  ajuste: null,
  historico: [],
  acoes: ["devolver", "cancelar"],
};

const renderAcoes = () => render(<Acoes solicitacao={solicitacao} />, { wrapper: queryWrapper() });

const MOTIVO = "Falta o número de funcionários da empresa.";

/** Opens an action from its button or, for the secondary ones, from the "Mais ações" menu. */
async function abrir(acao: string) {
  const botao = screen.queryByRole("button", { name: acao });
  if (botao) return fireEvent.click(botao);
  fireEvent.click(screen.getByRole("button", { name: /Mais ações/ }));
  fireEvent.click(await screen.findByRole("menuitem", { name: acao }));
}

async function preencherMotivo(acao: string) {
  await abrir(acao);
  const motivo = await screen.findByLabelText<HTMLTextAreaElement>("Motivo");
  fireEvent.change(motivo, { target: { value: MOTIVO } });
  return motivo;
}

// Rendering antd forms in jsdom is slow on a busy machine; the default 5 s is too tight.
describe("Acoes of the request detail", { timeout: 20_000 }, () => {
  it("offers only the actions the server returned: the main ones as buttons, the rest in a menu", async () => {
    renderAcoes();
    expect(screen.getByRole("button", { name: "Devolver ao cliente" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Liberar para prestadores" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancelar solicitação" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Mais ações/ }));
    expect(await screen.findByRole("menuitem", { name: "Cancelar solicitação" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Desvincular consultor" })).toBeNull();
  });

  it("reads what a modal needs only once it opens, and keeps the modal mounted after it closes", async () => {
    let leituras = 0;
    server.use(
      http.get(`${API}/parceiro/interno/list/`, () => {
        leituras++;
        return HttpResponse.json([{ id: 4, nome: "Sebrae PR", ativo: true }]);
      }),
    );
    render(<Acoes solicitacao={{ ...solicitacao, acoes: ["alterar_parceiros"] }} />, {
      wrapper: queryWrapper(),
    });
    // The page settles with the modal closed: no partners' list read for it.
    await new Promise((r) => setTimeout(r, 200));
    expect(leituras).toBe(0);
    expect(screen.queryByRole("dialog")).toBeNull();
    await abrir("Definir parceiros");
    expect(await screen.findByRole("dialog")).toBeTruthy();
    await waitFor(() => expect(leituras).toBe(1));
    act(() => useModalsStore.setState({ parceiros: false }));
    act(() => useModalsStore.setState({ parceiros: true }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(leituras).toBe(1);
  });

  it("sends the version seen and, on a 409, keeps the modal open with the message and the text", async () => {
    let ifMatch: string | null = null;
    let corpo: unknown = null;
    server.use(
      http.patch(`${API}/solicitacao/interno/9/devolver/`, async ({ request }) => {
        ifMatch = request.headers.get("if-match");
        corpo = await request.json();
        return HttpResponse.json({ detail: "A solicitação mudou de situação." }, { status: 409 });
      }),
    );
    renderAcoes();
    const motivo = await preencherMotivo("Devolver ao cliente");
    fireEvent.click(screen.getByRole("button", { name: "Devolver" }));

    expect(await screen.findByText("A solicitação mudou de situação.")).toBeTruthy();
    expect(ifMatch).toBe('"3"');
    expect(corpo).toEqual({ motivo: MOTIVO });
    expect(motivo.value).toBe(MOTIVO);
    expect(useModalsStore.getState().requestAdjustment).toBe(true);
  });

  it("shows the server's field errors on the fields", async () => {
    server.use(
      http.patch(`${API}/solicitacao/interno/9/devolver/`, () =>
        HttpResponse.json(
          { detail: "Verifique os dados.", errors: { motivo: ["Motivo recusado pelo servidor."] } },
          { status: 400 },
        ),
      ),
    );
    renderAcoes();
    await preencherMotivo("Devolver ao cliente");
    fireEvent.click(screen.getByRole("button", { name: "Devolver" }));
    expect(await screen.findByText("Motivo recusado pelo servidor.")).toBeTruthy();
  });

  it("shows the field errors no field of the modal has with the server's message", async () => {
    server.use(
      http.patch(`${API}/solicitacao/interno/9/devolver/`, () =>
        HttpResponse.json(
          { detail: "Verifique os dados.", errors: { versao: ["Versão desconhecida."] } },
          { status: 400 },
        ),
      ),
    );
    renderAcoes();
    await preencherMotivo("Devolver ao cliente");
    fireEvent.click(screen.getByRole("button", { name: "Devolver" }));
    expect(await screen.findByText("Versão desconhecida.")).toBeTruthy();
    expect(screen.getByText("Verifique os dados.")).toBeTruthy();
  });

  it("asks for confirmation before cancelling, then closes on success", async () => {
    let chamadas = 0;
    server.use(
      http.patch(`${API}/solicitacao/interno/9/cancela/`, () => {
        chamadas += 1;
        return HttpResponse.json({ id: 9, versao: 4, substatus: { ...substatus, codigo: "CANCELADA" } });
      }),
    );
    renderAcoes();
    await preencherMotivo("Cancelar solicitação");
    fireEvent.click(screen.getByRole("button", { name: "Confirmar cancelamento" }));

    // The question names the action and its object, and says its effect.
    expect((await screen.findAllByText("Cancelar a solicitação 2026-900001?")).length).toBeGreaterThan(0);
    expect(screen.getByText(/o valor reservado volta ao saldo do centro de custo\.$/)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.confirm)).toBeNull();
    expect(chamadas).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Sim, continuar" }));

    await waitFor(() => expect(useModalsStore.getState().cancellation).toBe(false));
    expect(chamadas).toBe(1);
    await waitFor(() =>
      expect(avisar).toHaveBeenCalledWith(
        expect.objectContaining({ content: "Solicitação 2026-900001 cancelada." }),
      ),
    );
  });

  it("unlinks the consultant only once the dialog is confirmed, sending the version seen", async () => {
    const pedidos: (string | null)[] = [];
    server.use(
      http.delete(`${API}/solicitacao/interno/9/remover/consultor/`, ({ request }) => {
        pedidos.push(request.headers.get("if-match"));
        return HttpResponse.json({ id: 9, versao: 4 });
      }),
    );
    render(<Acoes solicitacao={{ ...solicitacao, acoes: ["remover_consultor"] }} />, {
      wrapper: queryWrapper(),
    });
    await abrir("Desvincular consultor");
    const dialogo = await screen.findByRole("dialog");
    expect(dialogo.textContent).toContain("Desvincular o consultor?");
    expect(dialogo.textContent).toContain(MESSAGES.confirm);
    fireEvent.click(screen.getByRole("button", { name: "Voltar" }));
    await new Promise((r) => setTimeout(r, 200));
    expect(pedidos).toEqual([]);

    // jsdom runs no CSS transition, so the dialog closed above stays in the page, leaving: the new one is last.
    await abrir("Desvincular consultor");
    fireEvent.click((await screen.findAllByRole("button", { name: "Desvincular" })).at(-1)!);
    await waitFor(() =>
      expect(avisar).toHaveBeenCalledWith(expect.objectContaining({ content: MESSAGES.success })),
    );
    expect(pedidos).toEqual(['"3"']);
  });
});
