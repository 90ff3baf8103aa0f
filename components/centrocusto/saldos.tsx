"use client";
import { Card, Col, Row, Statistic, Tag } from "antd";
import { ROTULO_SITUACAO, type SituacaoSaldo } from "@/lib/regras/centrocusto";
import { formatBRL } from "@/lib/format";

type Saldos = { orcamento: number; saldo: number; reservado: number; comprometido: number; gasto: number };

/** The five figures of a budget, in the order money goes through them. */
export const FIGURAS = [
  { chave: "orcamento", titulo: "Orçamento" },
  { chave: "saldo", titulo: "Disponível" },
  { chave: "reservado", titulo: "Reservado" },
  { chave: "comprometido", titulo: "Comprometido" },
  { chave: "gasto", titulo: "Gasto" },
] as const;

const COR: Record<SituacaoSaldo, string> = { NORMAL: "green", CRITICO: "orange", NEGATIVO: "red" };

/** A centre's situation; a normal one says nothing unless `normal` asks it to. */
export function SituacaoTag({ situacao, normal = false }: { situacao: SituacaoSaldo; normal?: boolean }) {
  if (situacao === "NORMAL" && !normal) return null;
  return <Tag color={COR[situacao]}>{ROTULO_SITUACAO[situacao]}</Tag>;
}

/** The budget and its four balances side by side (stacked on phones), in reais. */
export function Saldos({ saldos, titulo }: { saldos: Saldos; titulo: string }) {
  return (
    <Card title={titulo} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        {FIGURAS.map((f) => (
          <Col key={f.chave} xs={12} sm={8} lg={4}>
            <Statistic
              title={f.titulo}
              value={saldos[f.chave]}
              formatter={(v) => formatBRL(Number(v))}
              styles={{
                content: {
                  fontSize: 18,
                  color: f.chave === "saldo" && saldos.saldo < 0 ? "#cf1322" : undefined,
                },
              }}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
