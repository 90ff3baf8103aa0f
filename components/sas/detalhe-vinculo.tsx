"use client";
import { Modal } from "antd";
import { capitalizeWords, fullName } from "@/lib/format";
import { ROLE_LABELS, VEEM_CPF } from "@/lib/roles";
import { useModal } from "@/stores/modals";
import { useVinculo } from "@/services/sas";
import { Fatos } from "@/components/ui/fatos";
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
          <Fatos
            style={{ marginBottom: 0 }}
            fatos={[
              ["Pessoa", capitalizeWords(fullName(v.pessoa))],
              ["CPF", v.pessoa.cpf ?? `${v.pessoa.cpf_mask ?? "—"} (completo só para ${QUEM_VE_CPF})`],
              ["Papel", PAPEL[v.papel]],
              ["Empresa", capitalizeWords(nomeDaEmpresa(v.empresa))],
              ["Razão social", capitalizeWords(v.empresa.razaosocial)],
            ]}
          />
        )}
      </QueryBlock>
    </Modal>
  );
}
