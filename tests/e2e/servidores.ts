// The browser tests' servers: one per worker, each `next start` on its own fresh copy of the demo data, so tests
// in different workers never share a row, a clock or a sign-in throttle, and need no locks. A worker keeps its
// server for the whole run (Playwright's parallelIndex: a worker restarted after a failure takes the same one).
// E2E_PORT moves the first port (two checkouts side by side); E2E_WORKERS sets how many run at once.

const PORTA = Number(process.env.E2E_PORT ?? 3100);

export const TRABALHADORES = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export type ServidorDeTeste = { url: string; porta: number; dados: string };

export const SERVIDORES: ServidorDeTeste[] = Array.from({ length: TRABALHADORES }, (_, i) => ({
  url: `http://localhost:${PORTA + i}`,
  porta: PORTA + i,
  dados: `.e2e-data/${i}`,
}));

/** The server of the worker of this index. */
export const servidorDe = (parallelIndex: number) => SERVIDORES[parallelIndex % SERVIDORES.length];
