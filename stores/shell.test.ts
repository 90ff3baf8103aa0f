import { beforeEach, describe, expect, it } from "vitest";
import { open, useModalsStore } from "@/stores/modals";
import { resetOnRouteChange, setLoading, setMobileMenuOpen, useShellStore } from "@/stores/shell";

beforeEach(() => resetOnRouteChange());

describe("shell store", () => {
  it("starts idle with the mobile menu closed", () => {
    expect(useShellStore.getState()).toMatchObject({ loading: false, mobileMenuOpen: false });
  });

  it("sets loading and the mobile menu", () => {
    setLoading(true);
    setMobileMenuOpen(true);
    expect(useShellStore.getState()).toMatchObject({ loading: true, mobileMenuOpen: true });
    setMobileMenuOpen(false);
    expect(useShellStore.getState().mobileMenuOpen).toBe(false);
  });

  it("resets loading, the mobile menu and every modal on route change", () => {
    setLoading(true);
    setMobileMenuOpen(true);
    open("workPlan");
    open("generic3");

    resetOnRouteChange();

    expect(useShellStore.getState()).toMatchObject({ loading: false, mobileMenuOpen: false });
    expect(Object.values(useModalsStore.getState()).some(Boolean)).toBe(false);
  });
});
