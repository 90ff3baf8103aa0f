import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@/lib/messages";
import type { PropostaDetalhe } from "@/services/proposta";
import { closeAll, useModalsStore } from "@/stores/modals";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { cotacao, precificacao, proposta } from "./proposta.fixture";
import { PropostaPrestador } from "./proposta-prestador";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/externo/prestador/propostas/5");
const open = vi.fn();
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: (aviso: unknown) => open(aviso) }));
afterEach(() => {
  // The modal flags outlive each render: an edit left open must not open in the next test.
  closeAll();
  open.mockReset();
});

type Pedido = { body: unknown; partialSave: string | null; ifMatch: string | null };

/** The provider's proposal page over `detalhe`; the revisions it sends are kept in `pedidos`. */
function servir(detalhe: PropostaDetalhe, resposta?: () => Response) {
  const pedidos: Pedido[] = [];
  server.use(
    http.get(`${API}/proposta/externo/detalhe/5/`, () => HttpResponse.json(detalhe)),
    http.get(`${API}/listagem/externo/status/`, () => HttpResponse.json([])),
    http.get(`${API}/proposta/externo/40/solicitacao/`, () => HttpResponse.json(cotacao)),
    http.get(`${API}/listagem/interno/modelo-hora/`, () => HttpResponse.json(precificacao.horas)),
    http.get(`${API}/listagem/interno/plano-pagamento/`, () => HttpResponse.json(precificacao.planos)),
    http.get(`${API}/listagem/interno/faixa-quilometragem/`, () => HttpResponse.json(precificacao.faixas)),
    http.put(`${API}/proposta/externo/atualiza/`, async ({ request }) => {
      pedidos.push({
        body: await request.json(),
        partialSave: new URL(request.url).searchParams.get("partial_save"),
        ifMatch: request.headers.get("If-Match"),
      });
      return (
        resposta?.() ??
        HttpResponse.json({
          id: 5,
          versao: 4,
          status: { id: 1, codigo: "ENVIADA", descricao: "Enviada", cor: "" },
        })
      );
    }),
  );
  render(<PropostaPrestador id={5} />, { wrapper: queryWrapper() });
  return pedidos;
}

const TITULO = "Editar a proposta para a solicitação 2026-000321";

/** Opens the edit modal from the page's button and waits for the form with the proposal's values. */
async function abrirEdicao(botao: string) {
  fireEvent.click(await screen.findByRole("button", { name: botao }));
  const dialog = await screen.findByRole("dialog", { name: TITULO });
  expect(await within(dialog).findByLabelText("Horas da etapa 1")).toHaveProperty("value", "6");
  return dialog;
}

/** Answers the confirmation that sending asks for, which names the revision's value as the form computes it. */
async function confirmarEnvio(
  pergunta = /^Enviar a revisão da proposta, de R\$\s[\d.]+,\d{2}, ao cliente\?$/,
) {
  // antd repeats the title for screen readers; either copy sits in the confirmation's dialog.
  const [titulo] = await screen.findAllByText(pergunta);
  const confirmacao = titulo.closest<HTMLElement>('[role="dialog"]')!;
  expect(confirmacao.textContent).not.toContain(MESSAGES.confirm);
  fireEvent.click(within(confirmacao).getByRole("button", { name: "Enviar proposta" }));
}

// Rendering antd forms in jsdom is slow on a busy machine; the default 5 s is too tight.
describe("EditarProposta (edit proposal modal)", { timeout: 30_000 }, () => {
  it("revises a sent proposal in the modal: the form starts from it, sends the revision against its version, and closes", async () => {
    const pedidos = servir(proposta);
    const dialog = await abrirEdicao("Revisar proposta");
    // A sent proposal cannot go back to being a draft.
    expect(within(dialog).queryByRole("button", { name: "Salvar rascunho" })).toBeNull();
    expect(within(dialog).getByLabelText("Horas da etapa 3")).toHaveProperty("value", "7");
    fireEvent.change(within(dialog).getByLabelText("Horas da etapa 1"), { target: { value: "10" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar revisão" }));
    // 21 hours at R$ 150,00 and stage 2's visit at R$ 120,00.
    await confirmarEnvio(/^Enviar a revisão da proposta, de R\$\s3\.270,00, ao cliente\?$/);
    await waitFor(() => expect(pedidos).toHaveLength(1));
    expect(pedidos[0]).toEqual({
      body: {
        id: 5,
        dta_inicio: "2027-01-11",
        dta_fim: "2027-03-31",
        dtaprazo: "2027-01-08",
        modelo_hora: 1,
        plano_pagamento: 4,
        faixa_quilometragem: 2,
        etapas: [
          { etapa: 11, horas: 10, visita: false },
          { etapa: 12, horas: 4, visita: true },
          { etapa: 13, horas: 7, visita: false },
        ],
        parcelas: [11, 13],
        comentario: "",
      },
      partialSave: "false",
      ifMatch: '"3"',
    });
    // Closed (jsdom never ends antd's closing animation, so the flag tells it).
    await waitFor(() => expect(useModalsStore.getState().editProposal).toBe(false));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(expect.objectContaining({ content: "Proposta enviada." })),
    );
    // The revision stays on the proposal's page.
    expect(navegacao.push).not.toHaveBeenCalled();
  });

  it("keeps the modal open with the server's message on its field when the revision is refused", async () => {
    servir(proposta, () =>
      HttpResponse.json(
        { detail: "Dados inválidos.", errors: { dtaprazo: ["A validade deve ser posterior a hoje."] } },
        { status: 400 },
      ),
    );
    const dialog = await abrirEdicao("Revisar proposta");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar revisão" }));
    await confirmarEnvio();
    expect(await within(dialog).findByText("A validade deve ser posterior a hoje.")).toBeTruthy();
    expect(useModalsStore.getState().editProposal).toBe(true);
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.objectContaining({ type: "warning" })));
  });

  it("goes on with a draft in the same modal, where it may be saved again as a draft", async () => {
    const pedidos = servir({
      ...proposta,
      status: { ...proposta.status, codigo: "RASCUNHO", descricao: "Rascunho" },
    });
    const dialog = await abrirEdicao("Continuar o rascunho");
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvar rascunho" }));
    await waitFor(() => expect(pedidos).toHaveLength(1));
    expect(pedidos[0].partialSave).toBe("true");
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(expect.objectContaining({ content: "Rascunho salvo." })),
    );
  });

  it("offers no edit when the workflow gives the provider neither revision", async () => {
    servir({
      ...proposta,
      status: { ...proposta.status, codigo: "NAO_SELECIONADA", descricao: "Não selecionada" },
      acoes: [],
    });
    expect(await screen.findByRole("button", { name: "Plano de trabalho" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Revisar proposta" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Continuar o rascunho" })).toBeNull();
  });
});
