"use client";
import { Form } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { capitalizeWords, formatPercentExato } from "@/lib/format";
import { AcaoModal } from "@/components/ui/acao-modal";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import { useParceirosAtivos } from "@/services/parceiro";
import { useAlterarParceiros } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";

const MAX_PARCEIROS = 10;

/**
 * The partners co-funding the request's subsidy: their percentages add to the programme's in every
 * proposal (capped at the gross), and the contract names them. An empty choice removes them all.
 */
export function ModalParceiros({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const alterar = useAlterarParceiros(s.id);
  const parceiros = useParceirosAtivos();
  return (
    <AcaoModal<{ parceiros?: number[] }>
      nome="parceiros"
      titulo={`Parceiros da solicitação ${s.nrosolicitacao}`}
      okText="Salvar parceiros"
      pending={alterar.isPending}
      initialValues={{ parceiros: s.parceiros.map((p) => p.id) }}
      enviar={({ parceiros: escolhidos }) =>
        alterar.mutateAsync({ versao: s.versao, parceiros: escolhidos ?? [] })
      }
    >
      <Paragrafo type="secondary">
        O subsídio de cada parceiro soma-se ao do programa nas propostas desta solicitação, até o valor total.
        As propostas já enviadas são recalculadas.
      </Paragrafo>
      <Form.Item
        name="parceiros"
        label="Parceiros"
        rules={[
          { type: "array", max: MAX_PARCEIROS, message: `Escolha no máximo ${MAX_PARCEIROS} parceiros.` },
        ]}
      >
        <SelectDaLista
          lista={parceiros}
          mode="multiple"
          vazio="Nenhum parceiro ativo."
          options={parceiros.data?.map((p) => ({
            value: p.id,
            label: `${capitalizeWords(p.razaosocial)} · ${formatPercentExato(p.subsidio)}`,
          }))}
        />
      </Form.Item>
    </AcaoModal>
  );
}
