// A provider company's enrolment in an accreditation tender: /credenciamento/edital/inscricao/…, the
// enrolment form's data (detalhe/inscricao/), and the document and stage transitions.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, leitura, type Schema } from "../api";

export type InscricaoResumo = Schema<"InscricaoResumo">;
export type InscricaoDetalhe = Schema<"InscricaoDetalhe">;
export type EtapasDaInscricao = Schema<"EtapasDaInscricao">;
export type EtapaDaInscricao = EtapasDaInscricao["etapas"][number];
export type DocumentoInscricao = Schema<"DocumentoInscricao">;
export type AcaoDocumento = "enviar" | "aceitar" | "devolver" | "rejeitar";

export const inscricaoKeys = {
  all: ["inscricao"] as const,
  lista: (edital?: number) => ["inscricao", "lista", edital ?? null] as const,
  formulario: (edital: number) => ["inscricao", "formulario", edital] as const,
  detalhe: (id: number) => ["inscricao", id] as const,
  etapas: (id: number) => ["inscricao", id, "etapas"] as const,
};

const B = "/credenciamento/edital";

export const useInscricoes = (edital?: number) =>
  useQuery(leitura(inscricaoKeys.lista(edital), `${B}/inscricao/list/`, { query: edital ? { edital } : {} }));

export const useFormularioDeInscricao = (edital: number) =>
  useQuery(leitura(inscricaoKeys.formulario(edital), `${B}/detalhe/inscricao/`, { query: { edital } }));

export const useInscricao = (id: number) =>
  useQuery(leitura(inscricaoKeys.detalhe(id), `${B}/inscricao/detalhe/{id}/`, { path: { id } }));

export const useEtapasDaInscricao = (id: number) =>
  useQuery(leitura(inscricaoKeys.etapas(id), `${B}/inscricao/etapas/{id}/`, { path: { id } }));

/** A provider company enrols in a tender for some of its services. */
export const useInscrever = () =>
  useAcao({
    chamada: (body: { edital: number; empresa: number; servicos: number[] }) =>
      api.post(`${B}/inscricao/`, { body }),
    invalida: [inscricaoKeys.all],
  });

/** One act on a document: the company sends it; the evaluator accepts, returns or rejects it. */
export const useAgirNoDocumento = (inscricao: number) =>
  useAcao({
    chamada: ({
      documento,
      versao,
      ...campos
    }: {
      documento: number;
      versao: number;
      acao: AcaoDocumento;
      arquivo?: File;
      validade?: string;
      motivo?: string;
      prazo?: string;
    }) => {
      const body = new FormData();
      for (const [campo, valor] of Object.entries(campos)) if (valor !== undefined) body.append(campo, valor);
      return api.patch(`${B}/inscricao/etapas/documento/{id}/`, { path: { id: documento }, body, versao });
    },
    invalida: [inscricaoKeys.detalhe(inscricao), inscricaoKeys.all],
  });

/** The stage's transition: the company sends its current stage; the evaluator moves it on. */
export const usePassarEtapa = (inscricao: number) =>
  useAcao({
    chamada: ({ etapa, versao }: { etapa: number; versao: number }) =>
      api.patch(`${B}/inscricao/etapas/next/{id}/`, { path: { id: inscricao }, query: { etapa }, versao }),
    invalida: [inscricaoKeys.all],
  });
