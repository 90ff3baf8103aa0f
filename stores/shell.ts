// Page-level browser state that SPEC §2 resets on every route change.
import { create } from "zustand";
import { closeAll } from "@/stores/modals";

export type ShellState = { loading: boolean; mobileMenuOpen: boolean };

export const useShellStore = create<ShellState>()(() => ({ loading: false, mobileMenuOpen: false }));

export function setLoading(loading: boolean): void {
  useShellStore.setState({ loading });
}

export function setMobileMenuOpen(mobileMenuOpen: boolean): void {
  useShellStore.setState({ mobileMenuOpen });
}

export function resetOnRouteChange(): void {
  useShellStore.setState({ loading: false, mobileMenuOpen: false });
  closeAll();
}
