"use client";
import dynamic from "next/dynamic";
import { Esqueleto } from "@/components/ui/esqueleto";
import { Paragrafo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords } from "@/lib/format";
import { HistoricoTimeline } from "@/components/historico";
import { LinkDeArquivo } from "@/components/ui/link-de-arquivo";
import { QueryBlock } from "@/components/ui/query-block";
import { useVisivel } from "@/hooks/use-visivel";
import {
  baixarAnexo,
  type HistoricoEmpresa,
  useHistoricoEmpresa,
  useSituacoesCredenciamento,
} from "@/services/empresa";

// The note's form (antd's Form, TextArea and Upload) loads when the card comes into sight.
const NovaNota = dynamic(() => import("./nova-nota").then((m) => m.NovaNota), {
  loading: () => <Esqueleto />,
});

/** What a row of the company's history adds: the service of an accreditation decision, the attachment. */
function Complemento({ h }: { h: HistoricoEmpresa }) {
  const { servico, arquivo } = h;
  return (
    <>
      {servico && <div>Serviço: {capitalizeWords(servico.titulo)}</div>}
      {arquivo && (
        <LinkDeArquivo nome={arquivo.nome} vazio="" baixar={() => baixarAnexo(h.id, arquivo.nome)} />
      )}
    </>
  );
}

/**
 * The company's history, newest first (staff notes, documents, accreditation decisions), and a new note. It is
 * the last card of the company's page: it reads and draws when it comes into sight, as a request's messages do.
 */
export function HistoricoDaEmpresa({ empresa }: { empresa: number }) {
  const [ref, visivel] = useVisivel<HTMLDivElement>();
  const query = useHistoricoEmpresa(empresa, visivel);
  const situacoes = useSituacoesCredenciamento(visivel);
  return (
    <Cartao title="Histórico" style={{ marginBottom: 16 }}>
      <div ref={ref}>
        {visivel ? (
          <>
            <NovaNota empresa={empresa} />
            <Paragrafo type="secondary">Anotações são vistas apenas pela equipe.</Paragrafo>
            <QueryBlock query={query} empty="" erro="Não foi possível carregar o histórico.">
              {(eventos) => (
                <HistoricoTimeline
                  eventos={eventos}
                  descricoes={situacoes.data}
                  detalhe={(h) => <Complemento h={h} />}
                />
              )}
            </QueryBlock>
          </>
        ) : (
          // Out of sight nothing loads yet: a still placeholder, not a skeleton's shimmer.
          <Esqueleto parado />
        )}
      </div>
    </Cartao>
  );
}
