import { useRef } from "react";

// getRandomValues, unlike randomUUID, exists outside secure contexts too (the portal over plain http on a LAN).
const novaChave = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * One Idempotency-Key per attempt at a create the server runs once per key (DESIGN §3): sending the same
 * body again (a retry after an answer that never arrived) reuses the key, so the server acts once; another
 * body, or `encerrar()` after an answer, starts a new attempt.
 */
export function useTentativa() {
  const atual = useRef<{ corpo: string; chave: string } | null>(null);
  return {
    chave(corpo: unknown) {
      const texto = JSON.stringify(corpo);
      if (atual.current?.corpo !== texto) atual.current = { corpo: texto, chave: novaChave() };
      return atual.current.chave;
    },
    encerrar() {
      atual.current = null;
    },
  };
}
