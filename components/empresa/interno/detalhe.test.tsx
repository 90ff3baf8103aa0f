import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmpresaDetalhe, HistoricoEmpresa } from "@/services/empresa";
import { closeAll } from "@/stores/modals";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { foraDeVista } from "@/tests/setup/visibilidade";
import { DetalheEmpresa } from "./detalhe";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();
const open = vi.fn();
// The feedback messages (lib/messages.ts) go through antd's static messages.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: (aviso: unknown) => open(aviso) }));
afterEach(() => {
  closeAll();
  open.mockReset();
});

const cor = (codigo: string, descricao: string) => ({ id: 1, codigo, descricao, cor: "#389e0d" });
const zanella: EmpresaDetalhe = {
  id: 9,
  tipo: "PRESTADOR",
  cnpj_mask: null,
  cpf_mask: "***.054.250-**",
  cpf: "02605425045",
  razaosocial: "JOSÉ CARLOS ZANELLA",
  nomefantasia: "Sítio Zanella",
  porte: null,
  areaatuacao: { id: 1, descricao: "Agronegócio" },
  cidade: { id: 2, nome: "Concórdia" },
  estado: { id: 24, sigla: "SC", nome: "Santa Catarina" },
  ativo: true,
  suspenso: false,
  status: { codigo: "ATIVA", descricao: "Ativa", cor: "#389e0d" },
  dtainclusao: "2026-01-10T12:00:00.000Z",
  sicab: "SC-2026-0042",
  programa: [{ id: 1, descricao: "Programa Agro" }],
  cep_mask: "89700-000",
  logradouro: "Linha São Paulo, s/n",
  complemento: "",
  telefone: "49991234567",
  email: "sitio@zanella.com.br",
  documentos: [],
  contatos: {
    usuarios: [{ id: 1, nome: "Mariana", sobrenome: "Albuquerque", email: "cliente@hub.example" }],
    pessoas: [
      { id: 5, papel: "PROPRIETARIO", nome: "Marlene", sobrenome: "Zanella", cpf_mask: "***.532.113-**" },
    ],
  },
  credenciamentos: [
    {
      id: 3,
      servico: { id: 8, codigo: "SRV-020", titulo: "Gestão da propriedade rural" },
      status: { codigo: "CREDENCIADO", descricao: "Credenciado", cor: "#52c41a" },
      ativo: true,
      suspenso: true,
      motivo: "Documentação vencida.",
      dtainclusao: "2026-01-12T12:00:00.000Z",
      dtaatualizacao: "2026-02-12T12:00:00.000Z",
    },
  ],
  solicitacoes: {
    count: 12,
    results: [
      {
        id: 40,
        nrosolicitacao: "2026-900040",
        servico: { id: 8, titulo: "Gestão da propriedade rural" },
        substatus: cor("AGUARDANDO_ANALISE", "Aguardando análise"),
        dtainclusao: "2026-03-01T12:00:00.000Z",
      },
    ],
  },
};
const nota: HistoricoEmpresa = {
  id: 70,
  acao: "NOTA",
  descricao: "Anotação",
  de: null,
  para: null,
  motivo: "Visita feita.",
  usuario: { nome: "Ricardo", sobrenome: "Bittencourt" },
  servico: null,
  arquivo: { id: 5, nome: "relatorio.pdf", tipo: "application/pdf", tamanho: 2048 },
  dtainclusao: "2026-03-02T12:00:00.000Z",
};
const decisao: HistoricoEmpresa = {
  ...nota,
  id: 60,
  acao: "CREDENCIAR",
  descricao: "Credenciamento concedido",
  de: "SOLICITADO",
  para: "CREDENCIADO",
  motivo: null,
  servico: { id: 8, titulo: "Gestão da propriedade rural" },
  arquivo: null,
};

