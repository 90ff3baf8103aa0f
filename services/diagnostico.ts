// Diagnostics: the consultants' views and links (GET /diagnostico/consultor/…), and the parties' lists,
// details and workflow actions (the provider who makes one, the client who approves it).
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, pagina, type QueryDe, type Schema } from "./api";
import { solicitacaoKeys } from "./solicitacao";

export type Diagnostico = Schema<"Diagnostico">;
export type DiagnosticoDetalhe = Schema<"DiagnosticoDetalhe">;
export type DiagnosticosParams = QueryDe<"/diagnostico/consultor/">;
export type DiagnosticosDaParteParams = QueryDe<"/diagnostico/externo/">;
export type AcaoDiagnostico = DiagnosticoDetalhe["acoes"][number];

export const diagnosticoKeys = {
  all: ["diagnostico", "consultor"] as const,
  list: (params: DiagnosticosParams) => ["diagnostico", "consultor", "list", params] as const,
  enviados: (params: DiagnosticosParams) => ["diagnostico", "consultor", "enviados", params] as const,
  detail: (id: number) => ["diagnostico", "consultor", "detalhe", id] as const,
  status: ["diagnostico", "status"] as const,
  daParte: ["diagnostico", "externo"] as const,
  listaDaParte: (params: DiagnosticosDaParteParams) => ["diagnostico", "externo", "list", params] as const,
  detalheDaParte: (id: number) => ["diagnostico", "externo", "detalhe", id] as const,
};

/** The provider's diagnostics to do and the client's to review, filtered as the URL says. */
export const useDiagnosticosDaParte = (params: DiagnosticosDaParteParams) =>
  useQuery(pagina(diagnosticoKeys.listaDaParte(params), "/diagnostico/externo/", params));

export const useDiagnosticoDaParte = (id: number) =>
  useQuery(leitura(diagnosticoKeys.detalheDaParte(id), "/diagnostico/externo/{id}/", { path: { id } }));

// An approval or refusal moves the request too.
const DIAGNOSTICO_E_SOLICITACAO = [diagnosticoKeys.daParte, solicitacaoKeys.all];

type Versao = { versao: number };

/** The provider accepts the diagnostic (no input). */
export const useAceitarDiagnostico = (id: number) =>
  useAcao({
    chamada: ({ versao }: Versao) => api.patch("/diagnostico/externo/{id}/aceite/", { path: { id }, versao }),
    invalida: DIAGNOSTICO_E_SOLICITACAO,
  });

/** The client approves it: the request opens for proposals. */
export const useAprovarDiagnostico = (id: number) =>
  useAcao({
    chamada: ({ versao }: Versao) =>
      api.patch("/diagnostico/externo/{id}/aprovar/", { path: { id }, versao }),
    invalida: DIAGNOSTICO_E_SOLICITACAO,
  });

/** The provider refuses it, saying why. */
export const useRejeitarDiagnostico = (id: number) =>
  useAcao({
    chamada: ({ versao, motivo }: Versao & { motivo: string }) =>
      api.patch("/diagnostico/externo/{id}/rejeita/", { path: { id }, body: { motivo }, versao }),
    invalida: DIAGNOSTICO_E_SOLICITACAO,
  });

/** The client returns it to the provider, saying what to fix. */
export const useCorrigirDiagnostico = (id: number) =>
  useAcao({
    chamada: ({ versao, motivo }: Versao & { motivo: string }) =>
      api.put("/diagnostico/externo/{id}/correcao/", { path: { id }, body: { motivo }, versao }),
    invalida: DIAGNOSTICO_E_SOLICITACAO,
  });

/** The provider sends the diagnostic's PDF. */
export const useEnviarDiagnostico = (id: number) =>
  useAcao({
    chamada: ({ versao, arquivo }: Versao & { arquivo: File }) => {
      const body = new FormData();
      body.append("arquivo", arquivo);
      return api.put("/diagnostico/externo/{id}/envia/arquivo/", { path: { id }, body, versao });
    },
    invalida: DIAGNOSTICO_E_SOLICITACAO,
  });

/** Downloads the diagnostic's file (its parties and staff). */
export const baixarDiagnostico = (d: { id: number; arquivo: { nome: string } | null }) =>
  baixarArquivo(`/diagnostico/${d.id}/arquivo/`, d.arquivo?.nome ?? "diagnostico.pdf");

export const useDiagnosticosConsultor = (params: DiagnosticosParams) =>
  useQuery(pagina(diagnosticoKeys.list(params), "/diagnostico/consultor/", params));

export const useDiagnosticosEnviados = (params: DiagnosticosParams) =>
  useQuery(pagina(diagnosticoKeys.enviados(params), "/diagnostico/enviados/consultor/", params));

export const useDiagnosticoConsultor = (id: number) =>
  useQuery(leitura(diagnosticoKeys.detail(id), "/diagnostico/consultor/{id}/", { path: { id } }));

/** The diagnostic statuses, in workflow order (the `dash_filter` values), for staff and parties alike. */
export const useStatusDiagnostico = () =>
  useQuery({
    ...leitura(diagnosticoKeys.status, "/listagem/externo/status/", { query: { entidade: "diagnostico" } }),
    staleTime: Infinity,
  });

/** Links a consultant to a diagnostic or, with `consultor: null`, unlinks it. */
export const useConsultorDiagnostico = () =>
  useAcao({
    chamada: ({ diagnostico, consultor }: { diagnostico: number; consultor: number | null }) =>
      consultor === null
        ? api.delete("/diagnostico/{id}/remover/consultor/", { path: { id: diagnostico } })
        : api.patch("/diagnostico/{id}/altera/consultor/", {
            path: { id: diagnostico },
            body: { consultor },
          }),
    invalida: [diagnosticoKeys.all],
  });
