"use client";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";
import { useAlterarObjetivo } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";

type Campos = { objetivo: string; justificativa?: string };

/** "Correção" (SPEC §2): staff correct the objective (and its justification) while the request is in analysis. */
export function ModalObjetivo({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
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
      <CampoTexto name="objetivo" label="Objetivo" rows={5} />
      <CampoTexto name="justificativa" label="Justificativa" rows={3} obrigatorio={false} min={0} />
    </AcaoModal>
  );
}
