"use client";
import { Form } from "antd";
import { fullName } from "@/lib/format";
import { AcaoModal } from "@/components/ui/acao-modal";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import { useGestoresSolicitacao, type SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { useAlterarResponsaveis } from "@/services/solicitacao-interno-acoes";

const MAX_GESTORES = 10;

/**
 * The managers who may be responsible for the request; those serving its companies' cities come first
 * (the API sorts them) and are marked, since they are the natural choice.
 */
export function CampoGestores({ id, multiplo }: { id: number; multiplo: boolean }) {
  const gestores = useGestoresSolicitacao(id);
  return (
    <Form.Item
      name="gestores"
      label={multiplo ? "Gestores" : "Gestor"}
      rules={[
        { required: true, message: multiplo ? "Escolha ao menos um gestor." : "Escolha o gestor." },
        { type: "array", max: MAX_GESTORES, message: `Escolha no máximo ${MAX_GESTORES} gestores.` },
      ]}
      // The API always takes a list; the single choice is stored as a one-item list.
      {...(multiplo
        ? {}
        : {
            getValueProps: (v?: number[]) => ({ value: v?.[0] }),
            normalize: (v?: number) => (v ? [v] : []),
          })}
    >
      <SelectDaLista
        lista={gestores}
        mode={multiplo ? "multiple" : undefined}
        options={gestores.data?.map((g) => ({
          value: g.id,
          label: `${fullName(g)}${g.da_unidade ? " · da unidade" : ""}`,
        }))}
      />
    </Form.Item>
  );
}

/** "Gerenciar responsável" (SPEC §2): replaces the set of managers responsible for the request. */
export function ModalResponsaveis({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const alterar = useAlterarResponsaveis(s.id);
  return (
    <AcaoModal<{ gestores: number[] }>
      nome="manageResponsible"
      titulo={`Gestores responsáveis pela solicitação ${s.nrosolicitacao}`}
      okText="Salvar responsáveis"
      pending={alterar.isPending}
      initialValues={{ gestores: s.gestores.map((g) => g.id) }}
      enviar={({ gestores }) => alterar.mutateAsync({ versao: s.versao, gestores })}
    >
      <CampoGestores id={s.id} multiplo />
    </AcaoModal>
  );
}
