"use client";
import { Link } from "@/components/ui/link";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, empresaLabel, formatDate } from "@/lib/format";
import { PROPOSTAS_PATH } from "@/lib/paths";
import { useOportunidades } from "@/services/proposta";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";

/** The provider home's card of the requests it may quote now, soonest deadline first. */
export function OportunidadesAbertas() {
  const query = useOportunidades({ page_size: 5 });
  return (
    <Cartao
      title="Oportunidades abertas"
      role="region"
      aria-label="Oportunidades abertas"
      extra={<Link href={PROPOSTAS_PATH}>Ver todas</Link>}
      style={{ marginBottom: 16 }}
    >
      <QueryBlock
        query={query}
        isEmpty={(p) => p.count === 0}
        empty="Nenhuma solicitação aberta à sua empresa agora."
      >
        {(page) => (
          <Lista
            size="small"
            dataSource={page.results}
            renderItem={(o) => (
              <Lista.Item
                key={o.id}
                extra={
                  o.minha_proposta && (
                    <TagDeCor cor={o.minha_proposta.status.cor}>{o.minha_proposta.status.descricao}</TagDeCor>
                  )
                }
              >
                <Lista.Item.Meta
                  title={<Link href={`${PROPOSTAS_PATH}/solicitacao/${o.id}`}>{o.nrosolicitacao}</Link>}
                  description={`${capitalizeWords(o.modelooferta.titulo)} · ${empresaLabel(o.empresa_label)} · propostas até ${o.dtaprazoenvioproposta ? formatDate(o.dtaprazoenvioproposta) : "—"}`}
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}
