"use client";
import { useMemo, type ReactNode } from "react";
import { Vazio } from "@/components/ui/vazio";
import { LinhaDoTempo } from "@/components/ui/linha-do-tempo";
import { Paragrafo, Texto } from "@/components/ui/texto";
import { formatDate, fullName, sentenceCase } from "@/lib/format";
import type { Historico } from "@/services/solicitacao";
import { acaoLabel, transicaoTexto } from "@/components/historico/textos";

/** The client's own detail has no ids nor users in its history rows; staff, project and diagnostic ones have both. */
type Linha = Omit<Historico, "id" | "usuario"> & Partial<Pick<Historico, "usuario">>;

/**
 * In the order given (oldest first, or a company's newest first): what happened, the change, who did it
 * and why. Used by the request details (client and staff), the project (its request's rows and its own),
 * the diagnostic and the company.
 */
export function HistoricoTimeline<L extends Linha>({
  eventos,
  descricoes,
  detalhe,
}: {
  eventos: L[];
  /**
   * The status codes and their names, so status changes read as the status tags do; the codes themselves
   * until the list comes. Pages read on the server pass the list read with them, named from the first paint.
   */
  descricoes: readonly { codigo: string; descricao: string }[] | undefined;
  /** What a row adds below its text (a company's: the service concerned, the attachment). */
  detalhe?: (linha: L) => ReactNode;
}) {
  const nomes = useMemo(() => new Map(descricoes?.map((s) => [s.codigo, s.descricao])), [descricoes]);
  if (eventos.length === 0) return <Vazio>Nenhum registro no histórico.</Vazio>;
  return (
    <LinhaDoTempo
      items={eventos.map((h, i) => {
        const transicao = transicaoTexto(h.de, h.para, nomes);
        return {
          // A row holds no state of its own, so its position serves as its key (the client's rows carry no id).
          key: i,
          content: (
            <>
              <Texto strong>{acaoLabel(h)}</Texto>
              {transicao && <div>{transicao}</div>}
              {h.motivo && <Paragrafo style={{ margin: 0 }}>“{sentenceCase(h.motivo)}”</Paragrafo>}
              {detalhe?.(h)}
              <Texto type="secondary">
                {formatDate(h.dtainclusao)}
                {h.usuario && ` · ${fullName(h.usuario)}`}
              </Texto>
            </>
          ),
        };
      })}
    />
  );
}
