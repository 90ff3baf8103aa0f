"use client";
import { useEffect, useRef } from "react";
import { Esqueleto } from "@/components/ui/esqueleto";
import { Vazio } from "@/components/ui/vazio";
import { Texto } from "@/components/ui/texto";
import { LinkDeArquivo } from "@/components/ui/link-de-arquivo";
import { LoadError } from "@/components/ui/load-error";
import { formatDateTime } from "@/lib/format";
import { baixarAnexo, useMarcarVisto, useMensagens, type Conversa, type Mensagem } from "@/services/mensagem";
import { EnvioMensagem } from "./envio";

/**
 * One conversation: older messages above, the newest at the bottom (the list comes newest first, a page at
 * a time), and the form to write. Opening it with unread messages marks them read.
 */
export function ConversaMensagens({ conversa, naoLidas }: { conversa: Conversa; naoLidas: number }) {
  const mensagens = useMensagens(conversa);
  const { mutate: marcarVisto } = useMarcarVisto(conversa);
  const fim = useRef<HTMLDivElement>(null);
  const lista = mensagens.data?.pages.flatMap((p) => p.results).toReversed() ?? [];
  const ultima = lista.at(-1)?.id;

  useEffect(() => {
    if (naoLidas > 0 && mensagens.isSuccess) marcarVisto();
  }, [naoLidas, mensagens.isSuccess, marcarVisto]);
  // A new message (sent or received) brings the bottom into view; loading older ones does not.
  useEffect(() => {
    if (ultima !== undefined) fim.current?.scrollIntoView?.({ block: "nearest" });
  }, [ultima]);

  return (
    <>
      <div
        role="log"
        aria-label="Mensagens da conversa"
        aria-busy={mensagens.isPending}
        // A scrolling region: keyboard users reach and scroll it too (axe: scrollable-region-focusable).
        tabIndex={0}
        style={{ maxHeight: 420, overflowY: "auto", marginBottom: 16, paddingRight: 4 }}
      >
        {mensagens.isPending ? (
          <Esqueleto />
        ) : mensagens.isError ? (
          <LoadError
            title="Não foi possível carregar as mensagens."
            error={mensagens.error}
            retry={mensagens.refetch}
          />
        ) : lista.length === 0 ? (
          <Vazio>Nenhuma mensagem ainda. Escreva a primeira.</Vazio>
        ) : (
          <>
            {mensagens.hasNextPage && (
              <div style={{ textAlign: "center", marginBottom: 8 }}>
                <button
                  type="button"
                  className="botao"
                  onClick={() => void mensagens.fetchNextPage()}
                  disabled={mensagens.isFetchingNextPage}
                  aria-busy={mensagens.isFetchingNextPage || undefined}
                >
                  Carregar mensagens anteriores
                </button>
              </div>
            )}
            {lista.map((m) => (
              <Balao key={m.id} m={m} conversa={conversa} />
            ))}
          </>
        )}
        <div ref={fim} />
      </div>
      <EnvioMensagem conversa={conversa} />
    </>
  );
}

function Balao({ m, conversa }: { m: Mensagem; conversa: Conversa }) {
  return (
    <div style={{ display: "flex", justifyContent: m.minha ? "flex-end" : "flex-start", marginBottom: 8 }}>
      <div
        style={{
          maxWidth: "85%",
          padding: "8px 12px",
          borderRadius: 8,
          background: m.minha ? "#e6eef7" : "#f5f5f5",
          overflowWrap: "anywhere",
        }}
      >
        <Texto strong>{m.minha ? "Você" : m.autor.nome}</Texto>{" "}
        <Texto type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(m.dtainclusao)}
        </Texto>
        <div style={{ whiteSpace: "pre-wrap" }}>{m.texto}</div>
        {m.arquivo && (
          <LinkDeArquivo nome={m.arquivo.nome} baixar={() => baixarAnexo(m, conversa.role)} vazio="" />
        )}
      </div>
    </div>
  );
}
