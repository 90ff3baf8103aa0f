"use client";
import { Paragrafo } from "@/components/ui/texto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { useFinalizarSolicitacao } from "@/services/projeto";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { textoDaAcao } from "@/lib/textos-de-acao";

/** Staff finish the request: the cost-centre commitment becomes spent, what was not used returns. */
export function ModalFinalizar({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const finalizar = useFinalizarSolicitacao(s.id);
  return (
    <AcaoModal<Record<string, never>>
      nome="finalizar"
      titulo={`Finalizar ${s.nrosolicitacao}`}
      okText="Finalizar solicitação"
      pending={finalizar.isPending}
      texto={textoDaAcao("solicitacao.finalizar", s)}
      enviar={() => finalizar.mutateAsync({ versao: s.versao })}
    >
      <Paragrafo>
        A solicitação passa a concluída. O valor comprometido no centro de custo é registrado como gasto na
        proporção das etapas aprovadas, e o que sobrar volta ao saldo do centro.
      </Paragrafo>
    </AcaoModal>
  );
}
