// The sizing-question bank (GET/POST /questionario/interno/pergunta/dimensionamento/, /{id}/, /tipo/).
import { useQuery } from "@tanstack/react-query";
import { leitura, type Schema } from "./api";
import { cadastro } from "./cadastro";

export type PerguntaBanco = Schema<"PerguntaBanco">;
export type PerguntaBancoCorpo = Schema<"PerguntaDimensionamentoCorpo">;

export const perguntasDoBanco = cadastro<PerguntaBanco, PerguntaBancoCorpo>(
  "/questionario/interno/pergunta/dimensionamento/",
);

export const useTiposDeResposta = () =>
  useQuery(leitura(["dimensionamento", "tipo"], "/questionario/interno/pergunta/dimensionamento/tipo/"));
