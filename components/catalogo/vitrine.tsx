"use client";
import { Col, Row, Typography } from "antd";
import type { ModeloOferta, Vitrine as Kind } from "@/services/servico";
import { OfertaCard } from "./oferta-card";

const TITLES: Record<Kind, string> = {
  destaque: "Destaques",
  recomendado: "Recomendados para você",
  acessado: "Mais acessados",
};

/** One showcase row; a row with nothing to show (no views yet, say) is left out rather than shown empty. */
export function Vitrine({ kind, results }: { kind: Kind; results: ModeloOferta[] }) {
  if (!results.length) return null;
  return (
    <section aria-label={TITLES[kind]} style={{ marginBottom: 24 }}>
      <Typography.Title level={4}>{TITLES[kind]}</Typography.Title>
      <Row gutter={[16, 16]}>
        {results.slice(0, 4).map((offer) => (
          <Col key={offer.id} xs={24} sm={12} lg={6}>
            <OfertaCard offer={offer} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
