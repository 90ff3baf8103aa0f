"use client";
import { Button, Popconfirm } from "antd";
import { apiErrorOf } from "@/lib/api-client";
import { MESSAGES, notify } from "@/lib/messages";

/** A one-click action behind SPEC §8's confirmation, with its success or error feedback. */
export function Confirmar({
  rotulo,
  pending,
  executar,
  primario = true,
}: {
  rotulo: string;
  pending: boolean;
  executar: () => Promise<unknown>;
  primario?: boolean;
}) {
  return (
    <Popconfirm
      title={MESSAGES.confirm}
      okText="Sim, continuar"
      cancelText="Voltar"
      onConfirm={() =>
        executar().then(
          () => notify("success"),
          (e: unknown) => notify("error", apiErrorOf(e).detail),
        )
      }
    >
      <Button type={primario ? "primary" : "default"} loading={pending}>
        {rotulo}
      </Button>
    </Popconfirm>
  );
}
