"use client";
import { useSyncExternalStore } from "react";
import { MOBILE_MAX_WIDTH } from "@/lib/constants";

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

/** True at 576 px or narrower (SPEC §2); false while rendering on the server. */
export function useMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
