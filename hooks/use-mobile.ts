"use client";
import { useSyncExternalStore } from "react";
import { MOBILE_MAX_WIDTH } from "@/lib/constants";

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

/**
 * True at 576 px or narrower (SPEC §2). Undefined on the server and while the page hydrates: a part that differs
 * on phones renders both then, each in a `.so-celular` / `.so-computador` wrapper (styles/globals.css), so the
 * server's page already has the phone's layout and nothing moves once the script knows.
 */
export function useMobile(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => undefined,
  );
}
