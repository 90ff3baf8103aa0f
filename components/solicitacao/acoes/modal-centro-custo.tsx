"use client";
import { Form } from "antd";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { aceitaReservas } from "@/lib/regras/centrocusto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { Fatos } from "@/components/ui/fatos";
import { useBusca } from "@/hooks/use-busca";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import { QueryBlock } from "@/components/ui/query-block";
import { useCentroCustoDetalhe, useCentrosCusto, type CentroCusto } from "@/services/centrocusto";
import { useAlterarCentroCusto } from "@/services/solicitacao-interno-acoes";
import type { CentroCustoResumo, SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";

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

function CampoCentro({ atual }: { atual: CentroCustoResumo | null }) {
  const [busca, setBusca] = useBusca();
  const centros = useCentrosCusto({ search: busca, page_size: 50 });
  const lista: Opcao[] = centros.data?.results ?? [];
  // The current centre may be outside the page found; it is kept so the field shows its name.
  const opcoes: Opcao[] = atual && !lista.some((c) => c.id === atual.id) ? [atual, ...lista] : lista;
  return (
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
  );
}

/** "Centro de custo": chooses the cost centre that pays the subsidy; the API moves the reservation to it. */
export function ModalCentroCusto({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const alterar = useAlterarCentroCusto(s.id);
  return (
    <AcaoModal<{ centrocusto: number }>
      nome="centroCusto"
      titulo={`Centro de custo da solicitação ${s.nrosolicitacao}`}
      okText="Salvar centro de custo"
      pending={alterar.isPending}
      initialValues={s.centrocusto ? { centrocusto: s.centrocusto.id } : {}}
      enviar={({ centrocusto }) => alterar.mutateAsync({ versao: s.versao, centrocusto })}
    >
      <Fatos
        fatos={[
          ["Valor da solicitação", formatBRL(s.valor)],
          [
            "Reservado para esta solicitação",
            s.reserva ? `${formatBRL(s.reserva.valor)} em ${s.reserva.centrocusto.codigo}` : "Nada reservado",
          ],
        ]}
      />
      <CampoCentro atual={s.centrocusto} />
      <Form.Item noStyle dependencies={["centrocusto"]}>
        {({ getFieldValue }) => {
          const id = getFieldValue("centrocusto") as number | undefined;
          return id ? <SaldoDoCentro id={id} /> : null;
        }}
      </Form.Item>
    </AcaoModal>
  );
}
