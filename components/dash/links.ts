// Where each dashboard figure leads: the list it counts, with that list's own URL filters.
import { paraUrl } from "@/hooks/use-lista-filtrada";
import {
  ASSINATURAS_PATH,
  CENTROS_CUSTO_PATH,
  DIAGNOSTICOS_PATH,
  FILA_PATH,
  MY_REQUESTS_PATH,
  PROJETOS_DA_EQUIPE_PATH,
  PROJETOS_PATH,
  PROPOSTAS_PATH,
} from "@/lib/paths";
import type { FiltroOportunidade } from "@/lib/regras/proposta";
import type { FilaParams } from "@/services/solicitacao-interno";
import type { MinhasParams } from "@/services/proposta";
import type { ProjetosExternosParams } from "@/services/projeto";

const com = (caminho: string, filtros: Record<string, string | number | undefined>) => {
  const qs = paraUrl(filtros);
  return qs ? `${caminho}?${qs}` : caminho;
};

/** The client's requests: by status (`dash_filter`) or by a step of the workflow (`substatus`). */
export const linkSolicitacoes = (f: { dash_filter?: string; substatus?: string }) => com(MY_REQUESTS_PATH, f);

/** The staff queue with its filters. */
export const linkFila = (f: Omit<FilaParams, "page" | "page_size">) => com(FILA_PATH, f);

/** The provider's proposals page: a tab, the opportunities' filter or the sent ones' status. */
export const linkPropostas = (f: {
  aba?: "enviadas" | "emanalise";
  dash_filter?: FiltroOportunidade;
  status?: MinhasParams["status"];
}) => com(PROPOSTAS_PATH, f);

/** A party's projects: a tab of its page (entregar, aprovar, encerrados, todos), and the state of an invoice. */
export const linkProjetos = (
  parte: keyof typeof PROJETOS_PATH,
  f: { aba?: string; nota?: ProjetosExternosParams["nota"] } = {},
) => com(PROJETOS_PATH[parte], f);

/** Staff's projects, those with an invoice to authorise when `a_autorizar`. */
export const linkProjetosDaEquipe = (f: { a_autorizar?: "true" } = {}) => com(PROJETOS_DA_EQUIPE_PATH, f);

/** The programme's signatures waiting for staff (the batch page). */
export const linkAssinaturas = () => ASSINATURAS_PATH;

/** A party's diagnostics (the first tab is what waits for them). */
export const linkDiagnosticos = (parte: keyof typeof DIAGNOSTICOS_PATH) => DIAGNOSTICOS_PATH[parte];

/** Staff's cost centres, those someone follows when `envolvido`; or one centre's movements. */
export const linkCentros = (f: { envolvido?: number } = {}) => com(CENTROS_CUSTO_PATH.interno, f);
export const linkCentro = (id: number) => `${CENTROS_CUSTO_PATH.interno}/${id}`;
