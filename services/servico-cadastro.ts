// The services' back office (GET/POST /servico/interno/, GET/PUT/PATCH/DELETE /{id}/, /tipo/), the questions
// each asks at checkout (PUT /{id}/perguntas/) and its accredited providers (GET /prestador/interno/, export).
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, pagina, type Schema } from "./api";
import { cadastro } from "./cadastro";

export type ServicoInterno = Schema<"ServicoInterno">;
export type ServicoInternoCorpo = Schema<"ServicoInternoCorpo">;
export type PerguntaEscolhida = Schema<"PerguntaEscolhida">;

export const servicosInternos = cadastro<ServicoInterno, ServicoInternoCorpo>("/servico/interno/");

export const useTiposDeServico = () => useQuery(leitura(["servico", "tipo"], "/servico/interno/tipo/"));

/** The questions the service asks, in order, archived ones too (they stay until taken out). */
const chavePerguntas = (servico: number) => ["servico", servico, "perguntas"] as const;
export const usePerguntasDoServico = (servico: number) =>
  useQuery(leitura(chavePerguntas(servico), "/servico/interno/{id}/perguntas/", { path: { id: servico } }));

/** Replaces the service's questions with these, in this order. */
export const useEscolherPerguntas = (servico: number) =>
  useAcao({
    chamada: (perguntas: number[]) =>
      api.put("/servico/interno/{id}/perguntas/", { path: { id: servico }, body: { perguntas } }),
    invalida: [chavePerguntas(servico), ["cadastro", "/servico/interno/"]],
  });

export const usePrestadoresDoServico = (servico: number, page: number) =>
  useQuery(pagina(["servico", servico, "prestadores", page], "/prestador/interno/", { servico, page }));

export const exportarPrestadores = (servico: number, arquivo: string, progresso: (bytes: number) => void) =>
  baixarArquivo(`/servico/interno/prestadores/export/${servico}/`, arquivo, "get", progresso);

/** Themes with their subthemes, types and programmes (the catalogue's filters): the form's choices. */
export const useOpcoesDoServico = () =>
  useQuery({ ...leitura(["servico", "filtros"], "/servico/filtros/"), staleTime: 60_000 });
