"use client";
import { List } from "antd";
import { sentenceCase } from "@/lib/format";
import { QueryBlock } from "@/components/ui/query-block";
import { usePerguntasInterna } from "@/services/solicitacao-interno";

/** The client's answers to the service's sizing questions. */
export function Respostas({ id }: { id: number }) {
  const perguntas = usePerguntasInterna(id);
  return (
    <QueryBlock query={perguntas} isEmpty={(d) => d.length === 0} empty="Nenhuma pergunta respondida.">
      {(list) => (
        <List
          size="small"
          dataSource={list}
          renderItem={(r) => (
            <List.Item key={r.pergunta.id}>
              <List.Item.Meta title={sentenceCase(r.pergunta.pergunta)} description={r.resposta} />
            </List.Item>
          )}
        />
      )}
    </QueryBlock>
  );
}
