"use client";
import { Link } from "@/components/ui/link";
import { Lista } from "@/components/ui/lista";
import { capitalizeWords, formatDate } from "@/lib/format";
import { QueryBlock } from "@/components/ui/query-block";
import { StatusTag } from "@/components/solicitacao/status-tag";
import { useSubsolicitacoes } from "@/services/solicitacao-interno";

export function Subsolicitacoes({ id }: { id: number }) {
  const filhas = useSubsolicitacoes(id);
  return (
    <QueryBlock query={filhas} isEmpty={(d) => d.length === 0} empty="Nenhuma subsolicitação.">
      {(list) => (
        <Lista
          size="small"
          dataSource={list}
          renderItem={(f) => (
            <Lista.Item key={f.id} extra={<StatusTag substatus={f.substatus} />}>
              <Lista.Item.Meta
                title={<Link href={`/interno/solicitacoes/${f.id}`}>{f.nrosolicitacao}</Link>}
                description={`${capitalizeWords(f.modelooferta.titulo)} · ${formatDate(f.dtainclusao)}`}
              />
            </Lista.Item>
          )}
        />
      )}
    </QueryBlock>
  );
}
