import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmpresaUsuario } from "@/services/empresa-usuario";
import { closeAll } from "@/stores/modals";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { EmpresaUsuarios } from "./empresa-usuarios";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/admin/empresa-usuarios");
const open = vi.fn();
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: (aviso: unknown) => open(aviso) }));
afterEach(() => {
  closeAll();
  open.mockReset();
});

const vinculo: EmpresaUsuario = {
  empresa: {
    id: 3,
    tipo: "PRESTADOR",
    razaosocial: "Vértice Consultoria Empresarial Ltda",
    nomefantasia: "Vértice Consultoria",
    cnpj_mask: "28.732.778/0001-04",
    cpf_mask: null,
  },
  usuario: { id: 2, nome: "Rafael", sobrenome: "Menezes", email: "prestador@hub.example", ativo: true },
};
const pagina = (results: EmpresaUsuario[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe("EmpresaUsuarios", { timeout: 20_000 }, () => {
  it("lists the links with the filters from the URL and removes one after confirming", async () => {
    navegacao.url = new URLSearchParams("tipo=PRESTADOR&search=vertice");
    let pedido: URLSearchParams | null = null;
    let removido: URLSearchParams | null = null;
    server.use(
      http.get(`${API}/empresa/admin/empresa-usuario/`, ({ request }) => {
        pedido = new URL(request.url).searchParams;
        return HttpResponse.json(pagina(removido ? [] : [vinculo]));
      }),
      http.delete(`${API}/empresa/admin/empresa-usuario/`, ({ request }) => {
        removido = new URL(request.url).searchParams;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render(<EmpresaUsuarios />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Rafael Menezes")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Usuários das empresas" })).toBeTruthy();
    expect(screen.getByText("28.732.778/0001-04")).toBeTruthy();
    expect(pedido!.get("tipo")).toBe("PRESTADOR");
    expect(pedido!.get("search")).toBe("vertice");
    fireEvent.click(
      screen.getByRole("button", { name: "Desvincular Rafael Menezes de Vértice Consultoria" }),
    );
    expect(removido).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Sim, continuar" }));
    expect(await screen.findByText("Nenhum vínculo encontrado.")).toBeTruthy();
    expect(Object.fromEntries(removido!)).toEqual({ empresa: "3", usuario: "2" });
  });

  it("asks for the company and the user before linking, and shows the server's reason on the field", async () => {
    let enviado: unknown = null;
    server.use(
      http.get(`${API}/empresa/admin/empresa-usuario/`, () => HttpResponse.json(pagina([]))),
      http.get(`${API}/listagem/interno/clientes/`, () =>
        HttpResponse.json(
          pagina([
            {
              id: 5,
              nomefantasia: "Sabor da Ilha",
              razaosocial: "Sabor da Ilha Ltda",
              cnpj_mask: "82.158.239/0001-59",
              cpf_mask: null,
              cidade: { id: 1, nome: "Florianópolis" },
              estado: { sigla: "SC" },
            },
          ] as never),
        ),
      ),
      http.get(`${API}/auth/admin/listar/`, () =>
        HttpResponse.json(
          pagina([
            {
              id: 9,
              nome: "Rafael",
              sobrenome: "Menezes",
              email: "prestador@hub.example",
              ativo: true,
              groups: [],
            },
          ] as never),
        ),
      ),
      http.post(`${API}/empresa/admin/empresa-usuario/`, async ({ request }) => {
        enviado = await request.json();
        const msg = "Para esta empresa, o usuário precisa estar ativo e ser do grupo Cliente.";
        return HttpResponse.json({ detail: "Dados inválidos.", errors: { usuario: [msg] } }, { status: 400 });
      }),
    );
    render(<EmpresaUsuarios />, { wrapper: queryWrapper() });
    fireEvent.click(await screen.findByRole("button", { name: /Vincular usuário/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Vincular" }));
    expect(await screen.findByText("Escolha a empresa.")).toBeTruthy();
    expect(screen.getByText("Escolha o usuário.")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Empresa" }));
    fireEvent.click(await screen.findByTitle("Sabor da Ilha (82.158.239/0001-59)"));
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Usuário" }));
    fireEvent.click(await screen.findByTitle("Rafael Menezes (prestador@hub.example)"));
    fireEvent.click(screen.getByRole("button", { name: "Vincular" }));
    expect(
      await screen.findByText("Para esta empresa, o usuário precisa estar ativo e ser do grupo Cliente."),
    ).toBeTruthy();
    await waitFor(() => expect(enviado).toEqual({ empresa: 5, usuario: 9 }));
  });
});
