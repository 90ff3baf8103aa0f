import { useQuery } from "@tanstack/react-query";
import { api, leitura, type Lida, type QueryDe, type Schema } from "./api";

export type Estado = Schema<"EstadoOpcao">;
export type Cidade = Schema<"CidadeOpcao">;
/** A workflow status or substatus as lists show it. */
export type Cor = Schema<"Cor">;
/** A request's substatus with the status it belongs to (its colour is the status's). */
export type Substatus = Schema<"SubstatusSolicitacao">;
export type SubstatusOpcao = Schema<"SubstatusOpcao">;
/** A user as other records name them (managers, consultants, authors of history rows). */
export type Pessoa = Schema<"Pessoa">;
/** A client company (or rural producer) as lists and request details show it. */
export type Cliente = Schema<"SolicitacaoEmpresaResumo">;
export type ModeloOfertaItem = Schema<"ModeloOfertaLista">;
export type Prestador = Schema<"PrestadorLista">;
export type Consultor = Schema<"PessoaEmpresa">;
export type ItemSimples = Schema<"Opcao">;
export type TipoListaSimples = "gestores" | "servicos" | "modelosoferta" | "prestadores";

export type ClientesParams = QueryDe<"/listagem/interno/clientes/">;
export type ModelosOfertaParams = QueryDe<"/listagem/interno/modelosoferta/">;
export type PrestadoresParams = QueryDe<"/listagem/interno/prestadores/">;
export type ConsultoresParams = QueryDe<"/listagem/interno/consultores/">;
export type UsuarioInterno = Schema<"UsuarioInterno">;
export type UsuariosInternosParams = QueryDe<"/listagem/usuarios/internos/">;

export const listagemKeys = {
  estados: ["listagem", "estados"] as const,
  cidades: (estado: number | string) => ["listagem", "cidades", estado] as const,
  clientes: (params: ClientesParams) => ["listagem", "clientes", params] as const,
  modelosOferta: (params: ModelosOfertaParams) => ["listagem", "modelosoferta", params] as const,
  simples: (tipo: TipoListaSimples, params: { search?: string }) =>
    ["listagem", "simples", tipo, params] as const,
  consultores: (params: ConsultoresParams) => ["listagem", "consultores", params] as const,
  usuariosInternos: (params: UsuariosInternosParams) => ["listagem", "usuarios-internos", params] as const,
  prestadores: (params: PrestadoresParams) => ["listagem", "prestadores", params] as const,
  substatus: (status?: string) => ["listagem", "substatus", "solicitacao", status ?? null] as const,
};

/** SPEC §8: the client, offer-model and simple list loaders give null on failure instead of throwing. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch {
    return null;
  }
}

export const loadClientes = (params: ClientesParams = {}) =>
  orNull(api.get("/listagem/interno/clientes/", { query: params }));

export const loadModelosOferta = (params: ModelosOfertaParams = {}) =>
  orNull(api.get("/listagem/interno/modelosoferta/", { query: params }));

export const loadListaSimples = (tipo: TipoListaSimples, params: { search?: string } = {}) =>
  orNull(api.get(`/listagem/simples/interno/${tipo}/`, { query: params }));

export const useEstados = () =>
  useQuery({ ...leitura(listagemKeys.estados, "/listagem/interno/estados/"), staleTime: Infinity });

export const useCidades = (estado: number | null) =>
  useQuery({
    queryKey: listagemKeys.cidades(estado ?? 0),
    queryFn: () => api.get("/listagem/interno/cidades/", { query: { estado: estado! } }),
    enabled: estado !== null,
    staleTime: Infinity,
  });

/** Active clients, 50 a page; data is null when the list could not be loaded (show <ListaIndisponivel />). */
export const useClientes = (params: ClientesParams = {}, { enabled = true } = {}) =>
  useQuery({
    enabled,
    queryKey: listagemKeys.clientes(params),
    queryFn: () => loadClientes(params),
    placeholderData: (previous) => previous,
  });

/** Offer models with their service; data is null when the list could not be loaded. */
export const useModelosOfertaLista = (params: ModelosOfertaParams = {}) =>
  useQuery({
    queryKey: listagemKeys.modelosOferta(params),
    queryFn: () => loadModelosOferta(params),
    placeholderData: (previous) => previous,
  });

/** `{id, descricao}` options, 100 a page; data is null when the list could not be loaded. */
export const useListaSimples = (
  tipo: TipoListaSimples,
  params: { search?: string } = {},
  { enabled = true } = {},
) =>
  useQuery({
    enabled,
    queryKey: listagemKeys.simples(tipo, params),
    queryFn: () => loadListaSimples(tipo, params),
    placeholderData: (previous) => previous,
  });

export const useConsultores = (params: ConsultoresParams = {}, { enabled = true } = {}) =>
  useQuery({
    ...leitura(listagemKeys.consultores(params), "/listagem/interno/consultores/", { query: params }),
    enabled,
  });

/** Active staff users with their groups, searched; the last page stays while the next search loads. */
export const useUsuariosInternos = (params: UsuariosInternosParams = {}) =>
  useQuery({
    ...leitura(listagemKeys.usuariosInternos(params), "/listagem/usuarios/internos/", { query: params }),
    placeholderData: (previous) => previous,
  });

/** Provider companies; with `servico`, only those accredited for it. */
/** `enabled: false` waits for what the list depends on (the offer whose accredited providers it shows). */
export const usePrestadoresLista = (params: PrestadoresParams = {}, { enabled = true } = {}) =>
  useQuery({
    enabled,
    queryKey: listagemKeys.prestadores(params),
    queryFn: () => api.get("/listagem/interno/prestadores/", { query: params }),
    placeholderData: (previous) => previous,
  });

/** A list of statuses (código, descrição) as a select's options. */
export const opcoesDeStatus = <C extends string>(
  lista: readonly { codigo: C; descricao: string }[] | undefined,
) => lista?.map((s) => ({ value: s.codigo, label: s.descricao })) ?? [];

/**
 * The request substatuses, of one status (código) when given; `servidor`, the list as a page read it on the
 * server (server/leitura.ts).
 */
export const useSubstatusSolicitacao = (
  status?: string,
  { enabled = true, servidor }: { enabled?: boolean; servidor?: Lida<"/listagem/externo/substatus/"> } = {},
) =>
  useQuery({
    enabled,
    ...leitura(
      listagemKeys.substatus(status),
      "/listagem/externo/substatus/",
      { query: { status } },
      servidor,
    ),
    staleTime: Infinity,
  });
