// Service units (GET/POST /unidade-atendimento/, GET/PUT/PATCH/DELETE /{id}/), their cities and managers, and
// the active ones as options.
import { useQuery } from "@tanstack/react-query";
import { leitura, type QueryDe, type Schema } from "./api";
import { cadastro, vinculo } from "./cadastro";

export type UnidadeAtendimento = Schema<"UnidadeAtendimento">;
export type UnidadeAtendimentoCorpo = Schema<"UnidadeAtendimentoCorpo">;
export type UnidadeAtendimentoCidade = Schema<"UnidadeAtendimentoCidade">;
export type UnidadeAtendimentoGestor = Schema<"UnidadeAtendimentoGestor">;
export type UnidadesAtendimentoParams = QueryDe<"/unidade-atendimento/">;

export const unidadesAtendimento = cadastro<UnidadeAtendimento, UnidadeAtendimentoCorpo>(
  "/unidade-atendimento/",
);
export const cidadesDaUnidade = vinculo<UnidadeAtendimentoCidade>(
  "/unidade-atendimento/cidade/",
  "unidade",
  "cidade",
  "/unidade-atendimento/",
);
export const gestoresDaUnidade = vinculo<UnidadeAtendimentoGestor>(
  "/unidade-atendimento/gestor/",
  "unidade",
  "gestor",
  "/unidade-atendimento/",
);

export const unidadeAtendimentoKeys = {
  // Under the units' key: a unit saved or archived in the back office leaves the options at once.
  simples: [...unidadesAtendimento.chaves.todas, "simples"] as const,
};

export const useUnidadesAtendimento = (params: UnidadesAtendimentoParams = {}) =>
  unidadesAtendimento.useLista(params as never);

/** The active service units by name, as options (the staff queue filters by unit). */
export const useUnidadesOpcoes = ({ enabled = true } = {}) =>
  useQuery({
    enabled,
    ...leitura(unidadeAtendimentoKeys.simples, "/listagem/unidade-atendimento/simple/"),
    staleTime: Infinity,
  });
