// Evaluation questionnaires staff keep (GET/POST/PUT/DELETE /questionario/interno/…) and the services that use them.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { apiErrorOf } from "@/lib/api-client";
import { api, leitura, type CorpoDe, type QueryDe, type Schema } from "./api";

export type QuestionarioResumo = Schema<"QuestionarioResumo">;
export type QuestionarioDetalhe = Schema<"QuestionarioDetalhe">;
export type PerguntaDoQuestionario = QuestionarioDetalhe["perguntas"][number];
export type TipoPergunta = PerguntaDoQuestionario["tipo"];
export type QuestionarioCorpo = Schema<"QuestionarioCorpo">;
export type ServicosDoQuestionario = CorpoDe<"post", "/questionario/interno/lista/">;
export type QuestionariosParams = QueryDe<"/questionario/interno/lista/">;

export const questionarioKeys = {
  all: ["questionario"] as const,
  lista: (params: QuestionariosParams) => ["questionario", "lista", params] as const,
  detalhe: (id: number) => ["questionario", "detalhe", id] as const,
};

// SPEC §8: these failures are only logged (the status and message, never the request with its token).
const registrar = (oque: string, e: unknown) => console.error(`Hub: ${oque}`, apiErrorOf(e));

/** A page of questionnaires with their counts; null when it could not be read (the failure is logged). */
export async function loadQuestionarios(params: QuestionariosParams = {}) {
  try {
    return await api.get("/questionario/interno/lista/", { query: params });
  } catch (e) {
    registrar("falha ao ler a lista de questionários", e);
    return null;
  }
}

/**
 * Deletes a questionnaire. A failure is logged, and what it throws carries no reason of the API's, so the screen
 * says SPEC §8's generic message.
 */
export async function excluirQuestionario(id: number) {
  try {
    await api.delete("/questionario/interno/{id}/", { path: { id } });
  } catch (e) {
    registrar(`falha ao excluir o questionário ${id}`, e);
    throw new Error(`questionário ${id} não excluído`);
  }
}

/** data is null when the list could not be loaded (ListaPaginada then says so). */
export const useQuestionarios = (params: QuestionariosParams) =>
  useQuery({
    queryKey: questionarioKeys.lista(params),
    queryFn: () => loadQuestionarios(params),
    placeholderData: keepPreviousData,
  });

export const useQuestionario = (id: number) =>
  useQuery({
    ...leitura(questionarioKeys.detalhe(id), "/questionario/interno/lista/{id}/", { path: { id } }),
    retry: false,
  });

export const useExcluirQuestionario = () =>
  useAcao({ chamada: excluirQuestionario, invalida: [questionarioKeys.all] });

/** Creates a questionnaire, or with `id` replaces one's description and questions. */
export const useSalvarQuestionario = () =>
  useAcao({
    chamada: ({ id, ...body }: QuestionarioCorpo & { id?: number }) =>
      id
        ? api.put("/questionario/interno/atualiza/", { body: { id, ...body } })
        : api.post("/questionario/interno/", { body }),
    invalida: [questionarioKeys.all],
  });

/** The services that use the questionnaire become exactly those sent. */
export const useServicosDoQuestionario = () =>
  useAcao({
    chamada: (body: ServicosDoQuestionario) => api.post("/questionario/interno/lista/", { body }),
    invalida: [questionarioKeys.all],
  });
