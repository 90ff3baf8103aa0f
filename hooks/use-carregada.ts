"use client";
import { useEffect, useState } from "react";

/**
 * Runs `acao` once the page has loaded and the browser is idle; gives its cancellation. What the page's first
 * screen does not show (the header's notifications and picture, the live stream) waits for it: started with the
 * page's own effects, its calls and subscriptions ran in the same long task of a phone's main thread as the
 * hydration's, and competed with the page's scripts for the network.
 */
function depoisDeCarregada(acao: () => void): () => void {
  let ocioso: number | undefined;
  const quandoOcioso = () => {
    ocioso = window.requestIdleCallback
      ? window.requestIdleCallback(acao, { timeout: 2000 })
      : window.setTimeout(acao, 0);
  };
  if (document.readyState === "complete") quandoOcioso();
  else window.addEventListener("load", quandoOcioso, { once: true });
  return () => {
    window.removeEventListener("load", quandoOcioso);
    if (ocioso === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(ocioso);
    else window.clearTimeout(ocioso);
  };
}

/** False until the page has loaded and the browser is idle (depoisDeCarregada), then true. */
export function useCarregada(): boolean {
  const [carregada, setCarregada] = useState(false);
  useEffect(() => depoisDeCarregada(() => setCarregada(true)), []);
  return carregada;
}
