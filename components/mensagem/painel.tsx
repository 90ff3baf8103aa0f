"use client";
import dynamic from "next/dynamic";
import { Esqueleto } from "@/components/ui/esqueleto";
import { Cartao } from "@/components/ui/cartao";
import { useVisivel } from "@/hooks/use-visivel";
import { QueryBlock } from "@/components/ui/query-block";
import type { PapelMensagem } from "@/lib/regras/mensagem";
import { useContatos } from "@/services/mensagem";

// The tabs show only once the contacts arrive, when the panel comes into sight: their code loads meanwhile,
// not with the page that holds the panel. Drawn without antd (styles/plain.css), so a request's page, which has
// none of its own (components/layout/sem-antd.ts), loads neither antd nor its stylesheet for its messages.
const AbasMensagens = dynamic(() => import("./abas").then((m) => m.AbasMensagens), {
  loading: () => <Esqueleto />,
});

/**
 * A request's chat on each party's detail. It sits low on the page, so it reads its contacts when it comes into
 * sight, not while the page above it hydrates.
 */
export function PainelMensagens({ solicitacao, role }: { solicitacao: number; role: PapelMensagem }) {
  const [ref, visivel] = useVisivel<HTMLDivElement>();
  const contatos = useContatos(role, solicitacao, visivel);
  return (
    <Cartao title="Mensagens" role="region" aria-label="Mensagens" style={{ marginBottom: 16 }}>
      <div ref={ref}>
        {visivel ? (
          <QueryBlock
            query={contatos}
            erro="Não foi possível carregar as conversas."
            isEmpty={(lista) => lista.length === 0}
            empty="Nenhuma conversa disponível nesta solicitação."
          >
            {(lista) => <AbasMensagens contatos={lista} solicitacao={solicitacao} role={role} />}
          </QueryBlock>
        ) : (
          // Out of sight nothing loads yet: a still placeholder, not a skeleton's shimmer.
          <Esqueleto parado />
        )}
      </div>
    </Cartao>
  );
}
