import { afterEach, describe, expect, it, vi } from "vitest";
import { LOGIN_MESSAGES, MESSAGES, notify } from "@/lib/messages";

// antd's static messages, which notify loads and calls.
const { avisar } = vi.hoisted(() => ({ avisar: vi.fn() }));
vi.mock("@/lib/aviso-avulso", () => ({ avisar }));

afterEach(() => avisar.mockReset());

describe("MESSAGES", () => {
  it("holds the SPEC §8 texts verbatim", () => {
    expect(MESSAGES).toEqual({
      success: "A ação foi realizada com êxito.",
      warning: "Algumas informações exigem sua revisão.",
      info: "Aqui está um lembrete importante para você.",
      error: "Ops! Algo deu errado.",
      generic: "Não foi possível realizar a operação, entre em contato com o suporte",
      confirm: "Tem certeza de que deseja continuar com esta ação?",
    });
  });

  it("holds the /login texts", () => {
    expect(LOGIN_MESSAGES).toEqual({
      invalidLogin: "E-mail/CPF ou senha incorretos. Confira os dados e tente novamente.",
      connectionrefused: "Não foi possível conectar ao servidor. Verifique sua conexão e entre novamente.",
      tooManyAttempts: "Muitas tentativas de acesso a esta conta. Aguarde alguns minutos e tente de novo.",
      redirected: "Sua sessão expirou ou foi encerrada. Entre novamente para continuar.",
      SessionRequired: "Entre com sua conta para acessar esta página.",
    });
  });
});

describe("notify", () => {
  it.each(["success", "warning", "info", "error"] as const)(
    "shows the %s text for 5 seconds",
    async (kind) => {
      notify(kind);
      await vi.waitFor(() =>
        expect(avisar).toHaveBeenCalledExactlyOnceWith({ type: kind, content: MESSAGES[kind], duration: 5 }),
      );
    },
  );

  it("shows the generic text as an error", async () => {
    notify("generic");
    await vi.waitFor(() =>
      expect(avisar).toHaveBeenCalledWith({ type: "error", content: MESSAGES.generic, duration: 5 }),
    );
  });

  it("shows custom content instead of the standard text", async () => {
    notify("warning", "Proposta fora do prazo.");
    await vi.waitFor(() =>
      expect(avisar).toHaveBeenCalledWith({
        type: "warning",
        content: "Proposta fora do prazo.",
        duration: 5,
      }),
    );
  });
});
