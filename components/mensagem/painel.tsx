"use client";
import dynamic from "next/dynamic";
import { Badge, Skeleton, Tabs } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { useVisivel } from "@/hooks/use-visivel";
import { QueryBlock } from "@/components/ui/query-block";
import type { PapelMensagem } from "@/lib/regras/mensagem";
import { conversaDe, useContatos, type Contato } from "@/services/mensagem";

// A conversation shows only once the contacts arrive, after hydration: its code (the list, and the form to
// write with its attachment's upload) loads meanwhile, not with the page that holds the panel.
const ConversaMensagens = dynamic(() => import("./conversa").then((m) => m.ConversaMensagens), {
  loading: () => <Skeleton active aria-busy="true" />,
});

const chave = (c: Contato) => `${c.grupo}-${c.prestador?.id ?? ""}`;

/**
 * A request's chat on each party's detail: a tab per conversation the caller holds, with its unread count. It sits
 * low on the page, so it reads its contacts when it comes into sight, not while the page above it hydrates.
 */
export function PainelMensagens({ solicitacao, role }: { solicitacao: number; role: PapelMensagem }) {
  const [ref, visivel] = useVisivel<HTMLDivElement>();
  const contatos = useContatos(role, solicitacao, visivel);
  return (
    <Cartao title="Mensagens" role="region" aria-label="Mensagens" style={{ marginBottom: 16 }}>
      <div ref={ref}>
        <QueryBlock
          query={contatos}
          erro="Não foi possível carregar as conversas."
          isEmpty={(lista) => lista.length === 0}
          empty="Nenhuma conversa disponível nesta solicitação."
        >
          {(lista) => (
            <Tabs
              className="mensagem-abas"
              destroyOnHidden
              items={lista.map((c) => ({
                key: chave(c),
                label: (
                  <span>
                    {c.nome}{" "}
                    <Badge
                      count={c.nao_lidas}
                      size="small"
                      title={`${c.nao_lidas} não lida${c.nao_lidas === 1 ? "" : "s"}`}
                    />
                  </span>
                ),
                children: (
                  <ConversaMensagens conversa={conversaDe(solicitacao, role, c)} naoLidas={c.nao_lidas} />
                ),
              }))}
            />
          )}
        </QueryBlock>
      </div>
    </Cartao>
  );
}
