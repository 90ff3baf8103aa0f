import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { act, renderHook, waitFor } from "@testing-library/react";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { useEnviarSolicitacoes, type EnvioItem } from "./solicitacao";

const server = mswServer();
const item = (empresa: number): EnvioItem => ({
  empresa,
  modelo_oferta: 1,
  objetivo: "Organizar o caixa.",
  perguntas: [],
});

describe("useEnviarSolicitacoes", () => {
  it("sends one Idempotency-Key per checkout attempt: the same cart again reuses it, a new cart or a success does not", async () => {
    const chaves: (string | null)[] = [];
    let falhar = true;
    server.use(
      http.post(`${API}/solicitacao/externo/enviar/`, ({ request }) => {
        chaves.push(request.headers.get("idempotency-key"));
        if (falhar) return HttpResponse.json({ detail: "Falhou." }, { status: 503 });
        return HttpResponse.json({ results: [] }, { status: 201 });
      }),
    );
    const { result } = renderHook(() => useEnviarSolicitacoes(), { wrapper: queryWrapper() });
    const enviar = async (modelos: EnvioItem[]) => {
      await act(() => result.current.mutateAsync(modelos).catch(() => undefined));
      await waitFor(() => expect(result.current.isPending).toBe(false));
    };
    await enviar([item(1)]);
    await enviar([item(1)]);
    await enviar([item(2)]);
    falhar = false;
    await enviar([item(2)]);
    await enviar([item(2)]);
    expect(chaves.every((c) => /^[0-9a-f]{32}$/.test(c ?? ""))).toBe(true);
    expect(chaves[1]).toBe(chaves[0]);
    expect(chaves[2]).not.toBe(chaves[1]);
    expect(chaves[3]).toBe(chaves[2]);
    expect(chaves[4]).not.toBe(chaves[3]);
  });
});