/** The calls the detail makes besides its own: the history, the accreditation states, the documents. */
function responder(historico: HistoricoEmpresa[] = [nota, decisao]) {
  server.use(
    http.get(`${API}/empresa/interno/detalhe/9/`, () => HttpResponse.json(zanella)),
    http.get(`${API}/empresa/historico/9/`, () => HttpResponse.json(historico)),
    http.get(`${API}/listagem/interno/substatus/`, () =>
      HttpResponse.json([
        { ...cor("SOLICITADO", "Solicitado"), status: { id: 1, codigo: "SOLICITADO" } },
        { ...cor("CREDENCIADO", "Credenciado"), status: { id: 2, codigo: "CREDENCIADO" } },
      ]),
    ),
    http.get(`${API}/empresa/9/documentos/`, () => HttpResponse.json([])),
    http.get(`${API}/empresa/9/credenciamentos/`, () =>
      HttpResponse.json({
        empresa: { id: 9, razaosocial: zanella.razaosocial, nomefantasia: zanella.nomefantasia },
        credenciamentos: [
          {
            ...zanella.credenciamentos[0],
            documento: { id: 4, nome: "oficio.pdf", tipo: "application/pdf", tamanho: 900 },
            versao: 2,
            acoes: ["desativar", "reativar"],
          },
          {
            ...zanella.credenciamentos[0],
            id: 4,
            servico: { id: 9, codigo: "SRV-021", titulo: "Gestão ambiental rural" },
            status: { codigo: "SOLICITADO", descricao: "Solicitado", cor: "#fa8c16" },
            suspenso: false,
            motivo: null,
            documento: null,
            versao: 0,
            acoes: ["credenciar", "recusar"],
          },
        ],
        documentos_faltantes: [],
        servicos_livres: [],
      }),
    ),
    http.get(`${API}/empresa/9/consultor/list/`, () =>
      HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
    ),
    http.get(`${API}/empresa/documento/tipo/`, () => HttpResponse.json([])),
  );
}

const regiao = (titulo: RegExp) =>
  screen.getByText(titulo, { selector: ".cartao-titulo" }).closest(".cartao") as HTMLElement;

