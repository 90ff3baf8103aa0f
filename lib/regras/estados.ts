// A workflow's states by name, built from its list in lib/regras/<dominio>.ts (DESIGN §5).

/**
 * Each state of `lista` under its own name (`PROPOSTA.RASCUNHO`), for code that names one state: the one a
 * row is created in, a query's filter, what a screen shows in it. Decisions about what a user may do read
 * the workflow table (`acoes`), and groups of states are named sets beside the list.
 */
export const porNome = <const E extends string>(lista: readonly E[]) =>
  Object.fromEntries(lista.map((e) => [e, e])) as { readonly [K in E]: K };
