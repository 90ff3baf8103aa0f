"use client";
import { Alert, Button } from "antd";

export const LISTA_INDISPONIVEL = "Não foi possível carregar a lista.";

/** What a list loader that returned null (SPEC §8) shows in place of its options or rows. */
export function ListaIndisponivel({ onRetry }: { onRetry?: () => unknown }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={LISTA_INDISPONIVEL}
      action={
        onRetry && (
          <Button size="small" onClick={() => void onRetry()}>
            Tentar de novo
          </Button>
        )
      }
    />
  );
}
