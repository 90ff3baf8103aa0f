"use client";
import type { ReactNode } from "react";
import { Button, Popconfirm } from "antd";
import { executarComAviso } from "@/lib/aviso-da-api";
import { MESSAGES } from "@/lib/messages";

/**
 * A one-click action behind SPEC §8's confirmation, with its success or error feedback. With `icone` the
 * button shows only the icon, `rotulo` naming it for screen readers (a row's delete, say).
 */
export function Confirmar({
  rotulo,
  pending,
  executar,
  primario = true,
  icone,
  danger = false,
}: {
  rotulo: string;
  pending: boolean;
  executar: () => Promise<unknown>;
  primario?: boolean;
  icone?: ReactNode;
  danger?: boolean;
}) {
  return (
    <Popconfirm
      title={MESSAGES.confirm}
      okText="Sim, continuar"
      cancelText="Voltar"
      onConfirm={() => executarComAviso(executar)}
    >
      {icone ? (
        <Button danger={danger} icon={icone} aria-label={rotulo} loading={pending} />
      ) : (
        <Button type={primario ? "primary" : "default"} danger={danger} loading={pending}>
          {rotulo}
        </Button>
      )}
    </Popconfirm>
  );
}
