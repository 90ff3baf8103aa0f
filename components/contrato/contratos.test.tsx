import { http, HttpResponse } from "msw";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Contrato } from "@/services/contrato";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { ContratosDaSolicitacao } from "./contratos";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();

const assinada = {
  id: 1,
  papel: "CLIENTE",
  empresa: { id: 1, nomefantasia: "SABOR DA ILHA" },
  assinado: true,
  via: "PORTAL",
  nome: "Mariana Albuquerque",
  cpf_mask: "***.396.578-**",
  dtaassinatura: "2026-08-03T13:00:00.000Z",
  acoes: [],
} satisfies Contrato["assinaturas"][number];

const contrato = (a: Contrato["assinaturas"][number]): Contrato => ({
  id: 4,
  solicitacao: 9,
  proposta: 3,
  empresa: { id: 1, nomefantasia: "SABOR DA ILHA", razaosocial: "Sabor da Ilha Ltda" },
  programa: "Programa Brasil Mais Gestão",
  sha256: "ab".repeat(32),
  dtainclusao: "2026-08-01T13:00:00.000Z",
  completo: false,
  assinaturas: [a],
});

describe("ContratosDaSolicitacao", () => {
  it("shows who signed with the CPF masked, and where from only when the API tells it (staff)", async () => {
    server.use(http.get(`${API}/contrato/solicitacao/9/`, () => HttpResponse.json([contrato(assinada)])));
    const { unmount } = render(<ContratosDaSolicitacao solicitacao={9} />, { wrapper: queryWrapper() });
    const linha = await screen.findByText(/Mariana Albuquerque/);
    expect(linha.textContent).toContain("CPF ***.396.578-**");
    expect(linha.textContent).not.toContain("IP");
    unmount();

    const daEquipe = { ...assinada, origem: { ip: "10.0.0.1", user_agent: "Mozilla/5.0 (X11)" } };
    server.use(http.get(`${API}/contrato/solicitacao/9/`, () => HttpResponse.json([contrato(daEquipe)])));
    render(<ContratosDaSolicitacao solicitacao={9} />, { wrapper: queryWrapper() });
    const comOrigem = await screen.findByText(/Mariana Albuquerque/);
    expect(comOrigem.textContent).toContain("IP 10.0.0.1; navegador: Mozilla/5.0 (X11)");
  });

  it("names the programme's signature as the contract names the programme", async () => {
    const doPrograma = { ...assinada, id: 8, papel: "GESTOR" as const, empresa: null, assinado: false };
    server.use(http.get(`${API}/contrato/solicitacao/9/`, () => HttpResponse.json([contrato(doPrograma)])));
    render(<ContratosDaSolicitacao solicitacao={9} />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Programa: Programa Brasil Mais Gestão")).toBeTruthy();
  });
});
