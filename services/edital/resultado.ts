// A tender's results (issue 45): its candidates, its preliminary result and each candidate's, the partial
// finish (a protocol PDF), appeals and their decision, the individual publication, and expired documents:
// /credenciamento/edital/inscricao/{id}/…, avaliacao/{id}/finaliza/parcial/, {edital}/inscricao/{id}/….
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, type Schema } from "../api";

export type Candidato = Schema<"CandidatoEdital">;
export type Resultado = Schema<"ResultadoInscricao">;
export type EmpresaComDocumentoVencido = Schema<"EmpresaComDocumentoVencido">;

export const resultadoKeys = {
  candidatos: (edital: number) => ["edital", edital, "candidatos"] as const,
  resultado: (edital: number) => ["edital", edital, "resultado"] as const,
  vencidos: ["edital", "documentos-vencidos"] as const,
};

export const useCandidatos = (edital: number) =>
  useQuery(
    leitura(resultadoKeys.candidatos(edital), "/credenciamento/edital/inscricao/{id}/empresas/", {
      path: { id: edital },
    }),
  );

export const useResultado = (edital: number) =>
  useQuery(
    leitura(resultadoKeys.resultado(edital), "/credenciamento/edital/inscricao/{id}/resultado/", {
      path: { id: edital },
    }),
  );

export const useDocumentosVencidos = () =>
  useQuery(leitura(resultadoKeys.vencidos, "/credenciamento/edital/documentos/vencidos/"));

// A change of a result shows on the result and on the candidates' list.
const DO_EDITAL = (edital: number) => [resultadoKeys.resultado(edital), resultadoKeys.candidatos(edital)];

/** The partial finish: the server answers the protocol PDF, downloaded as it comes. */
export const useFinalizarParcial = (edital: number, numero: string) =>
  useAcao({
    chamada: () =>
      baixarArquivo(
        `/credenciamento/edital/avaliacao/${edital}/finaliza/parcial/`,
        `protocolo-edital-${numero.replace(/\W+/g, "-")}.pdf`,
        "post",
      ),
    invalida: DO_EDITAL(edital),
  });

/** Staff publish one candidate's final result, at the version they saw. */
export const usePublicarResultado = (edital: number) =>
  useAcao({
    chamada: (r: Resultado) =>
      api.put("/credenciamento/edital/{edital}/inscricao/{inscricao}/publicar_individual/", {
        path: { edital, inscricao: r.inscricao },
        versao: r.versao,
      }),
    invalida: DO_EDITAL(edital),
  });

/** The candidate appeals: a text and, if it wants, a file. */
export const useRecorrer = (edital: number) =>
  useAcao({
    chamada: ({ inscricao, texto, arquivo }: { inscricao: number; texto: string; arquivo?: File }) => {
      const body = new FormData();
      body.append("texto", texto);
      if (arquivo) body.append("arquivo", arquivo);
      return api.post("/credenciamento/edital/inscricao/{id}/recurso/", { path: { id: inscricao }, body });
    },
    invalida: DO_EDITAL(edital),
  });

/** Staff decide an appeal; a granted one may approve services the candidate had refused. */
export const useDecidirRecurso = (edital: number) =>
  useAcao({
    chamada: ({
      inscricao,
      ...body
    }: {
      inscricao: number;
      deferido: boolean;
      decisao: string;
      servicos: number[];
    }) =>
      api.put("/credenciamento/edital/inscricao/{id}/recurso/decisao/", { path: { id: inscricao }, body }),
    invalida: DO_EDITAL(edital),
  });

export const baixarRecurso = (r: Resultado) =>
  baixarArquivo(
    `/credenciamento/edital/inscricao/${r.inscricao}/recurso/arquivo/`,
    `recurso-${r.empresa.nomefantasia}`,
  ).catch(() => {
    throw new Error("Não foi possível baixar o arquivo do recurso. Tente de novo.");
  });
