/**
 * The pages of the areas whose first render draws nothing with antd (their dialogs, selects and drawers load when
 * used), as app/ names them: the shell leaves antd's provider out of them (AntdDaPagina). The staff's queue and a
 * request's detail are the pages staff open most, on phones too. `npm run lint` (scripts/verificar-imports.mjs)
 * fails when one of them imports antd into its first load.
 */
export const PAGINAS_SEM_ANTD = [
  "/interno/solicitacoes",
  "/interno/solicitacoes/[id]",
  "/externo/cliente/solicitacoes/[id]",
  "/interno/consultor/diagnosticos",
  "/credenciamento/avaliador",
] as const;

// A page's id is a number (lib/paths.ts's parseId): "/interno/solicitacoes/nova", a page of its own beside
// "/interno/solicitacoes/[id]", is not one of these.
const PADROES = PAGINAS_SEM_ANTD.map((rota) => new RegExp(`^${rota.replace(/\[[^\]]+\]/g, "\\d+")}/?$`));

export const desenhadaSemAntd = (pathname: string) => PADROES.some((padrao) => padrao.test(pathname));
