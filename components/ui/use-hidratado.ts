"use client";
import { useSyncExternalStore } from "react";

const nada = () => () => {};

/**
 * False on the server and while React hydrates the part, true from the render after. A part drawn from data the
 * browser may already have fetched again (a live notification refreshing the lists) shows what only the
 * browser knows (a refresh under way) from then on: read while hydrating, it would differ from the server's
 * page, and React would throw that part's page away and draw it again (a late, second paint of the page).
 */
export function useHidratado(): boolean {
  return useSyncExternalStore(
    nada,
    () => true,
    () => false,
  );
}
