"use client";
import { useMemo } from "react";
import { Empty, Timeline, Typography } from "antd";
import { capitalizeWords, formatDate, sentenceCase } from "@/lib/format";
import type { Historico as Evento } from "@/services/solicitacao-interno";
import { acaoLabel, transicaoTexto } from "./textos";

/** The client's own detail has no ids nor users in its history rows; the staff one has both. */
type Linha = Omit<Evento, "id" | "usuario"> & Partial<Pick<Evento, "usuario">>;

/** Oldest first: what happened, the change, who did it and why. */
export function Historico({
  eventos,
  substatus,
}: {
  eventos: Linha[];
  /** Substatus codes and descriptions, so status changes read as the status tags do. */
  substatus: readonly { codigo: string; descricao: string }[];
}) {
  const descricoes = useMemo(() => new Map(substatus.map((s) => [s.codigo, s.descricao])), [substatus]);
  if (eventos.length === 0) return <Empty description="Nenhum registro no histórico." />;
  return (
    <Timeline
      items={eventos.map((h, i) => {
        const transicao = transicaoTexto(h.de, h.para, descricoes);
        return {
          // History rows are only ever appended, so the position identifies a row.
          key: i,
          content: (
            <>
              <Typography.Text strong>{acaoLabel(h.acao, h.de)}</Typography.Text>
              {transicao && <div>{transicao}</div>}
              {h.motivo && (
                <Typography.Paragraph style={{ margin: 0 }}>“{sentenceCase(h.motivo)}”</Typography.Paragraph>
              )}
              <Typography.Text type="secondary">
                {formatDate(h.dtainclusao)}
                {h.usuario && ` · ${capitalizeWords(`${h.usuario.nome} ${h.usuario.sobrenome}`)}`}
              </Typography.Text>
            </>
          ),
        };
      })}
    />
  );
}
