import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Consultor } from "@/services/empresa-consultor";
import { closeAll } from "@/stores/modals";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { navegacao, usarNavegacao } from "@/tests/setup/navegacao";
import { ConsultoresDaEmpresa, MeusConsultores } from ".";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));
vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

const server = mswServer();
usarNavegacao("/externo/prestador/consultores");
const open = vi.fn();
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: (aviso: unknown) => open(aviso) }));
afterEach(() => {
  closeAll();
  open.mockReset();
});

const servico = (id: number, codigo: string) => ({ id, codigo, titulo: `Serviço ${codigo}` });
const juliana: Consultor = {
  id: 7,
  empresa: 3,
  nome: "Juliana",
  sobrenome: "Farias",
  cpf_mask: "***.016.613-**",
  email: "juliana@vertice.example",
  telefone: "48991112233",
  dtainclusao: "2026-03-01T12:00:00Z",
  credenciamentos: [
    {
      id: 70,
      servico: servico(1, "SRV-001"),
      situacao: "CREDENCIADO",
      dtaatualizacao: "2026-03-01T12:00:00Z",
      acoes: ["descredenciar"],
    },
    {
      id: 71,
      servico: servico(16, "SRV-016"),
      situacao: "SOLICITADO",
      dtaatualizacao: "2026-03-01T12:00:00Z",
      // Asked while the company's link was off; the link is back, so asking again grants it.
      acoes: ["credenciar", "descredenciar"],
    },
  ],
};
const pagina = (results: Consultor[]) => ({ count: results.length, next: null, previous: null, results });
const empresa = (id: number, nomefantasia: string) => ({
  id,
  tipo: "PRESTADOR",
  nomefantasia,
  credenciamentos: [],
});
const minhas = (...empresas: ReturnType<typeof empresa>[]) =>
  http.get(`${API}/empresa/`, () =>
    HttpResponse.json({ count: empresas.length, next: null, previous: null, results: empresas }),
  );
const credenciamentos = http.get(`${API}/empresa/3/credenciamentos/`, () =>
  HttpResponse.json({
    empresa: { id: 3, razaosocial: "Vértice", nomefantasia: "Vértice" },
    documentos_faltantes: [],
    credenciamentos: [servico(1, "SRV-001"), servico(2, "SRV-002"), servico(16, "SRV-016")].map((s) => ({
      id: 100 + s.id,
      servico: s,
      status: { codigo: s.id === 2 ? "SOLICITADO" : "CREDENCIADO", descricao: "", cor: "" },
    })),
  }),
);

