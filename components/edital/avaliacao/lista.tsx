"use client";
import { Cartao } from "@/components/ui/cartao";
import { Link } from "@/components/ui/link";
import { Paragrafo } from "@/components/ui/texto";
import { QueryBlock } from "@/components/ui/query-block";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { formatDate } from "@/lib/format";
import { AVALIACAO_PATH } from "@/lib/paths";
import { useAvaliacoes } from "@/services/edital/avaliacao";
import { useInscricoes } from "@/services/edital/inscricao";
import { ListaDeInscricoes } from "@/components/edital/inscricao/lista";

/** The tenders with enrolments assigned to the evaluator, then every such enrolment. */
export function ListaDeAvaliacoes() {
  const editais = useAvaliacoes();
  const inscricoes = useInscricoes();
  return (
    <>
      <TituloPagina>Avaliações</TituloPagina>
      <QueryBlock
        query={editais}
        empty="Nenhuma inscrição foi atribuída a você ainda."
        isEmpty={(l) => l.length === 0}
        erro="Não foi possível carregar os editais em avaliação."
      >
        {(lista) => (
          <ul style={{ listStyle: "none", padding: 0, margin: "0 0 24px", display: "grid", gap: 12 }}>
            {lista.map((e) => (
              <li key={e.id}>
                <Cartao
                  size="small"
                  title={<Link href={`${AVALIACAO_PATH}/editais/${e.id}`}>Edital {e.numero_edital}</Link>}
                >
                  <Paragrafo>{e.titulo}</Paragrafo>
                  <Paragrafo type="secondary">
                    {e.inscricoes} inscrição(ões) · {e.a_decidir} com documentos a decidir · {e.em_correcao}{" "}
                    documento(s) em correção
                    {e.prazo_correcao &&
                      ` (prazo mais próximo ${formatDate(`${e.prazo_correcao}T12:00:00`)})`}
                  </Paragrafo>
                </Cartao>
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
      <h2 style={{ fontSize: 18 }}>Inscrições atribuídas a você</h2>
      <ListaDeInscricoes
        query={inscricoes}
        href={(i) => `${AVALIACAO_PATH}/inscricoes/${i.id}`}
        vazio="Nenhuma inscrição atribuída a você."
      />
    </>
  );
}
