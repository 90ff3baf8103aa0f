"use client";
import Link from "next/link";
import { Card, Space, Tag, Typography } from "antd";
import { capitalizeWords, formatBRL, truncate } from "@/lib/format";
import type { ModeloOferta } from "@/services/servico";
import { BotaoCarrinho } from "./botao-carrinho";

export function OfertaCard({ offer }: { offer: ModeloOferta }) {
  return (
    <Card
      style={{ height: "100%", display: "flex", flexDirection: "column" }}
      styles={{ body: { flex: 1, display: "flex", flexDirection: "column", gap: 8 } }}
      data-testid="oferta-card"
    >
      <Space size={4} wrap>
        <Tag color="blue">{offer.servico.subtema.tema.descricao}</Tag>
        <Tag>{offer.servico.tipo.descricao}</Tag>
      </Space>
      <Typography.Title level={5} style={{ margin: 0 }}>
        <Link href={`/servicos/${offer.id}`}>{capitalizeWords(offer.titulo)}</Link>
      </Typography.Title>
      <Typography.Text type="secondary">{truncate(offer.descricao, 140)}</Typography.Text>
      <div style={{ marginTop: "auto" }}>
        <Typography.Text strong>{formatBRL(offer.valor)}</Typography.Text>
        <Typography.Text type="secondary"> · {offer.carga_horaria} h</Typography.Text>
      </div>
      <BotaoCarrinho offer={offer} />
    </Card>
  );
}
