"use client";
import { Paragrafo } from "@/components/ui/texto";
import { capitalizeWords } from "@/lib/format";
import { useNegociarProposta, type PropostaResumo } from "@/services/proposta";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";

/** How each side asks the provider of the selected proposal for a revision: the same call, its own words. */
const TEXTOS = {
  // "Solicitar ajuste" (SPEC §2): the client asks; the choice stays theirs.
  cliente: {
    nome: "requestAdjustment",
    titulo: "Pedir ajuste",
    ao: "Pedir ajuste a",
    okText: "Pedir ajuste",
    aviso: "O prestador verá o pedido e enviará a proposta revisada; a escolha continua sua.",
    rotulo: "O que ajustar",
  },
  // "Negociação" (SPEC §2): staff ask, and the request is in negotiation until the revision comes.
  equipe: {
    nome: "negotiation",
    titulo: "Negociar",
    ao: "Negociar com",
    okText: "Abrir negociação",
    aviso:
      "O prestador verá o pedido e enviará a proposta revisada; a solicitação fica em negociação até lá.",
    rotulo: "O que negociar",
  },
} as const;

/** A request to the provider of the selected `proposta` to revise it, saying what to change. */
export function ModalNegociacao({
  parte,
  solicitacao,
  proposta,
}: {
  parte: keyof typeof TEXTOS;
  solicitacao: number;
  proposta: PropostaResumo | null;
}) {
  const negociar = useNegociarProposta(solicitacao);
  const t = TEXTOS[parte];
  return (
    <AcaoModal<{ motivo: string }>
      nome={t.nome}
      titulo={proposta ? `${t.ao} ${capitalizeWords(proposta.prestador.nomefantasia)}` : t.titulo}
      okText={t.okText}
      pending={negociar.isPending}
      enviar={({ motivo }) => negociar.mutateAsync({ proposta: proposta!.id, motivo: motivo.trim() })}
    >
      <Paragrafo type="secondary">{t.aviso}</Paragrafo>
      <CampoTexto name="motivo" label={t.rotulo} rows={4} />
    </AcaoModal>
  );
}
