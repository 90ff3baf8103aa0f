// What every attack scenario of bench:ataque receives and answers.

/** The server under attack: its address on loopback, its process, and a way in for a demo user. */
export type Alvo = {
  base: string;
  pid: number;
  /** The server's resident memory now, in MB. */
  rssMb: () => number;
  /** A bearer token for a demo user (e.g. "cliente@hub.example"), signed in with the demo password. */
  entrar: (login: string) => Promise<string>;
};

/** One figure of an attack and the line it must hold (e.g. "≤ +100 MB"); `ok` says whether it held. */
export type Medida = { medida: string; valor: number | string; linha: string; ok: boolean };

/** One attack of issue 43, as a module's default export; `nome` is what `--cenario` selects. */
export type Cenario = { nome: string; descricao: string; medir: (alvo: Alvo) => Promise<Medida[]> };
