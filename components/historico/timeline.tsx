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
  useDescricoes,
  detalhe,
}: {
  eventos: L[];
  /**
   * The query of the status codes and descriptions, so status changes read as the status tags do. A hook,
   * called here: when its answer arrives, after hydration, the timeline draws again, not the whole page
   * that shows it (the request detail redrew every section for it, a long task on a phone).
   */
  useDescricoes: () => { data?: readonly { codigo: string; descricao: string }[] };
  /** What a row adds below its text (a company's: the service concerned, the attachment). */
  detalhe?: (linha: L) => ReactNode;
}) {
  const lista = useDescricoes().data;
  const descricoes = useMemo(() => new Map(lista?.map((s) => [s.codigo, s.descricao])), [lista]);
  if (eventos.length === 0) return <Vazio>Nenhum registro no histórico.</Vazio>;
  return (
    <LinhaDoTempo
      items={eventos.map((h, i) => {
        const transicao = transicaoTexto(h.de, h.para, descricoes);
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
