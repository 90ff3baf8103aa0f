"use client";
import dynamic from "next/dynamic";
import { Abas } from "@/components/ui/abas";
import { Esqueleto } from "@/components/ui/esqueleto";
import type { PapelMensagem } from "@/lib/regras/mensagem";
import { conversaDe, type Contato } from "@/services/mensagem";

// The open conversation's code (its list, and the form to write with its attachment) loads with the first one
// shown.
const ConversaMensagens = dynamic(() => import("./conversa").then((m) => m.ConversaMensagens), {
  loading: () => <Esqueleto />,
});

const chave = (c: Contato) => `${c.grupo}-${c.prestador?.id ?? ""}`;

/** A tab per conversation the caller holds, with its unread count; a conversation once opened stays drawn. */
export function AbasMensagens({
  contatos,
  solicitacao,
  role,
}: {
  contatos: Contato[];
  solicitacao: number;
  role: PapelMensagem;
}) {
  return (
    <Abas
      rotulo="Conversas"
      abas={contatos.map((c) => ({
        chave: chave(c),
        rotulo: (
          <>
            {c.nome}
            {c.nao_lidas > 0 && (
              <span className="nao-lidas" title={`${c.nao_lidas} não lida${c.nao_lidas === 1 ? "" : "s"}`}>
                {c.nao_lidas}
              </span>
            )}
          </>
        ),
        conteudo: <ConversaMensagens conversa={conversaDe(solicitacao, role, c)} naoLidas={c.nao_lidas} />,
      }))}
    />
  );
}
