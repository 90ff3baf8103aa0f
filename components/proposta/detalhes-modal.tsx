"use client";
import { Button, Modal } from "antd";
import { capitalizeWords, formatDate } from "@/lib/format";
import { useModal } from "@/stores/modals";
import { usePropostaDetalhe } from "@/services/proposta";
import { Fatos } from "@/components/ui/fatos";
import { QueryBlock } from "@/components/ui/query-block";
import { EtapasDaProposta } from "./etapas";
import { termosDaProposta } from "./termos";
import { PlanoDeTrabalho } from "./plano-de-trabalho-modal";

/**
 * "Detalhe da proposta" (SPEC §2): the stages with hours, visits, deliverables and values, the payment plan's
 * instalments and the provider's terms, for the client comparing and for staff; its work plan opens from it.
 */
export function DetalhesDaProposta({ id }: { id: number | null }) {
  const [open, , close] = useModal("proposalDetail");
  const [, abrirPlano] = useModal("workPlan");
  const query = usePropostaDetalhe(id ?? 0, { enabled: open && id !== null });
  return (
    <>
      <Modal
        open={open && id !== null}
        onCancel={close}
        footer={query.data ? <Button onClick={abrirPlano}>Plano de trabalho</Button> : null}
        width={760}
        title={query.data ? `Proposta de ${capitalizeWords(query.data.prestador.nomefantasia)}` : "Proposta"}
        destroyOnHidden
      >
        <QueryBlock query={query} empty="">
          {(p) => (
            <>
              <Fatos
                duasColunas
                fatos={[
                  ["Credenciado desde", p.credenciado_desde ? formatDate(p.credenciado_desde) : "—"],
                  ...termosDaProposta(p),
                ]}
              />
              <EtapasDaProposta proposta={p} />
            </>
          )}
        </QueryBlock>
      </Modal>
      <PlanoDeTrabalho id={id} />
    </>
  );
}
