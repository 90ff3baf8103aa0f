import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@/lib/messages";
import { avisar } from "@/lib/aviso-avulso";
import { Confirmar } from "./confirmar";

describe("Confirmar", { timeout: 20_000 }, () => {
  it("asks in the words of the action's entry, with its values and effect, and says what happened", async () => {
    const executar = vi.fn(() => Promise.resolve());
    render(
      <Confirmar
        rotulo="Aprovar"
        pending={false}
        executar={executar}
        texto={{ acao: "etapa.aprovar", valores: { ordem: 2 } }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Aprovar" }));
    expect((await screen.findAllByText("Aprovar a entrega da etapa 2?")).length).toBeGreaterThan(0);
    expect(screen.getByText(/poderá ser autorizada ao prestador\.$/)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.confirm)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sim, continuar" }));
    await waitFor(() => expect(executar).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(avisar).toHaveBeenCalledWith(
        expect.objectContaining({ type: "success", content: "Entrega da etapa 2 aprovada." }),
      ),
    );
  });

  it("keeps SPEC §8's question where no action of the table applies", async () => {
    render(<Confirmar rotulo="Ativar" pending={false} executar={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole("button", { name: "Ativar" }));
    expect((await screen.findAllByText("Ativar?")).length).toBeGreaterThan(0);
    expect(screen.getByText(MESSAGES.confirm)).toBeTruthy();
  });
});
