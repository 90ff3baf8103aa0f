import dayjs from "dayjs";
import { http, HttpResponse } from "msw";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { useModalsStore } from "@/stores/modals";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { ModalLiberar } from "./modal-liberar";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();
afterEach(() => useModalsStore.setState({ providers: false }));

const parametros = [
  { chave: "PRAZO_ENVIO_PROPOSTA_DIAS", valor: "10", descricao: "" },
  { chave: "PRAZO_DIAGNOSTICO_DIAS", valor: "15", descricao: "" },
  { chave: "PRAZO_PROPOSTA_APOS_DIAGNOSTICO_DIAS", valor: "5", descricao: "" },
];

const solicitacao = (exige_diagnostico: boolean) =>
  ({
    id: 9,
    nrosolicitacao: "2026-900001",
    modelooferta: {
      id: 7,
      titulo: "Gestão",
      imagem: null,
      servico: { id: 2, titulo: "Gestão", exige_diagnostico },
    },
    centrocusto: null,
    escolha_direta: false,
    versao: 3,
  }) as unknown as SolicitacaoInternaDetalhe;

const daquiA = (dias: number) => dayjs(hojeEmSaoPaulo()).add(dias, "day").format("DD/MM/YYYY");

async function prazoAoAbrir(exige_diagnostico: boolean) {
  server.use(
    http.get(`${API}/parametro/`, () => HttpResponse.json(parametros)),
    http.get(`${API}/centrocusto/interno/`, () =>
      HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
    ),
  );
  useModalsStore.setState({ providers: true });
  render(<ModalLiberar solicitacao={solicitacao(exige_diagnostico)} />, { wrapper: queryWrapper() });
  return screen.findByLabelText<HTMLInputElement>("Prazo para envio de propostas");
}

// Rendering antd forms in jsdom is slow on a busy machine; the default 5 s is too tight.
describe("the release's proposal deadline", { timeout: 20_000 }, () => {
  it("comes filled with the programme's usual period", async () => {
    const prazo = await prazoAoAbrir(false);
    await waitFor(() => expect(prazo.value).toBe(daquiA(10)));
  });

  it("comes filled with the diagnostic's deadline when that is later, the earliest the release allows", async () => {
    const prazo = await prazoAoAbrir(true);
    await waitFor(() => expect(prazo.value).toBe(daquiA(15)));
    const prazos = screen.getByRole("region", { name: "Prazos" });
    await waitFor(() => expect(prazos.textContent).toContain(`Prazo das propostas${daquiA(15)}`));
  });
});
