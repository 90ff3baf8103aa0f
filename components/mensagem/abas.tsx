"use client";
import dynamic from "next/dynamic";
import { Badge, Tabs } from "antd";
import { Esqueleto } from "@/components/ui/esqueleto";
import type { PapelMensagem } from "@/lib/regras/mensagem";
import { conversaDe, type Contato } from "@/services/mensagem";

// The open conversation's code (its list, and the form to write with its attachment's upload) loads with the
// first one shown.
const ConversaMensagens = dynamic(() => import("./conversa").then((m) => m.ConversaMensagens), {
  loading: () => <Esqueleto />,
});

const chave = (c: Contato) => `${c.grupo}-${c.prestador?.id ?? ""}`;

/** A tab per conversation the caller holds, with its unread count. */
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
    <Tabs
      className="mensagem-abas"
      destroyOnHidden
      items={contatos.map((c) => ({
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
        children: <ConversaMensagens conversa={conversaDe(solicitacao, role, c)} naoLidas={c.nao_lidas} />,
      }))}
    />
  );
}
