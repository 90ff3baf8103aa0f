"use client";
import { Cartao } from "@/components/ui/cartao";
import { Link } from "@/components/ui/link";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { Paragrafo } from "@/components/ui/texto";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { apiErrorOf } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { AVALIACAO_PATH } from "@/lib/paths";
import { useEditalDoAvaliador } from "@/services/edital/avaliacao";

const dia = (d: string | null) => (d ? formatDate(`${d}T12:00:00`) : "—");

/** A tender as its evaluator sees it: the stages and documents it asks, and the progress of their enrolments. */
export function EditalDoAvaliadorPagina({ id }: { id: number }) {
  const query = useEditalDoAvaliador(id);
  if (query.isError && apiErrorOf(query.error).status === 404)
    return (
      <NaoEncontrado
        titulo="Edital não encontrado"
        subtitulo="Você não avalia este edital."
        voltar={`${AVALIACAO_PATH}/avaliacoes`}
        rotulo="Ver minhas avaliações"
      />
    );
  return (
    <QueryBlock query={query} empty="">
      {(e) => (
        <>
          <TituloPagina>Edital {e.numero_edital}</TituloPagina>
          <Paragrafo>{e.titulo}</Paragrafo>
          <Cartao title="Inscrições atribuídas a você" style={{ marginBottom: 16 }}>
            {e.inscricoes.length === 0 ? (
              <Paragrafo type="secondary">Nenhuma inscrição deste edital foi atribuída a você.</Paragrafo>
            ) : (
              <ul style={{ paddingLeft: 18, margin: 0 }}>
                {e.inscricoes.map((i) => (
                  <li key={i.id} style={{ marginBottom: 8 }}>
                    <Link href={`${AVALIACAO_PATH}/inscricoes/${i.id}`}>{i.empresa}</Link>{" "}
                    <TagDeCor cor={i.status.cor}>{i.status.descricao}</TagDeCor> — etapa {i.etapa ?? "—"},{" "}
                    {i.aceitos} de {i.total} documentos aceitos
                  </li>
                ))}
              </ul>
            )}
          </Cartao>
          {e.etapas.map((x) => (
            <Cartao key={x.id} title={`Etapa ${x.ordem}: ${x.titulo}`} style={{ marginBottom: 16 }}>
              <Paragrafo type="secondary">
                De {dia(x.data_inicio)} a {dia(x.data_fim)}.
              </Paragrafo>
              {x.grupos.map((g) => (
                <section key={g.id} aria-label={g.titulo}>
                  <h3 style={{ fontSize: 15, margin: "12px 0 4px" }}>
                    {g.titulo}
                    {g.servico && <span className="texto-secundario"> — para {g.servico}</span>}
                  </h3>
                  <ul style={{ paddingLeft: 18, margin: 0 }}>
                    {g.documentos.map((d) => (
                      <li key={d.id}>
                        {d.nome}
                        {!d.obrigatorio && " (opcional)"}
                        {d.expira && " — tem validade"}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </Cartao>
          ))}
        </>
      )}
    </QueryBlock>
  );
}
