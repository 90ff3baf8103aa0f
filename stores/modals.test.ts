import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  MODAL_NAMES,
  close,
  closeAll,
  open,
  toggle,
  useJaAberto,
  useModal,
  useModalsStore,
} from "@/stores/modals";

beforeEach(() => closeAll());

describe("modals store", () => {
  it("starts with every SPEC §2 modal closed", () => {
    const state = useModalsStore.getState();
    // SPEC §2's 50 screens, plus the portal's own (request actions, partners, cost centres, accreditation, consultants…).
    expect(MODAL_NAMES).toHaveLength(74);
    expect(new Set(MODAL_NAMES).size).toBe(MODAL_NAMES.length);
    for (const name of MODAL_NAMES) expect(state[name]).toBe(false);
  });

  it("opens and closes one modal without touching the others", () => {
    open("negotiation");
    expect(useModalsStore.getState().negotiation).toBe(true);
    expect(useModalsStore.getState().proposals).toBe(false);
    close("negotiation");
    expect(useModalsStore.getState().negotiation).toBe(false);
  });

  it("toggles a modal", () => {
    toggle("generic10");
    expect(useModalsStore.getState().generic10).toBe(true);
    toggle("generic10");
    expect(useModalsStore.getState().generic10).toBe(false);
  });

  it("closes every modal at once", () => {
    open("proposals");
    open("paymentDetails");
    open("generic1");
    closeAll();
    expect(Object.values(useModalsStore.getState()).some(Boolean)).toBe(false);
  });
});

describe("useModal", () => {
  it("returns the flag and stable open/close callbacks", () => {
    const { result, rerender } = renderHook(() => useModal("showContract"));
    const [, openFirst, closeFirst] = result.current;
    expect(result.current[0]).toBe(false);

    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    expect(useModalsStore.getState().showContract).toBe(true);

    rerender();
    expect(result.current[1]).toBe(openFirst);
    expect(result.current[2]).toBe(closeFirst);

    act(() => result.current[2]());
    expect(result.current[0]).toBe(false);
  });

  it("re-renders when the flag changes outside the component", () => {
    const { result } = renderHook(() => useModal("cancellation"));
    act(() => open("cancellation"));
    expect(result.current[0]).toBe(true);
    act(() => closeAll());
    expect(result.current[0]).toBe(false);
  });
});

describe("useJaAberto", () => {
  it("turns true when any of its modals first opens, and stays true once they close", () => {
    const { result } = renderHook(() => useJaAberto("sendDelivery", "correction"));
    expect(result.current).toBe(false);

    act(() => open("generic1"));
    expect(result.current).toBe(false);

    act(() => open("correction"));
    expect(result.current).toBe(true);

    act(() => closeAll());
    expect(result.current).toBe(true);
  });

  it("starts true when one of its modals is already open", () => {
    open("sendDelivery");
    const { result } = renderHook(() => useJaAberto("sendDelivery", "correction"));
    expect(result.current).toBe(true);
  });
});
