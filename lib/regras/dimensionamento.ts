// Sizing questions (SPEC: "Dimensioning question: descricao, chave, response type"), shared by the bank's form
// and the server.

/** The answer types of a question, their names, and whether the admin lists the options a client picks from. */
export const TIPOS_DE_RESPOSTA = {
  TEXTO: { descricao: "Texto livre", opcoes: false },
  NUMERO: { descricao: "Número", opcoes: false },
  SIM_NAO: { descricao: "Sim ou não", opcoes: false },
  OPCAO: { descricao: "Escolha entre opções", opcoes: true },
} as const;
export type TipoDeResposta = keyof typeof TIPOS_DE_RESPOSTA;

/** A key names an answer in integrations: lower case words joined by "_". */
export const CHAVE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
export const CHAVE_MAX = 60;
export const DESCRICAO_MAX = 300;
export const OPCOES_MIN = 2;
export const OPCOES_MAX = 12;
