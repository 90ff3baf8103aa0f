"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { QueryBlock } from "@/components/ui/query-block";
import { ListaDeRespostas } from "@/components/questionario";
import type { RespostaDimensionamento } from "@/services/solicitacao";

/** The client's answers to the service's sizing questions (client and staff details). */
export function Respostas({ query }: { query: UseQueryResult<RespostaDimensionamento[]> }) {
  return (
    <QueryBlock query={query} isEmpty={(d) => d.length === 0} empty="Nenhuma pergunta respondida.">
      {(list) => <ListaDeRespostas respostas={list} />}
    </QueryBlock>
  );
}
