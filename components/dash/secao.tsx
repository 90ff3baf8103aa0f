"use client";
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Col, Row } from "antd";
import { Titulo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { QueryBlock } from "@/components/ui/query-block";

/** One part of a dashboard: a titled card (an h3 under the dashboard's h2), a link to its list beside. */
export function Secao({
  titulo,
  extra,
  children,
}: {
  titulo: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Cartao
      size="small"
      style={{ height: "100%" }}
      title={
        <Titulo level={3} style={{ fontSize: 16, margin: 0 }}>
          {titulo}
        </Titulo>
      }
      extra={extra}
    >
      {children}
    </Cartao>
  );
}

/** Parts of a dashboard in a grid: two columns on wide screens, one on a phone. */
export function Grade({ children, largas = [] }: { children: ReactNode[]; largas?: number[] }) {
  return (
    <Row gutter={[16, 16]}>
      {children.map((parte, i) => (
        <Col key={i} xs={24} lg={largas.includes(i) ? 24 : 12}>
          {parte}
        </Col>
      ))}
    </Row>
  );
}

/**
 * A role's dashboard on its home page: a region with its heading, a skeleton while the figures load and
 * the error with a retry when they could not be.
 */
export function Painel<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (dados: T) => ReactNode;
}) {
  return (
    <section aria-labelledby="painel-titulo" style={{ marginBottom: 16 }}>
      <Titulo level={2} id="painel-titulo" style={{ fontSize: 20 }}>
        Seus números
      </Titulo>
      <QueryBlock query={query} empty="" erro="Não foi possível carregar os números do painel.">
        {children}
      </QueryBlock>
    </section>
  );
}