describe("DetalheEmpresa", { timeout: 20_000 }, () => {
  it("shows the company's data, contacts, accreditations with staff's decisions and latest requests", async () => {
    responder();
    render(<DetalheEmpresa id={9} voltar="/interno/empresas" solicitacoes="/interno/solicitacoes" />, {
      wrapper: queryWrapper(),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Sítio Zanella" })).toBeTruthy();
    // The server gave the full CPF (a gestor): it shows masked for reading, whole.
    expect(screen.getByText("CPF 026.054.250-45")).toBeTruthy();
    expect(screen.getByText("SC-2026-0042")).toBeTruthy();
    expect(screen.getByText("Programa Agro")).toBeTruthy();
    expect(screen.getByText("(49) 99123-4567")).toBeTruthy();
    expect(screen.getByText("Proprietário(a) · CPF ***.532.113-**")).toBeTruthy();
    const credenciamentos = regiao(/^Credenciamentos/);
    expect(await within(credenciamentos).findByText("Credenciado")).toBeTruthy();
    expect(within(credenciamentos).getByText("Suspenso")).toBeTruthy();
    expect(within(credenciamentos).getByText("Motivo da suspensão: Documentação vencida.")).toBeTruthy();
    expect(within(credenciamentos).getByRole("button", { name: /oficio\.pdf/ })).toBeTruthy();
    // The buttons are the actions the server says staff may take on each link, and removal.
    expect(within(credenciamentos).getByRole("button", { name: "Encerrar suspensão" })).toBeTruthy();
    expect(within(credenciamentos).getByRole("button", { name: "Credenciar" })).toBeTruthy();
    expect(within(credenciamentos).getByRole("button", { name: "Recusar" })).toBeTruthy();
    expect(within(credenciamentos).queryByRole("button", { name: "Suspender" })).toBeNull();
    expect(within(credenciamentos).getAllByRole("button", { name: /^Remover o vínculo com/ })).toHaveLength(
      2,
    );
    expect(await screen.findByText("Consultores")).toBeTruthy();
    const pedido = screen.getByRole("link", { name: "2026-900040" });
    expect(pedido.getAttribute("href")).toBe("/interno/solicitacoes/40");
    expect(screen.getByText("As 1 mais recentes de 12 solicitações.")).toBeTruthy();
  });

  it("lists the history newest first with the service concerned and the attachment", async () => {
    responder();
    render(<DetalheEmpresa id={9} voltar="/admin/empresas" />, { wrapper: queryWrapper() });
    const historico = await waitFor(() => regiao(/^Histórico/));
    expect(await within(historico).findByText("“Visita feita.”")).toBeTruthy();
    expect(within(historico).getByRole("button", { name: "Baixar relatorio.pdf" })).toBeTruthy();
    // The timeline reads the states' names itself: they come a moment after its rows.
    expect(await within(historico).findByText("Solicitado → Credenciado")).toBeTruthy();
    expect(within(historico).getByText("Serviço: Gestão da propriedade rural")).toBeTruthy();
    const textos = [...historico.querySelectorAll(".linha-do-tempo-item strong")].map((e) => e.textContent);
    expect(textos).toEqual(["Anotação", "Credenciamento concedido"]);
    // Administrators read request numbers without a link to the staff area.
    expect(screen.queryByRole("link", { name: "2026-900040" })).toBeNull();
  });

  it("reads the history and loads the note's form only once the card comes into sight", async () => {
    const vista = foraDeVista();
    responder();
    let lidas = 0;
    server.use(
      http.get(`${API}/empresa/historico/9/`, () => {
        lidas++;
        return HttpResponse.json([nota]);
      }),
    );
    try {
      render(<DetalheEmpresa id={9} voltar="/admin/empresas" />, { wrapper: queryWrapper() });
      const historico = await waitFor(() => regiao(/^Histórico/));
      await new Promise((r) => setTimeout(r, 100));
      expect(lidas).toBe(0);
      expect(within(historico).queryByLabelText("Nova anotação")).toBeNull();
      vista.entrar();
      expect(await within(historico).findByText("“Visita feita.”")).toBeTruthy();
      expect(await within(historico).findByLabelText("Nova anotação")).toBeTruthy();
      expect(lidas).toBe(1);
    } finally {
      vista.restaurar();
    }
  });

  it("adds a note, showing the server's field error on its field, then clearing the form", async () => {
    responder([]);
    const corpos: FormData[] = [];
    server.use(
      http.post(`${API}/empresa/historico/9/`, async ({ request }) => {
        corpos.push(await request.formData());
        return corpos.length === 1
          ? HttpResponse.json(
              { detail: "Dados inválidos.", errors: { texto: ["Escreva no máximo 2000 caracteres."] } },
              { status: 400 },
            )
          : HttpResponse.json({ ...nota, arquivo: null }, { status: 201 });
      }),
    );
    render(<DetalheEmpresa id={9} voltar="/interno/empresas" />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Nenhum registro no histórico.")).toBeTruthy();
    const campo = screen.getByLabelText("Nova anotação");
    fireEvent.click(screen.getByRole("button", { name: "Registrar anotação" }));
    expect(await screen.findByText("Escreva a anotação.")).toBeTruthy();
    expect(corpos).toHaveLength(0);
    fireEvent.change(campo, { target: { value: "  Cliente retornou a ligação.  " } });
    fireEvent.click(screen.getByRole("button", { name: "Registrar anotação" }));
    expect(await screen.findByText("Escreva no máximo 2000 caracteres.")).toBeTruthy();
    expect(corpos[0].get("texto")).toBe("Cliente retornou a ligação.");
    expect(corpos[0].has("arquivo")).toBe(false);
    const registrar = screen.getByRole("button", { name: "Registrar anotação" });
    await waitFor(() => expect(registrar.classList.contains("ant-btn-loading")).toBe(false));
    fireEvent.click(registrar);
    await waitFor(() => expect(corpos).toHaveLength(2));
    // A reset form mounts its fields anew: the field is found again.
    await waitFor(() =>
      expect((screen.getByLabelText("Nova anotação") as HTMLTextAreaElement).value).toBe(""),
    );
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.objectContaining({ type: "success" })));
  });

  it("says the company was not found on a 404", async () => {
    server.use(
      http.get(`${API}/empresa/interno/detalhe/9/`, () =>
        HttpResponse.json({ detail: "Empresa não encontrada." }, { status: 404 }),
      ),
    );
    render(<DetalheEmpresa id={9} voltar="/interno/empresas" />, { wrapper: queryWrapper() });
    expect(await screen.findByText("Empresa não encontrada")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar às empresas" }).getAttribute("href")).toBe(
      "/interno/empresas",
    );
  });
});