// Rendering antd forms in jsdom is slow on a busy machine, and a role query over a whole page of them takes
// seconds: accrediting takes about 20 s alone, and more beside a build.
describe("MeusConsultores", { timeout: 60_000 }, () => {
  it("lists the company's consultants with their accreditations, the search from the URL", async () => {
    navegacao.url = new URLSearchParams("search=juliana");
    let pedido: URLSearchParams | null = null;
    server.use(
      minhas(empresa(3, "Vértice Consultoria")),
      http.get(`${API}/empresa/3/consultor/list/`, ({ request }) => {
        pedido = new URL(request.url).searchParams;
        return HttpResponse.json(pagina([juliana]));
      }),
    );
    const { container } = render(<MeusConsultores />, { wrapper: queryWrapper() });
    expect(container.querySelector(".esqueleto")).not.toBeNull();
    expect(await screen.findByText("Juliana Farias")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Meus consultores" })).toBeTruthy();
    expect(screen.getByText("***.016.613-**")).toBeTruthy();
    expect(screen.getByText("SRV-001 · Credenciado")).toBeTruthy();
    expect(screen.getByText("SRV-016 · Solicitado")).toBeTruthy();
    expect(pedido!.get("search")).toBe("juliana");
    // The company is not a query parameter of the list: it is in the path.
    expect(pedido!.has("empresa")).toBe(false);
  });

  it("checks CPF and e-mail on their fields, sends the consultant without empty fields, and shows a repeated CPF on its field", async () => {
    const corpos: unknown[] = [];
    server.use(
      minhas(empresa(3, "Vértice Consultoria")),
      http.get(`${API}/empresa/3/consultor/list/`, () => HttpResponse.json(pagina([]))),
      http.post(`${API}/empresa/consultor/adicionar/`, async ({ request }) => {
        corpos.push(await request.json());
        const msg = "Este CPF já é de um consultor da empresa.";
        return HttpResponse.json({ detail: msg, errors: { cpf: [msg] } }, { status: 409 });
      }),
    );
    render(<MeusConsultores />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nenhum consultor cadastrado.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Adicionar consultor/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Nome/), { target: { value: "Bruno" } });
    fireEvent.change(within(dialog).getByLabelText(/CPF/), { target: { value: "52601815907" } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: "bruno@" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Adicionar consultor" }));
    expect(await within(dialog).findByText("CPF inválido.")).toBeTruthy();
    expect(within(dialog).getByText("Informe um e-mail válido.")).toBeTruthy();
    expect(corpos).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/CPF/), { target: { value: "52601815906" } });
    expect((within(dialog).getByLabelText(/CPF/) as HTMLInputElement).value).toBe("526.018.159-06");
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: "bruno@vertice.example" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Adicionar consultor" }));
    expect(await within(dialog).findAllByText("Este CPF já é de um consultor da empresa.")).not.toHaveLength(
      0,
    );
    expect(corpos).toEqual([
      { empresa: 3, nome: "Bruno", cpf: "52601815906", email: "bruno@vertice.example" },
    ]);
  });

  it("accredits for one of the company's accredited services and removes a consultant after confirming", async () => {
    let credenciado: unknown = null;
    let removido = false;
    server.use(
      minhas(empresa(3, "Vértice Consultoria")),
      credenciamentos,
      http.get(`${API}/empresa/3/consultor/list/`, () =>
        HttpResponse.json(pagina(removido ? [] : [juliana])),
      ),
      http.post(`${API}/empresa/consultor/credenciar/`, async ({ request }) => {
        credenciado = await request.json();
        return HttpResponse.json(juliana);
      }),
      http.delete(`${API}/empresa/consultor/7/remover/`, () => {
        removido = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render(<MeusConsultores />, { wrapper: queryWrapper() });
    fireEvent.click(await screen.findByRole("button", { name: /Credenciar/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Credenciar Juliana Farias")).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Serviço" }));
    // SRV-001 is granted already and SRV-002 is only asked by the company: SRV-016 is what is left.
    const opcoes = await screen.findAllByTitle(/^SRV-0/);
    expect(opcoes.map((o) => o.getAttribute("title")?.slice(0, 7))).toEqual(["SRV-016"]);
    fireEvent.click(opcoes[0]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Credenciar" }));
    await waitFor(() => expect(credenciado).toEqual({ consultor: 7, servico: 16 }));

    fireEvent.click(screen.getByRole("button", { name: "Remover Juliana Farias" }));
    fireEvent.click(await screen.findByRole("button", { name: "Sim, continuar" }));
    expect(await screen.findByText("Nenhum consultor cadastrado.")).toBeTruthy();
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.objectContaining({ type: "success" })));
  });

  it("lets a user of several provider companies pick one, kept in the URL", async () => {
    server.use(
      minhas(empresa(3, "Vértice Consultoria"), empresa(4, "Mentora Inovação")),
      http.get(`${API}/empresa/4/consultor/list/`, () => HttpResponse.json(pagina([]))),
    );
    navegacao.url = new URLSearchParams("empresa=4");
    render(<MeusConsultores />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Mentora Inovação")).toBeTruthy();
    expect(await screen.findByText("Nenhum consultor cadastrado.")).toBeTruthy();
  });
});

describe("ConsultoresDaEmpresa", { timeout: 20_000 }, () => {
  it("shows a company's consultants to staff with nothing to change", async () => {
    server.use(http.get(`${API}/empresa/3/consultor/list/`, () => HttpResponse.json(pagina([juliana]))));
    render(<ConsultoresDaEmpresa empresa={3} />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Juliana Farias")).toBeTruthy();
    expect(screen.getByText("SRV-001 · Credenciado")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Credenciar|Remover|Descredenciar|Adicionar/ })).toBeNull();
    expect(screen.getByText("1 consultor(es)")).toBeTruthy();
  });
});
