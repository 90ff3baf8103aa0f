"use client";
import { useState } from "react";
import { capitalizeWords } from "@/lib/format";
import { useAvaliacaoDoLink, useAvaliarPorLink } from "@/services/avaliacao";
import { lerLink, PaginaDeLink } from "@/components/ui/pagina-de-link";
import { FormularioAvaliacao } from "./formulario-avaliacao";

/**
 * The public evaluation page an evaluation link opens, with no session: the request, then the
 * questionnaire. The link is spent by the answer; afterwards it opens nothing.
 */
export function AvaliarPorLink({ token }: { token: string }) {
  const query = useAvaliacaoDoLink(token);
  const avaliar = useAvaliarPorLink(token);
  const [enviada, setEnviada] = useState(false);

  const link = lerLink(
    query,
    enviada
      ? {
          titulo: "Obrigado pela avaliação",
          subtitulo: "Suas respostas foram registradas na solicitação. Você já pode fechar esta página.",
        }
      : null,
  );
  if (!link.pronto) return link.tela;
  const d = link.dados;

  return (
    <PaginaDeLink
      titulo="Avaliação do serviço"
      fatos={[
        ["Solicitação", d.solicitacao.nrosolicitacao],
        ["Serviço", capitalizeWords(d.solicitacao.servico)],
        ...(d.solicitacao.prestador
          ? [["Prestador", capitalizeWords(d.solicitacao.prestador)] as [string, string]]
          : []),
      ]}
    >
      <FormularioAvaliacao
        perguntas={d.questionario.perguntas}
        enviar={async (respostas) => {
          await avaliar.mutateAsync(respostas);
          setEnviada(true);
        }}
      />
    </PaginaDeLink>
  );
}
