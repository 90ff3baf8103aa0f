// Chat per request, shared by the panel and the server so both name and refuse the same.

/**
 * The conversations of a request: the client with staff, a provider with staff (one per provider company),
 * and the client with the contracted provider once the contract is signed.
 */
export const GRUPOS_MENSAGEM = ["CLIENTE_EQUIPE", "PRESTADOR_EQUIPE", "CLIENTE_PRESTADOR"] as const;
export type GrupoMensagem = (typeof GRUPOS_MENSAGEM)[number];

/** The side a user writes from: the `role` of the chat's calls. */
export const PAPEIS_MENSAGEM = ["cliente", "prestador", "equipe"] as const;
export type PapelMensagem = (typeof PAPEIS_MENSAGEM)[number];

/** The groups whose conversations are held with one provider company (named by `prestador`). */
export const GRUPOS_COM_PRESTADOR: readonly GrupoMensagem[] = ["PRESTADOR_EQUIPE", "CLIENTE_PRESTADOR"];

export const MENSAGEM = { max: 2000 } as const;

/** Messages per page of a conversation. */
export const MENSAGENS_POR_PAGINA = 20;
