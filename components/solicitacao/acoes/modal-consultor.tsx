"use client";
import { Form } from "antd";
import { fullName } from "@/lib/format";
import { AcaoModal } from "@/components/ui/acao-modal";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import { useConsultores } from "@/services/listagem";
import { useConsultorSolicitacao } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";

function CampoConsultor() {
  const consultores = useConsultores({ page_size: 100 });
  return (
    <Form.Item
      name="consultor"
      label="Consultor"
      rules={[{ required: true, message: "Escolha o consultor." }]}
    >
      <SelectDaLista
        lista={consultores}
        options={consultores.data?.results.map((c) => ({
          value: c.id,
          label: `${fullName(c)} (${c.email})`,
        }))}
      />
    </Form.Item>
  );
}

/** "Dados do consultor" (SPEC §2): links a consultant to the request, replacing the current one. */
export function ModalConsultor({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const alterar = useConsultorSolicitacao();
  return (
    <AcaoModal<{ consultor: number }>
      nome="consultantData"
      titulo={`Consultor da solicitação ${s.nrosolicitacao}`}
      okText="Vincular"
      pending={alterar.isPending}
      initialValues={s.consultor ? { consultor: s.consultor.id } : {}}
      enviar={({ consultor }) => alterar.mutateAsync({ solicitacao: s.id, versao: s.versao, consultor })}
    >
      <CampoConsultor />
    </AcaoModal>
  );
}
