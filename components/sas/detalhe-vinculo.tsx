"use client";
import { Descriptions, Modal } from "antd";
import { capitalizeWords, fullName } from "@/lib/format";
import { ROLE_LABELS, VEEM_CPF } from "@/lib/roles";
import { useModal } from "@/stores/modals";
import { useVinculo } from "@/services/sas";
import { QueryBlock } from "@/components/ui/query-block";
import { PAPEL, nomeDaEmpresa } from "./papel";

const QUEM_VE_CPF = VEEM_CPF.map((g) => ROLE_LABELS[g].toLowerCase()).join(", ");

/** One link: the CPF in full for those who may read it (the server decides), masked for everyone else. */
export function DetalheVinculo({ id }: { id: string | null }) {
  const [open, , close] = useModal("vinculoCpf");
  const vinculo = useVinculo(open ? id : null);
  return (
    <Modal title="Vínculo de CPF" open={open} onCancel={close} footer={null} destroyOnHidden>
      <QueryBlock query={vinculo} empty="" erro="Não foi possível carregar o vínculo.">
        {(v) => (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: "pessoa", label: "Pessoa", children: capitalizeWords(fullName(v.pessoa)) },
              {
                key: "cpf",
                label: "CPF",
                children: v.pessoa.cpf ?? `${v.pessoa.cpf_mask ?? "—"} (completo só para ${QUEM_VE_CPF})`,
              },
              { key: "papel", label: "Papel", children: PAPEL[v.papel] },
              { key: "empresa", label: "Empresa", children: capitalizeWords(nomeDaEmpresa(v.empresa)) },
              { key: "razao", label: "Razão social", children: capitalizeWords(v.empresa.razaosocial) },
            ]}
          />
        )}
      </QueryBlock>
    </Modal>
  );
}
