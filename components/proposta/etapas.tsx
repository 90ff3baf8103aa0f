"use client";
import { Paragrafo, Titulo } from "@/components/ui/texto";
import { Tabela } from "@/components/ui/tabela";
import { LinkDeArquivo } from "@/components/ui/link-de-arquivo";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { baixarProposta, type PropostaDetalhe } from "@/services/proposta";

/** The provider's PDF of the proposal as a download link, or that there is none. */
export const ArquivoDaProposta = ({ proposta: p }: { proposta: PropostaDetalhe }) => (
  <LinkDeArquivo nome={p.arquivo?.nome} baixar={() => baixarProposta(p)} vazio="Não anexado" />
);

/** A proposal's stages (hours, visit, deliverable, value) and the instalments of its payment plan. */
export function EtapasDaProposta({ proposta: p }: { proposta: PropostaDetalhe }) {
  return (
    <>
      <Tabela
        rowKey="id"
        size="small"
        pagination={false}
        tableLayout="fixed"
        dataSource={p.etapas}
        columns={[
          {
            title: "Etapa",
            cartao: "titulo",
            render: (_, e) => (
              <>
                {e.ordem}. {capitalizeWords(e.etapa.titulo)}
                <Paragrafo type="secondary" style={{ margin: 0 }}>
                  {e.etapa.entregavel}
                </Paragrafo>
              </>
            ),
          },
          { title: "Horas", dataIndex: "horas", width: 64, align: "right" },
          { title: "Visita", width: 64, responsive: ["sm"], render: (_, e) => (e.visita ? "Sim" : "Não") },
          {
            title: "Valor",
            width: 116,
            align: "right",
            cartao: "valor",
            render: (_, e) => formatBRL(e.valor),
          },
        ]}
      />
      <Titulo level={5} style={{ marginTop: 16 }}>
        Parcelas
      </Titulo>
      <ul>
        {p.parcelas.map((x) => (
          <li key={x.numero}>
            Nota {x.numero}: {formatBRL(x.valor)}, após a etapa {x.etapa_ordem}
          </li>
        ))}
      </ul>
    </>
  );
}
