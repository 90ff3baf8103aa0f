import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, pagina, type QueryDe, type Schema } from "./api";
import { exportarLista } from "./exportacao";

export type Empresa = Schema<"EmpresaDoUsuario">;
/** A company as GET /empresa/list/ gives it: the list shape of a client company, with its type. */
export type EmpresaResumo = Schema<"EmpresaResumo">;
export type NovaEmpresa = Schema<"EmpresaNova">;
export type EmpresasParams = QueryDe<"/empresa/">;

export const empresaKeys = {
  all: ["empresa"] as const,
  list: (params: EmpresasParams) => ["empresa", "page", params] as const,
  options: ["empresa", "options"] as const,
  prestador: (id: number) => ["empresa", "prestador", id] as const,
  busca: (params: BuscaEmpresasParams) => ["empresa", "busca", params] as const,
  detalhe: (id: number) => ["empresa", "detalhe", id] as const,
  historico: (id: number) => ["empresa", "historico", id] as const,
  areas: ["empresa", "areas-atuacao"] as const,
  situacoesCredenciamento: ["empresa", "situacoes-credenciamento"] as const,
};

export type PerfilPrestador = Schema<"PerfilPrestador">;

/** A provider's profile ("provider data", "diagnostician data"), read when its modal opens. */
export const usePerfilPrestador = (id: number, enabled: boolean) =>
  useQuery({
    ...leitura(empresaKeys.prestador(id), "/empresa/prestador/{id}/", { path: { id } }),
    enabled,
  });

/** The caller's own companies (GET /empresa/). */
export function useEmpresas(params: EmpresasParams = {}) {
  return useQuery(leitura(empresaKeys.list(params), "/empresa/", { query: params }));
}

export const useEmpresaList = (enabled = true) =>
  useQuery({ ...leitura(empresaKeys.options, "/empresa/list/"), enabled });

export function useCreateEmpresa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NovaEmpresa) => api.post("/empresa/", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: empresaKeys.all }),
  });
}

// Staff looking companies up (GET /empresa/interno/…, /empresa/historico/{id}/).

export type EmpresaBuscada = Schema<"EmpresaBuscada">;
export type EmpresaDetalhe = Schema<"EmpresaDetalhe">;
export type HistoricoEmpresa = Schema<"EmpresaHistorico">;
export type BuscaEmpresasParams = QueryDe<"/empresa/interno/busca/empresa/">;
export type FiltroEmpresas = QueryDe<"/empresa/interno/export/">;

export const useBuscaEmpresas = (params: BuscaEmpresasParams) =>
  useQuery(pagina(empresaKeys.busca(params), "/empresa/interno/busca/empresa/", params));

export const useEmpresaDetalhe = (id: number) =>
  useQuery(leitura(empresaKeys.detalhe(id), "/empresa/interno/detalhe/{id}/", { path: { id } }));

/** The company's history; `ativo` false holds the read (the card is not in sight yet). */
export const useHistoricoEmpresa = (id: number, ativo = true) =>
  useQuery({
    ...leitura(empresaKeys.historico(id), "/empresa/historico/{id}/", { path: { id } }),
    enabled: ativo,
  });

/** The areas of activity, to filter the companies by. */
export const useAreasAtuacao = () =>
  useQuery({ ...leitura(empresaKeys.areas, "/listagem/area-atuacao/simple/"), staleTime: Infinity });

/** The accreditation's states, so its history rows read "Solicitado → Credenciado". */
export const useSituacoesCredenciamento = (enabled = true) =>
  useQuery({
    enabled,
    ...leitura(empresaKeys.situacoesCredenciamento, "/listagem/interno/substatus/", {
      query: { entidade: "credenciamento" },
    }),
    staleTime: Infinity,
  });

/** A staff note on the company's history, with an optional attachment (multipart). */
export const useAnotarEmpresa = (id: number) =>
  useAcao({
    chamada: ({ texto, arquivo }: { texto: string; arquivo?: File }) => {
      const body = new FormData();
      body.append("texto", texto);
      if (arquivo) body.append("arquivo", arquivo);
      return api.post("/empresa/historico/{id}/", { path: { id }, body });
    },
    invalida: [empresaKeys.historico(id)],
  });

/** Downloads the attachment of a row of a company's history. */
export const baixarAnexo = (historico: number, nome: string) =>
  baixarArquivo(`/empresa/historico/anexo/${historico}/`, nome);

/** The spreadsheet of the companies the filters find; `progresso` hears the bytes received so far. */
export const exportarEmpresas = (filtros: FiltroEmpresas, progresso: (bytes: number) => void) =>
  exportarLista("/empresa/interno/export/", filtros, "empresas", progresso);
