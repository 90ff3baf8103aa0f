"use client";
import { Form, Input } from "antd";
import { AcaoModal } from "@/components/solicitacao-interno/acao-modal";
import { regrasTexto, TEXTO_MAX } from "@/components/solicitacao-interno/regras";
import { useAlterarObjetivo } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";

type Campos = { objetivo: string; justificativa?: string };

/** "Correção" (SPEC §2): staff correct the objective (and its justification) while the request is in analysis. */
export function CorrectionModal({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const alterar = useAlterarObjetivo(s.id);
  return (
    <AcaoModal<Campos>
      nome="correction"
      titulo={`Editar o objetivo da solicitação ${s.nrosolicitacao}`}
      okText="Salvar objetivo"
      pending={alterar.isPending}
      initialValues={{ objetivo: s.objetivo, justificativa: s.justificativa }}
      enviar={(v) =>
        alterar.mutateAsync({
          versao: s.versao,
          objetivo: v.objetivo.trim(),
          justificativa: v.justificativa?.trim() ?? "",
        })
      }
    >
      <Form.Item name="objetivo" label="Objetivo" rules={regrasTexto()}>
        <Input.TextArea rows={5} maxLength={TEXTO_MAX} showCount />
      </Form.Item>
      <Form.Item name="justificativa" label="Justificativa" rules={regrasTexto(false, 0)}>
        <Input.TextArea rows={3} maxLength={TEXTO_MAX} showCount />
      </Form.Item>
    </AcaoModal>
  );
}
