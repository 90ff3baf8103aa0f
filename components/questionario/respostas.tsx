import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { sentenceCase } from "@/lib/format";
import type { RespostaDimensionamento } from "@/services/solicitacao";

/** The client's answers to the offer's sizing questions, each under its question. */
export function ListaDeRespostas({ respostas }: { respostas: RespostaDimensionamento[] }) {
  return (
    <Lista
      size="small"
      dataSource={respostas}
      locale={{ emptyText: "Nenhuma pergunta respondida." }}
      renderItem={(r) => (
        <Lista.Item key={r.pergunta.id}>
          <Lista.Item.Meta title={sentenceCase(r.pergunta.pergunta)} description={r.resposta} />
        </Lista.Item>
      )}
    />
  );
}

/**
 * The client's sizing answers as a section of a page the provider decides on (the quotation, the
 * diagnostic): what the client said of its size and needs, beside what is to be priced or diagnosed.
 */
export function RespostasDeDimensionamento({ respostas }: { respostas: RespostaDimensionamento[] }) {
  return (
    <Cartao
      title="Respostas de dimensionamento"
      role="region"
      aria-label="Respostas de dimensionamento"
      style={{ marginBottom: 16 }}
    >
      <ListaDeRespostas respostas={respostas} />
    </Cartao>
  );
}
