"use client";
import { useEffect } from "react";
import { Modal } from "antd";
import { MESSAGES } from "@/lib/messages";
import { executarComAviso } from "@/lib/aviso-da-api";
import { textoDe } from "@/lib/textos-de-acao";
import type { Pergunta } from "./confirmacao";

/** The dialog of one question of useConfirmacao: open while mounted, `aoFechar` once it has closed. */
export function DialogoDeConfirmacao({ pergunta, aoFechar }: { pergunta: Pergunta; aoFechar: () => void }) {
  const [dialogo, holder] = Modal.useModal();
  useEffect(() => {
    const texto = pergunta.acao && textoDe(pergunta.acao);
    const aberto = dialogo.confirm({
      title: texto?.pergunta ?? pergunta.titulo,
      // The action's effect; SPEC §8's generic question only when the caller names none.
      content: (texto ? texto.efeito : pergunta.detalhe) ?? MESSAGES.confirm,
      okText: texto?.ok ?? pergunta.ok,
      cancelText: "Voltar",
      onOk: () => executarComAviso(pergunta.executar, texto?.sucesso ?? pergunta.sucesso),
      afterClose: aoFechar,
    });
    return () => aberto.destroy();
  }, [dialogo, pergunta, aoFechar]);
  return holder;
}
