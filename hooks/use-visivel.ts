"use client";
import { useCallback, useState } from "react";

/**
 * Whether an element has come within a screen of the viewport; once it has, it stays so. Gives the ref to put on
 * the element. A part far down a page (a request's messages) reads its data and draws then, not while the page
 * hydrates, when a phone's main thread is busiest. Where the browser cannot tell (no IntersectionObserver), it
 * is visible at once.
 */
export function useVisivel<T extends Element>(): [(elemento: T | null) => (() => void) | undefined, boolean] {
  const [visivel, setVisivel] = useState(false);
  const ref = useCallback(
    (elemento: T | null) => {
      if (!elemento || visivel) return undefined;
      if (typeof IntersectionObserver === "undefined") {
        setVisivel(true);
        return undefined;
      }
      const observador = new IntersectionObserver(
        (entradas) => {
          if (!entradas.some((e) => e.isIntersecting)) return;
          setVisivel(true);
          observador.disconnect();
        },
        { rootMargin: "0px 0px 100% 0px" },
      );
      observador.observe(elemento);
      return () => observador.disconnect();
    },
    [visivel],
  );
  return [ref, visivel];
}
