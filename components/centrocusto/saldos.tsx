"use client";
import { Col, Row, Statistic } from "antd";
import { Etiqueta, type CorDeEtiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { ROTULO_SITUACAO, type SituacaoSaldo } from "@/lib/regras/centrocusto";
import { formatBRL } from "@/lib/format";
import { SemQuebra } from "@/components/ui/sem-quebra";

type Saldos = { orcamento: number; saldo: number; reservado: number; comprometido: number; gasto: number };

/** The five figures of a budget, in the order money goes through them. */
export const FIGURAS = [
  { chave: "orcamento", titulo: "Orçamento", cor: "#595959" },
  { chave: "saldo", titulo: "Disponível", cor: "#389e0d" },
  { chave: "reservado", titulo: "Reservado", cor: "#d46b08" },
  { chave: "comprometido", titulo: "Comprometido", cor: "#11488f" },
  { chave: "gasto", titulo: "Gasto", cor: "#cf1322" },
] as const;

/** A budget split into the balances it went into, in the order charts stack them. */
export const PARTES_DO_ORCAMENTO = (["gasto", "comprometido", "reservado", "saldo"] as const).map((chave) =>
  FIGURAS.find((f) => f.chave === chave)!,
);

const COR: Record<SituacaoSaldo, CorDeEtiqueta> = { NORMAL: "green", CRITICO: "orange", NEGATIVO: "red" };

/** A centre's situation; a normal one says nothing unless `normal` asks it to. */
export function SituacaoTag({ situacao, normal = false }: { situacao: SituacaoSaldo; normal?: boolean }) {
  if (situacao === "NORMAL" && !normal) return null;
  return <Etiqueta color={COR[situacao]}>{ROTULO_SITUACAO[situacao]}</Etiqueta>;
}

/** The budget and its four balances side by side (stacked on phones), in reais. */
export function Saldos({ saldos, titulo }: { saldos: Saldos; titulo: string }) {
  return (
    <Cartao title={titulo} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]}>
        {FIGURAS.map((f) => (
          // Each figure's type shrinks with its column (cqi), so a large sum stays whole on one line.
          <Col key={f.chave} xs={12} sm={8} lg={4} style={{ containerType: "inline-size" }}>
            <Statistic
              title={f.titulo}
              value={saldos[f.chave]}
              formatter={(v) => <SemQuebra>{formatBRL(Number(v))}</SemQuebra>}
              styles={{
                content: {
                  fontSize: "min(18px, 11cqi)",
                  color: f.chave === "saldo" && saldos.saldo < 0 ? "#cf1322" : undefined,
                },
              }}
            />
          </Col>
        ))}
      </Row>
    </Cartao>
  );
}
