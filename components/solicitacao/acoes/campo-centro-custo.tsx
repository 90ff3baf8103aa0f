"use client";
import { Form } from "antd";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { aceitaReservas } from "@/lib/regras/centrocusto";
import { Fatos } from "@/components/ui/fatos";
import { useBusca } from "@/hooks/use-busca";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import { QueryBlock } from "@/components/ui/query-block";
import { useCentroCustoDetalhe, useCentrosCusto, type CentroCusto } from "@/services/centrocusto";
import type { CentroCustoResumo } from "@/services/solicitacao-interno";

/** A centre of the search (with its flags) or the request's current one (without them). */
type Opcao = CentroCustoResumo & Partial<Pick<CentroCusto, "ativo" | "acao_ativo_hub" | "projeto_ativo_hub">>;

const rotulo = (c: CentroCustoResumo) =>
  `${c.codigo} — ${capitalizeWords(c.descricao)} · saldo ${formatBRL(c.saldo)}`;

/** Balance and live reservations of the chosen centre, so staff see whether the reservation fits. */
function SaldoDoCentro({ id }: { id: number }) {
  const detalhe = useCentroCustoDetalhe(id);
  return (
    <QueryBlock query={detalhe} empty="">
      {(d) => (
        <Fatos
          fatos={[
            ["Saldo disponível", formatBRL(d.saldo)],
            ["Já reservado", formatBRL(d.reservado)],
          ]}
        />
      )}
    </QueryBlock>
  );
}

/**
 * The form field `centrocusto`: the centres staff may reserve on (inactive ones shown but not chosen), the
 * request's current one kept as an option, and the chosen one's balance under it. Used wherever staff
 * choose the centre: its own action, the release and the final analysis.
 */
export function CampoCentroCusto({ atual }: { atual: CentroCustoResumo | null }) {
  const [busca, setBusca] = useBusca();
  const centros = useCentrosCusto({ search: busca, page_size: 50 });
  const lista: Opcao[] = centros.data?.results ?? [];
  // The current centre may be outside the page found; it is kept so the field shows its name.
  const opcoes: Opcao[] = atual && !lista.some((c) => c.id === atual.id) ? [atual, ...lista] : lista;
  return (
    <>
      <Form.Item
        name="centrocusto"
        label="Centro de custo"
        rules={[{ required: true, message: "Escolha o centro de custo." }]}
      >
        <SelectDaLista
          lista={centros}
          buscar={setBusca}
          vazio="Nenhum centro encontrado."
          options={opcoes.map((c) => ({ value: c.id, label: rotulo(c), disabled: !aceitaReservas(c) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={["centrocusto"]}>
        {({ getFieldValue }) => {
          const id = getFieldValue("centrocusto") as number | undefined;
          return id ? <SaldoDoCentro id={id} /> : null;
        }}
      </Form.Item>
    </>
  );
}
