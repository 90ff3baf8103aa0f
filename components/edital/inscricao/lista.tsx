"use client";
import { Cartao } from "@/components/ui/cartao";
import { Link } from "@/components/ui/link";
import { Paragrafo } from "@/components/ui/texto";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { formatDate } from "@/lib/format";
import type { InscricaoResumo } from "@/services/edital/inscricao";
import type { UseQueryResult } from "@tanstack/react-query";

const dia = (d: string) => formatDate(`${d}T12:00:00`);

/** Enrolments as cards: tender, company, state, current stage and what waits for a decision. */
export function ListaDeInscricoes({
  query,
  href,
  vazio,
}: {
  query: UseQueryResult<InscricaoResumo[]>;
  href: (i: InscricaoResumo) => string;
  vazio: string;
}) {
  return (
    <QueryBlock
      query={query}
      empty={vazio}
      isEmpty={(l) => l.length === 0}
      erro="Não foi possível carregar as inscrições."
    >
      {(lista) => (
        <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 12 }}>
          {lista.map((i) => (
            <li key={i.id}>
              <Cartao
                size="small"
                title={
                  <Link href={href(i)}>
                    Edital {i.edital.numero_edital} — {i.empresa.nomefantasia}
                  </Link>
                }
                extra={<TagDeCor cor={i.status.cor}>{i.status.descricao}</TagDeCor>}
              >
                <Paragrafo>{i.edital.titulo}</Paragrafo>
                <Paragrafo type="secondary">
                  {i.etapa ? `Etapa ${i.etapa.ordem}: ${i.etapa.titulo}` : "Sem etapa em curso"}
                  {i.etapa?.data_fim && ` — até ${dia(i.etapa.data_fim)}`}
                  {i.aguardando > 0 && ` · ${i.aguardando} documento(s) aguardando decisão`}
                </Paragrafo>
              </Cartao>
            </li>
          ))}
        </ul>
      )}
    </QueryBlock>
  );
}
