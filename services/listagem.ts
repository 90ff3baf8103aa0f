import { useQuery } from "@tanstack/react-query";
import { getJson, type ListParams, type Page } from "./query";

export type Estado = { id: number; sigla: string; nome: string };
export type Cidade = { id: number; nome: string };

// The shapes below recur across the services (a status, a person, a client company); they are defined here once.

/** A workflow status or substatus as lists show it. */
export type Cor = { id: number; codigo: string; descricao: string; cor: string };
/** A request's substatus with the status it belongs to (its colour is the status's). */
export type Substatus = Cor & { status: Cor };
export type SubstatusOpcao = Cor & { status: { id: number; codigo: string } };

/** A user as other records name them (managers, consultants, authors of history rows). */
export type Pessoa = { id: number; nome: string; sobrenome: string };

/** A client company (or rural producer) as lists and request details show it. */
export type Cliente = {
  id: number;
  nomefantasia: string;
  razaosocial: string;
  cnpj_mask: string | null;
  cpf_mask: string | null;
  cidade: { id: number; nome: string };
  estado: { sigla: string };
};

export type ModeloOfertaItem = {
  id: number;
  titulo: string;
  valor: number;
  ativo: boolean;
  servico: { id: number; titulo: string; exige_diagnostico: boolean };
};

export type Prestador = {
  id: number;
  nomefantasia: string;
  razaosocial: string;
  cnpj_mask: string | null;
  suspenso: boolean;
  ativo: boolean;
  cidade: { id: number; nome: string };
  estado: { sigla: string };
};

export type Consultor = Pessoa & { email: string };

export type ItemSimples = { id: number; descricao: string };
export type TipoListaSimples = "gestores" | "servicos" | "modelosoferta" | "prestadores";

export type ClientesParams = { search?: string; page?: number; page_size?: number };
export type ModelosOfertaParams = ClientesParams & { servico?: number };
export type PrestadoresParams = { servico?: number; search?: string; page?: number };

export const listagemKeys = {
  estados: ["listagem", "estados"] as const,
  cidades: (estado: number | string) => ["listagem", "cidades", estado] as const,
  clientes: (params: ClientesParams) => ["listagem", "clientes", params] as const,
  modelosOferta: (params: ModelosOfertaParams) => ["listagem", "modelosoferta", params] as const,
  simples: (tipo: TipoListaSimples, params: { search?: string }) =>
    ["listagem", "simples", tipo, params] as const,
  consultores: (params: ListParams) => ["listagem", "consultores", params] as const,
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
  orNull(getJson<Page<Cliente>>("/listagem/interno/clientes/", params));

export const loadModelosOferta = (params: ModelosOfertaParams = {}) =>
  orNull(getJson<Page<ModeloOfertaItem>>("/listagem/interno/modelosoferta/", params));

export const loadListaSimples = (tipo: TipoListaSimples, params: { search?: string } = {}) =>
  orNull(getJson<Page<ItemSimples>>(`/listagem/simples/interno/${tipo}/`, params));

export const useEstados = () =>
  useQuery({
    queryKey: listagemKeys.estados,
    queryFn: () => getJson<Estado[]>("/listagem/interno/estados/"),
    staleTime: Infinity,
  });

export const useCidades = (estado: number | null) =>
  useQuery({
    queryKey: listagemKeys.cidades(estado ?? 0),
    queryFn: () => getJson<Cidade[]>("/listagem/interno/cidades/", { estado: estado ?? undefined }),
    enabled: estado !== null,
    staleTime: Infinity,
  });

/** Active clients, 50 a page; data is null when the list could not be loaded (show <ListaIndisponivel />). */
export const useClientes = (params: ClientesParams = {}) =>
  useQuery({
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
export const useListaSimples = (tipo: TipoListaSimples, params: { search?: string } = {}) =>
  useQuery({
    queryKey: listagemKeys.simples(tipo, params),
    queryFn: () => loadListaSimples(tipo, params),
    placeholderData: (previous) => previous,
  });

export const useConsultores = (params: ListParams = {}) =>
  useQuery({
    queryKey: listagemKeys.consultores(params),
    queryFn: () => getJson<Page<Consultor>>("/listagem/interno/consultores/", params),
  });

/** Provider companies; with `servico`, only those accredited for it. */
/** `enabled: false` waits for what the list depends on (the offer whose accredited providers it shows). */
export const usePrestadoresLista = (params: PrestadoresParams = {}, { enabled = true } = {}) =>
  useQuery({
    enabled,
    queryKey: listagemKeys.prestadores(params),
    queryFn: () => getJson<Page<Prestador>>("/listagem/interno/prestadores/", params),
    placeholderData: (previous) => previous,
  });

/** The request substatuses, of one status (código) when given. */
export const useSubstatusSolicitacao = (status?: string) =>
  useQuery({
    queryKey: listagemKeys.substatus(status),
    queryFn: () => getJson<SubstatusOpcao[]>("/listagem/externo/substatus/", { status }),
    staleTime: Infinity,
  });
