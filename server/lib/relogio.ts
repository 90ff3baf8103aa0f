import "server-only";
import { readFileSync } from "node:fs";

/**
 * The server's clock. With a file (HUB_RELOGIO_ARQUIVO, set by the browser tests' server only) it runs ahead
 * by the milliseconds the file holds, so a test can let a deadline pass; read on every call, as the test
 * writes it while the server runs. Without one it is the machine's clock.
 */
export function relogio(arquivo: string | undefined): () => Date {
  if (!arquivo) return () => new Date();
  return () => {
    let adiante = 0;
    try {
      adiante = Number(readFileSync(arquivo, "utf8").trim()) || 0;
    } catch {
      // No file yet: the clock is not moved.
    }
    return new Date(Date.now() + adiante);
  };
}
