import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { Periodo } from "./periodo";

function Enviada({ valor }: { valor?: [string, string] }) {
  return (
    <>
      <label htmlFor="enviada">Enviada entre</label>
      <Periodo
        id={{ start: "enviada" }}
        format="DD/MM/YYYY"
        value={valor ? [dayjs(valor[0]), dayjs(valor[1])] : null}
      />
    </>
  );
}

/** antd's range picker, once it has come: its first field holds the label's id. */
const real = () =>
  waitFor(() => expect(document.querySelector(".ant-picker #enviada")).not.toBeNull(), { timeout: 15_000 });
const inicio = () => screen.getByLabelText("Enviada entre") as HTMLInputElement;

describe("Periodo", { timeout: 20_000 }, () => {
  it("is two plain fields showing the dates chosen, or antd's placeholders, with no antd in it", () => {
    const { unmount } = render(<Enviada />);
    expect(inicio().placeholder).toBe("Data inicial");
    expect(screen.getByPlaceholderText("Data final")).toBeTruthy();
    expect(document.querySelector("[class*='ant-']")).toBeNull();
    unmount();
    render(<Enviada valor={["2026-01-05", "2026-01-31"]} />);
    expect(inicio().value).toBe("05/01/2026");
    expect((screen.getByPlaceholderText("Data final") as HTMLInputElement).value).toBe("31/01/2026");
  });

  it("hands its focus to antd's range picker, keeping the dates", async () => {
    render(<Enviada valor={["2026-01-05", "2026-01-31"]} />);
    act(() => inicio().focus());
    await real();
    expect(document.activeElement).toBe(inicio());
    expect(inicio().value).toBe("05/01/2026");
    expect(document.querySelector(".ant-picker-focused")).not.toBeNull();
  });

  it("opens antd's calendar as it comes when pressed, on the range chosen", async () => {
    render(<Enviada valor={["2026-01-05", "2026-01-31"]} />);
    fireEvent.mouseDown(inicio());
    await real();
    await waitFor(() => expect(document.querySelector(".ant-picker-dropdown")).not.toBeNull());
    expect(screen.getByTitle("2026-01-31").className).toContain("ant-picker-cell-range-end");
  });
});
