"use client";
import { Cartao } from "@/components/ui/cartao";
import { Link } from "@/components/ui/link";
import { Paragrafo } from "@/components/ui/texto";
import { QueryBlock } from "@/components/ui/query-block";
import { formatDate } from "@/lib/format";
import { AVALIACAO_PATH } from "@/lib/paths";
import { INSCRICAO } from "@/lib/regras/edital";
import { useInscricoes } from "@/services/edital/inscricao";
import { WelcomeCard } from "./welcome-card";

const dia = (d: string) => formatDate(`${d}T12:00:00`);

/** What waits for the evaluator: the enrolments assigned to them with a stage or corrections to decide. */
function Aguardando() {
  const query = useInscricoes();
  return (
    <Cartao
      title="Aguardando sua avaliação"
      extra={<Link href={`${AVALIACAO_PATH}/avaliacoes`}>Ver todas</Link>}
    >
      <QueryBlock
        query={query}
        empty="Nada aguarda sua avaliação agora."
        isEmpty={(l) => !l.some((i) => i.status.codigo === INSCRICAO.EM_AVALIACAO)}
        erro="Não foi possível carregar suas avaliações."
      >
        {(lista) => (
          <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 12 }}>
            {lista
              .filter((i) => i.status.codigo === INSCRICAO.EM_AVALIACAO)
              .map((i) => (
                <li key={i.id}>
                  <Link href={`${AVALIACAO_PATH}/inscricoes/${i.id}`}>
                    {i.empresa.nomefantasia} — edital {i.edital.numero_edital}
                  </Link>
                  <Paragrafo type="secondary">
                    {i.etapa ? `Etapa ${i.etapa.ordem}: ${i.etapa.titulo}` : ""}
                    {i.aguardando > 0
                      ? ` · ${i.aguardando} documento(s) para decidir`
                      : " · aguardando correções da empresa"}
                    {i.etapa?.data_fim && ` · etapa até ${dia(i.etapa.data_fim)}`}
                  </Paragrafo>
                </li>
              ))}
          </ul>
        )}
      </QueryBlock>
    </Cartao>
  );
}

export function AvaliadorHome() {
  return (
    <>
      <WelcomeCard
        summary="Você avalia as inscrições das empresas nos editais de credenciamento: documentos de habilitação jurídica, fiscal e técnica de cada etapa."
        next={[
          <Link key="avaliacoes" href={`${AVALIACAO_PATH}/avaliacoes`}>
            Ver os editais e as inscrições atribuídos a você
          </Link>,
          "Aceite, devolva (com o motivo e um novo prazo) ou rejeite cada documento; depois, avance a etapa.",
        ]}
      />
      <Aguardando />
    </>
  );
}
