import { apiErrorOf } from "@/lib/api-client";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import type { Solicitacao } from "@/services/solicitacao";
import { StatusTag } from "./status-tag";

/** A request detail's heading: its number whole (it wraps beside the status on a phone, never cut). */
export function CabecalhoSolicitacao({ s }: { s: Pick<Solicitacao, "nrosolicitacao" | "substatus"> }) {
  return (
    <div className="fileira" style={{ marginBottom: 12 }}>
      <TituloPagina>Solicitação {s.nrosolicitacao}</TituloPagina>
      <StatusTag substatus={s.substatus} />
    </div>
  );
}

/** A request that does not exist or is not the reader's answers 404: one message, not an error per section. */
export const naoEncontrada = (error: unknown) => apiErrorOf(error).status === 404;

export function SolicitacaoNaoEncontrada({ voltar, rotulo }: { voltar: string; rotulo: string }) {
  return (
    <NaoEncontrado
      titulo="Solicitação não encontrada"
      subtitulo="Ela não existe ou não está entre as que você pode ver."
      voltar={voltar}
      rotulo={rotulo}
    />
  );
}
