"use client";
import { useCallback, useState } from "react";
import dynamic from "next/dynamic";
import { comAntd } from "@/components/tema/com-antd";
import type { PedidoDeTexto } from "@/lib/textos-de-acao";

export type Pergunta = {
  /** The action of lib/textos-de-acao.ts whose words replace `titulo`, `detalhe` and `sucesso` when it opens. */
  acao?: PedidoDeTexto;
  titulo: string;
  /** What the action does ("As sessões abertas dele serão encerradas."); SPEC §8's question when none. */
  detalhe?: string;
  ok: string;
  executar: () => Promise<unknown>;
  /** The message once it is done, when not SPEC §8's success. */
  sucesso?: string;
};

const Dialogo = dynamic(
  () => comAntd(import("./dialogo-de-confirmacao").then((m) => m.DialogoDeConfirmacao)),
  { ssr: false },
);

/**
 * SPEC §8's confirmation before an action, in antd's confirmation dialog, then the action's success or error
 * message (executarComAviso): the portal's one way to ask (`Confirmar` is a button that asks with it). As antd's
 * `Modal.useModal`, it gives the function that asks and the element to put in the page, where the dialog is
 * drawn in the page's theme; but antd's dialog code loads with the first question, not with the page (issue 10).
 */
export function useConfirmacao() {
  const [pergunta, setPergunta] = useState<Pergunta>();
  const fechar = useCallback(() => setPergunta(undefined), []);
  return [setPergunta, pergunta && <Dialogo pergunta={pergunta} aoFechar={fechar} />] as const;
}
