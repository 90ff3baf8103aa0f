"use client";
import { List, Tag } from "antd";
import { capitalizeWords, formatDate, fullName } from "@/lib/format";
import { QueryBlock } from "@/components/ui/query-block";
import { useAssinaturas, type Assinatura } from "@/services/solicitacao-interno";

const PAPEL: Record<Assinatura["papel"], string> = {
  CLIENTE: "Cliente",
  PRESTADOR: "Prestador",
  GESTOR: "Gestor",
};

/** Who must sign the request's contract and who already has; empty until contracts are sent. */
export function Assinaturas({ id }: { id: number }) {
  const query = useAssinaturas(id);
  return (
    <QueryBlock
      query={query}
      isEmpty={(d) => d.length === 0}
      empty="Nenhuma assinatura pendente: os contratos ainda não foram enviados."
    >
      {(list) => (
        <List
          size="small"
          dataSource={list}
          renderItem={(a) => (
            <List.Item key={a.id}>
              <List.Item.Meta
                title={`${PAPEL[a.papel]}: ${a.empresa ? capitalizeWords(a.empresa.nomefantasia) : fullName(a.usuario)}`}
                description={
                  a.assinado && a.dtaassinatura ? `Assinado em ${formatDate(a.dtaassinatura)}` : undefined
                }
              />
              <Tag color={a.assinado ? "green" : "orange"}>
                {a.assinado ? "Assinado" : "Aguardando assinatura"}
              </Tag>
            </List.Item>
          )}
        />
      )}
    </QueryBlock>
  );
}
