"use client";
import type { ReactNode } from "react";
import { DeleteOutlined } from "@ant-design/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { QueryBlock } from "@/components/ui/query-block";
import type { Page } from "@/services/api";

/**
 * What a record holds of another kind (a unit's cities, its managers): each with its removal, and `children`,
 * the way to add one.
 */
export function Vinculos<I extends { id: number }>({
  titulo,
  query,
  nome,
  vazio,
  desvincular,
  children,
}: {
  titulo: string;
  query: UseQueryResult<Page<I>>;
  nome: (item: I) => string;
  vazio: string;
  desvincular: { isPending: boolean; variables?: number; mutateAsync: (id: number) => Promise<unknown> };
  children: ReactNode;
}) {
  return (
    <Cartao title={titulo} size="small">
      {children}
      <QueryBlock query={query} isEmpty={(d) => d.count === 0} empty={vazio}>
        {(pagina) => (
          <ul className="lista-de-vinculos" aria-label={titulo}>
            {pagina.results.map((item) => (
              <li key={item.id}>
                <span>{nome(item)}</span>
                <Confirmar
                  rotulo={`Retirar ${nome(item)}`}
                  icone={<DeleteOutlined />}
                  danger
                  size="small"
                  pending={desvincular.isPending && desvincular.variables === item.id}
                  executar={() => desvincular.mutateAsync(item.id)}
                  sucesso={`${nome(item)} retirado.`}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </Cartao>
  );
}
