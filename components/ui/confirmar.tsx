"use client";
import type { ReactNode } from "react";
import { Button } from "antd";
import type { PedidoDeTexto } from "@/lib/textos-de-acao";
import { useConfirmacao } from "./confirmacao";

/**
 * A button whose action asks a confirmation first (useConfirmacao), then says how it went: in the words of
 * `texto`, an action of lib/textos-de-acao.ts with its values; otherwise `titulo` ("<rotulo>?" unless told) and
 * `detalhe`. With `icone` the button shows only the icon, `rotulo` naming it for
 * screen readers (a row's delete, say); primary unless told, or unless it is only an icon.
 */
export function Confirmar({
  rotulo,
  pending,
  executar,
  primario = true,
  icone,
  danger = false,
  size,
  titulo = `${rotulo}?`,
  detalhe,
  sucesso,
  texto,
}: {
  rotulo: string;
  pending: boolean;
  executar: () => Promise<unknown>;
  primario?: boolean;
  icone?: ReactNode;
  danger?: boolean;
  size?: "small";
  titulo?: string;
  detalhe?: string;
  sucesso?: string;
  texto?: PedidoDeTexto;
}) {
  const [confirmar, confirmacao] = useConfirmacao();
  const perguntar = () =>
    confirmar({ titulo, detalhe, ok: "Sim, continuar", executar, sucesso, acao: texto });
  return (
    <>
      <Button
        type={primario && !icone ? "primary" : "default"}
        danger={danger}
        icon={icone}
        aria-label={icone ? rotulo : undefined}
        loading={pending}
        size={size}
        onClick={perguntar}
      >
        {!icone && rotulo}
      </Button>
      {confirmacao}
    </>
  );
}
