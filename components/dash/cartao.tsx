"use client";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Col, Row, Statistic } from "antd";
import { Texto } from "@/components/ui/texto";
import { Cartao as CartaoBase } from "@/components/ui/cartao";
import { formatNumero } from "@/lib/format";
import { SemQuebra } from "@/components/ui/sem-quebra";

export type CartaoProps = {
  titulo: string;
  valor: number;
  /** The list the figure counts, filtered as the figure is. */
  href: string;
  /** A line under the figure (what it is made of, what is late). */
  detalhe?: ReactNode;
  formatar?: (valor: number) => string;
};

/** A dashboard figure that opens the list it counts. */
export function Cartao({ titulo, valor, href, detalhe, formatar = formatNumero }: CartaoProps) {
  return (
    // The figure's type shrinks with the card (cqi), so a large sum stays whole on one line.
    <Link href={href} style={{ display: "block", height: "100%", containerType: "inline-size" }}>
      <CartaoBase size="small" className="cartao-clicavel" style={{ height: "100%" }}>
        <Statistic
          title={titulo}
          value={valor}
          formatter={(v) => <SemQuebra>{formatar(Number(v))}</SemQuebra>}
          styles={{ content: { fontSize: "min(22px, 10cqi)" } }}
        />
        {detalhe && (
          <Texto type="secondary" style={{ fontSize: 13 }}>
            {detalhe}
          </Texto>
        )}
      </CartaoBase>
    </Link>
  );
}

/** Figures side by side, two a row on a phone. */
export function Cartoes({ itens }: { itens: CartaoProps[] }) {
  return (
    <Row gutter={[12, 12]}>
      {itens.map((c) => (
        <Col key={c.href + c.titulo} xs={12} md={8} xl={6}>
          <Cartao {...c} />
        </Col>
      ))}
    </Row>
  );
}
