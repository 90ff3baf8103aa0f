// The evaluator's side of the tenders: /credenciamento/edital/avaliacao/… and the tender's evaluator page.
import { useQuery } from "@tanstack/react-query";
import { leitura, type Schema } from "../api";

export type AvaliacaoResumo = Schema<"AvaliacaoResumo">;
export type EditalDoAvaliador = Schema<"EditalDoAvaliador">;

const B = "/credenciamento/edital";

export const avaliacaoKeys = {
  lista: ["avaliacao"] as const,
  inscricoes: (edital: number) => ["avaliacao", edital, "inscricoes"] as const,
  edital: (edital: number) => ["avaliacao", edital] as const,
};

export const useAvaliacoes = () => useQuery(leitura(avaliacaoKeys.lista, `${B}/avaliacao/list/`));

export const useInscricoesDoAvaliador = (edital: number) =>
  useQuery(
    leitura(avaliacaoKeys.inscricoes(edital), `${B}/avaliacao/{id}/inscricoes/`, { path: { id: edital } }),
  );

export const useEditalDoAvaliador = (edital: number) =>
  useQuery(
    leitura(avaliacaoKeys.edital(edital), `${B}/detalhe/{id}/page_avaliador/`, { path: { id: edital } }),
  );
