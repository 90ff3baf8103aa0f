"use client";
import type { ReactNode } from "react";
import { Modal } from "antd";
import { Texto } from "@/components/ui/texto";
import { Tabela } from "@/components/ui/tabela";
import { capitalizeWords, formatBRL, formatDate } from "@/lib/format";
import { useModal } from "@/stores/modals";
import type { PropostaResumo } from "@/services/proposta";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { Subsidio } from "./subsidio";

type Linha = { chave: string; rotulo: string; valor: (p: PropostaResumo) => ReactNode };

// What the client weighs, in the order they read it: what they pay first.
const LINHAS: Linha[] = [
  {
    chave: "cliente",
    rotulo: "Você paga",
    valor: (p) => <Texto strong>{formatBRL(p.valor_cliente)}</Texto>,
  },
  { chave: "bruto", rotulo: "Valor total", valor: (p) => formatBRL(p.valor_bruto) },
  { chave: "subsidio", rotulo: "Subsídio", valor: (p) => <Subsidio p={p} /> },
  {
    chave: "execucao",
    rotulo: "Execução",
    valor: (p) => `${formatDate(p.dta_inicio)} a ${formatDate(p.dta_fim)}`,
  },
  { chave: "validade", rotulo: "Validade", valor: (p) => formatDate(p.dtaprazo) },
  { chave: "visita", rotulo: "Visita", valor: (p) => (p.visita ? "Sim" : "Não") },
  {
    chave: "situacao",
    rotulo: "Situação",
    valor: (p) => <TagDeCor cor={p.status.cor}>{p.status.descricao}</TagDeCor>,
  },
];

/**
 * "Proposals" (SPEC §2): the request's proposals side by side, one column per provider and one row per
 * thing to weigh, the lowest client share marked; the cards below keep the actions.
 */
export function CompararPropostas({ propostas }: { propostas: PropostaResumo[] }) {
  const [open, , close] = useModal("proposals");
  const menor = Math.min(...propostas.map((p) => p.valor_cliente));
  return (
    <Modal
      title="Propostas lado a lado"
      open={open}
      onCancel={close}
      footer={null}
      width={960}
      destroyOnHidden
    >
      <Tabela<Linha>
        rowKey="chave"
        size="small"
        pagination={false}
        dataSource={LINHAS}
        columns={[
          {
            title: "",
            dataIndex: "rotulo",
            fixed: "left",
            cartao: "titulo",
            render: (r: string) => <strong>{r}</strong>,
          },
          ...propostas.map((p) => ({
            key: p.id,
            title: capitalizeWords(p.prestador.nomefantasia),
            render: (_: unknown, l: Linha) => (
              <>
                {l.valor(p)}
                {l.chave === "cliente" && p.valor_cliente === menor && propostas.length > 1 && (
                  <Texto type="success"> · menor valor</Texto>
                )}
              </>
            ),
          })),
        ]}
      />
    </Modal>
  );
}
