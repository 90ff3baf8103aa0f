import { http, HttpResponse } from "msw";
import { render, screen } from "@testing-library/react";
import { describe, it } from "vitest";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { CartaoDeHistorico } from "./cartao";

const server = mswServer();

// Each list names the same two codes its own way, so a card named from another entity's list reads wrong.
const lista = (quem: string) => [
  { id: 1, codigo: "A", descricao: `Início (${quem})` },
  { id: 2, codigo: "B", descricao: `Fim (${quem})` },
];

const mudanca = {
  acao: null,
  de: "A",
  para: "B",
  descricao: null,
  motivo: null,
  dtainclusao: "2026-11-02T13:00:00Z",
  usuario: { nome: "Ana", sobrenome: "Souza" },
};

describe("CartaoDeHistorico", () => {
  it.each([
    ["solicitacao", "solicitação"],
    ["diagnostico", "diagnóstico"],
    ["proposta", "proposta"],
  ] as const)("names the %s history's status changes from its own statuses", async (de, quem) => {
    server.use(
      http.get(`${API}/listagem/externo/substatus/`, () => HttpResponse.json(lista("solicitação"))),
      http.get(`${API}/listagem/externo/status/`, ({ request }) => {
        const entidade = new URL(request.url).searchParams.get("entidade");
        return HttpResponse.json(lista(entidade === "diagnostico" ? "diagnóstico" : String(entidade)));
      }),
    );
    render(<CartaoDeHistorico de={de} eventos={[mudanca]} />, { wrapper: queryWrapper() });
    screen.getByText("Histórico");
    await screen.findByText(`Início (${quem}) → Fim (${quem})`);
  });
});
