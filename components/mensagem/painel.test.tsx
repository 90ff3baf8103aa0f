import { http, HttpResponse } from "msw";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Contato, Mensagem } from "@/services/mensagem";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { foraDeVista } from "@/tests/setup/visibilidade";
import { PainelMensagens } from "./painel";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();

const equipe: Contato = { grupo: "CLIENTE_EQUIPE", prestador: null, nome: "Equipe do Hub", nao_lidas: 2 };
const msg = (id: number, texto: string, minha = false): Mensagem => ({
  id,
  texto,
  arquivo: null,
  autor: { id: minha ? 1 : 2, nome: minha ? "Mariana Albuquerque" : "Ricardo Bittencourt" },
  papel: minha ? "cliente" : "equipe",
  minha,
  dtainclusao: `2026-11-18T1${id}:00:00Z`,
});
const pagina = (results: Mensagem[]) => ({ count: results.length, next: null, previous: null, results });

/** Answers the contacts and, newest first, the conversation's messages; records what the panel sent. */
function api(mensagens: Mensagem[], contatos: Contato[] = [equipe]) {
  const vistos: unknown[] = [];
  const lista: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/mensagem/contatos/`, () => HttpResponse.json(contatos)),
    http.get(`${API}/mensagem/list/`, ({ request }) => {
      lista.push(new URL(request.url).searchParams);
      return HttpResponse.json(pagina(mensagens));
    }),
    http.put(`${API}/mensagem/visto/`, async ({ request }) => {
      vistos.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { vistos, lista };
}

const renderPainel = () =>
  render(<PainelMensagens solicitacao={7} role="cliente" />, { wrapper: queryWrapper() });

describe("PainelMensagens", { timeout: 20_000 }, () => {
  it("reads its contacts only once it comes into sight", async () => {
    const vista = foraDeVista();
    let contatos = 0;
    server.use(
      http.get(`${API}/mensagem/contatos/`, () => {
        contatos++;
        return HttpResponse.json([]);
      }),
    );
    try {
      renderPainel();
      await new Promise((r) => setTimeout(r, 100));
      expect(contatos).toBe(0);
      vista.entrar();
      expect(await screen.findByText("Nenhuma conversa disponível nesta solicitação.")).toBeTruthy();
      expect(contatos).toBe(1);
    } finally {
      vista.restaurar();
    }
  });

  it("shows a skeleton, then each conversation's tab with its unread count, newest message at the bottom", async () => {
    const { vistos, lista } = api([msg(2, "Na próxima semana."), msg(1, "Qual o prazo?", true)]);
    const { container } = renderPainel();
    expect(container.querySelector(".esqueleto")).not.toBeNull();
    expect(await screen.findByRole("tab", { name: /Equipe do Hub/ })).toBeTruthy();
    expect(screen.getByTitle("2 não lidas")).toBeTruthy();
    const log = await screen.findByRole("log", { name: "Mensagens da conversa" });
    await within(log).findByText("Na próxima semana.");
    const textos = [...log.querySelectorAll("div[style*='pre-wrap']")].map((d) => d.textContent);
    expect(textos).toEqual(["Qual o prazo?", "Na próxima semana."]);
    expect(within(log).getByText("Você")).toBeTruthy();
    expect(within(log).getByText("Ricardo Bittencourt")).toBeTruthy();
    expect(lista[0].get("role")).toBe("cliente");
    expect(lista[0].get("grupo")).toBe("CLIENTE_EQUIPE");
    expect(lista[0].get("solicitacao")).toBe("7");
    expect(lista[0].has("prestador")).toBe(false);
    // Drawn in plain HTML: a request's page, which has no antd of its own, loads none for its messages.
    const regiao = screen.getByRole("region", { name: "Mensagens" });
    expect(regiao.querySelector("[class*='ant-']")).toBeNull();
    // Opening a conversation with unread messages marks it read.
    await waitFor(() =>
      expect(vistos).toEqual([{ solicitacao: 7, role: "cliente", grupo: "CLIENTE_EQUIPE" }]),
    );
  });

  it("says when a conversation is empty, and marks nothing read when nothing is unread", async () => {
    const { vistos } = api([], [{ ...equipe, nao_lidas: 0 }]);
    renderPainel();
    expect(await screen.findByText("Nenhuma mensagem ainda. Escreva a primeira.")).toBeTruthy();
    expect(screen.queryByTitle(/não lida/)).toBeNull();
    expect(vistos).toEqual([]);
  });

  it("shows why the messages did not load, and retries", async () => {
    let falhar = true;
    server.use(
      http.get(`${API}/mensagem/contatos/`, () => HttpResponse.json([{ ...equipe, nao_lidas: 0 }])),
      http.get(`${API}/mensagem/list/`, () =>
        falhar
          ? HttpResponse.json({ detail: "Conversa não encontrada." }, { status: 404 })
          : HttpResponse.json(pagina([msg(1, "Olá")])),
      ),
    );
    renderPainel();
    expect(await screen.findByText("Não foi possível carregar as mensagens.")).toBeTruthy();
    expect(screen.getByText("Conversa não encontrada.")).toBeTruthy();
    falhar = false;
    fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
    expect(await screen.findByText("Olá")).toBeTruthy();
  });

  it("sends with Enter, keeps the text and shows the field's error when sending fails, clears it once sent", async () => {
    const mensagens: Mensagem[] = [];
    api(mensagens, [{ ...equipe, nao_lidas: 0 }]);
    const enviados: FormData[] = [];
    let recusar = true;
    server.use(
      http.post(`${API}/mensagem/enviar/`, async ({ request }) => {
        const form = await request.formData();
        enviados.push(form);
        if (recusar)
          return HttpResponse.json(
            { detail: "Dados inválidos.", errors: { texto: ["Escreva no máximo 2000 caracteres."] } },
            { status: 400 },
          );
        const nova = msg(3, String(form.get("texto")), true);
        mensagens.unshift(nova);
        return HttpResponse.json(nova, { status: 201 });
      }),
    );
    renderPainel();
    await screen.findByText("Nenhuma mensagem ainda. Escreva a primeira.");
    const campo = () => screen.getByLabelText<HTMLTextAreaElement>("Nova mensagem");
    fireEvent.change(campo(), { target: { value: "Podemos marcar a visita?" } });
    // Shift+Enter breaks the line: nothing is sent.
    fireEvent.keyDown(campo(), { key: "Enter", shiftKey: true });
    fireEvent.keyDown(campo(), { key: "Enter" });
    expect(await screen.findByText("Escreva no máximo 2000 caracteres.")).toBeTruthy();
    expect(enviados).toHaveLength(1);
    expect(Object.fromEntries(enviados[0])).toEqual({
      solicitacao: "7",
      role: "cliente",
      grupo: "CLIENTE_EQUIPE",
      texto: "Podemos marcar a visita?",
    });
    expect(campo().value).toBe("Podemos marcar a visita?");

    recusar = false;
    fireEvent.keyDown(campo(), { key: "Enter" });
    const log = screen.getByRole("log", { name: "Mensagens da conversa" });
    expect(await within(log).findByText("Podemos marcar a visita?")).toBeTruthy();
    await waitFor(() => expect(campo().value).toBe(""));
    expect(enviados).toHaveLength(2);
  });

  it("refuses an empty message on its field without calling the API", async () => {
    api([], [{ ...equipe, nao_lidas: 0 }]);
    const enviar = vi.fn(() => new HttpResponse(null, { status: 500 }));
    server.use(http.post(`${API}/mensagem/enviar/`, enviar));
    renderPainel();
    await screen.findByText("Nenhuma mensagem ainda. Escreva a primeira.");
    const campo = screen.getByLabelText("Nova mensagem");
    fireEvent.change(campo, { target: { value: "   " } });
    fireEvent.keyDown(campo, { key: "Enter" });
    expect(await screen.findByText("Escreva a mensagem.")).toBeTruthy();
    expect(enviar).not.toHaveBeenCalled();
  });

  it("checks the attachment on its field as the API would, sends the file picked, and lets it be removed", async () => {
    api([], [{ ...equipe, nao_lidas: 0 }]);
    const enviados: FormData[] = [];
    server.use(
      http.post(`${API}/mensagem/enviar/`, async ({ request }) => {
        enviados.push(await request.formData());
        return HttpResponse.json(msg(4, "Segue a planta.", true), { status: 201 });
      }),
    );
    const { container } = renderPainel();
    await screen.findByText("Nenhuma mensagem ainda. Escreva a primeira.");
    const escolher = (arquivo: File) =>
      fireEvent.change(container.querySelector<HTMLInputElement>("input[type=file]")!, {
        target: { files: [arquivo] },
      });
    fireEvent.change(screen.getByLabelText("Nova mensagem"), { target: { value: "Segue a planta." } });
    escolher(new File(["a"], "notas.txt", { type: "text/plain" }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(await screen.findByText("notas.txt: envie PDF, PNG ou JPEG.")).toBeTruthy();
    expect(enviados).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Remover notas.txt" }));
    expect(screen.queryByText("notas.txt: envie PDF, PNG ou JPEG.")).toBeNull();
    escolher(new File(["%PDF-1.4"], "planta.pdf", { type: "application/pdf" }));
    fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0].getAll("arquivo")).toHaveLength(1);
    // Once sent, the form is empty again, and shows no problem for being so.
    await waitFor(() => expect(screen.queryByText("planta.pdf")).toBeNull());
    expect(screen.getByLabelText<HTMLTextAreaElement>("Nova mensagem").value).toBe("");
    expect(screen.queryByText("Escreva a mensagem.")).toBeNull();
  });
});
