import type { ReactElement } from "react";
import { Result, Skeleton } from "antd";
import type { UseQueryResult } from "@tanstack/react-query";
import { apiErrorOf } from "@/lib/api-client";

type Feito = { titulo: string; subtitulo: string };

/**
 * Where a public link's page stands (signing, paying, evaluating, with no session): done once its action
 * succeeded, loading, or the link unavailable with the server's reason (expired, used, wrong); otherwise
 * ready with what the link opens.
 */
export function lerLink<T>(
  query: UseQueryResult<T>,
  feito: Feito | null,
): { pronto: false; tela: ReactElement } | { pronto: true; dados: T } {
  if (feito)
    return {
      pronto: false,
      tela: <Result status="success" title={feito.titulo} subTitle={feito.subtitulo} />,
    };
  if (query.isPending) return { pronto: false, tela: <Skeleton active aria-busy="true" /> };
  if (query.isError)
    return {
      pronto: false,
      tela: <Result status="warning" title="Link indisponível" subTitle={apiErrorOf(query.error).detail} />,
    };
  return { pronto: true, dados: query.data };
}
