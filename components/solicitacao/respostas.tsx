"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { Lista } from "@/components/ui/lista";
import { sentenceCase } from "@/lib/format";
import { QueryBlock } from "@/components/ui/query-block";
import type { RespostaDimensionamento } from "@/services/solicitacao";

/** The client's answers to the service's sizing questions (client and staff details). */
export function Respostas({ query }: { query: UseQueryResult<RespostaDimensionamento[]> }) {
  return (
    <QueryBlock query={query} isEmpty={(d) => d.length === 0} empty="Nenhuma pergunta respondida.">
      {(list) => (
        <Lista
          size="small"
          dataSource={list}
          renderItem={(r) => (
            <Lista.Item key={r.pergunta.id}>
              <Lista.Item.Meta title={sentenceCase(r.pergunta.pergunta)} description={r.resposta} />
            </Lista.Item>
          )}
        />
      )}
    </QueryBlock>
  );
}
