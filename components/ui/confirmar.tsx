"use client";
import type { ReactNode } from "react";
import { Button } from "antd";
import { useConfirmacao } from "./confirmacao";

/**
 * A button whose action asks SPEC §8's confirmation first (useConfirmacao: `titulo`, "<rotulo>?" unless told,
 * and `detalhe`), then says how it went. With `icone` the button shows only the icon, `rotulo` naming it for
 * screen readers (a row's delete, say).
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
}) {
  const [confirmar, confirmacao] = useConfirmacao();
  const perguntar = () => confirmar({ titulo, detalhe, ok: "Sim, continuar", executar, sucesso });
  return (
    <>
      {icone ? (
        <Button
          danger={danger}
          icon={icone}
          aria-label={rotulo}
          loading={pending}
          size={size}
          onClick={perguntar}
        />
      ) : (
        <Button
          type={primario ? "primary" : "default"}
          danger={danger}
          loading={pending}
          size={size}
          onClick={perguntar}
        >
          {rotulo}
        </Button>
      )}
      {confirmacao}
    </>
  );
}
