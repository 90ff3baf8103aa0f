"use client";
import { Cartao } from "@/components/ui/cartao";
import { Esqueleto } from "@/components/ui/esqueleto";
import { Fatos } from "@/components/ui/fatos";
import { LoadError } from "@/components/ui/load-error";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { ProximoPasso } from "@/components/ui/proximo-passo";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { HistoricoTimeline } from "@/components/historico";
import { apiErrorOf } from "@/lib/api-client";
import { formatDate, fullName } from "@/lib/format";
import { AVALIACAO_PATH, INSCRICOES_PATH } from "@/lib/paths";
import { INSCRICAO } from "@/lib/regras/edital";
import { useInscricao, type InscricaoDetalhe } from "@/services/edital/inscricao";
import { EtapasDaInscricaoCartoes } from "./etapas";

const dia = (d: string | null | undefined) => (d ? formatDate(`${d}T12:00:00`) : "");

/** What the reader is asked to do now, or who acts now: the enrolment's "next step". */
function Passo({ i, lado }: { i: InscricaoDetalhe; lado: "prestador" | "avaliador" }) {
  const nome = i.etapa_atual ? `etapa ${i.etapa_atual.ordem}, ${i.etapa_atual.titulo}` : "etapa";
  const etapa = `a ${nome}`;
  const ate = i.etapa_atual?.data_fim ? ` até ${dia(i.etapa_atual.data_fim)}` : "";
  if (i.acoes.includes("enviar_etapa"))
    return (
      <ProximoPasso
        pedido
        texto={`Todos os documentos obrigatórios estão enviados: envie ${etapa} para avaliação${ate}.`}
      />
    );
  if (i.acoes.includes("avancar_etapa"))
    return (
      <ProximoPasso pedido texto={`Todos os documentos estão decididos: conclua a avaliação da ${nome}.`} />
    );
  switch (i.status.codigo) {
    case INSCRICAO.EM_INSCRICAO:
      return lado === "prestador" ? (
        <ProximoPasso
          pedido
          texto={`Envie os documentos obrigatórios da ${nome}${ate}; depois, envie a etapa.`}
        />
      ) : (
        <ProximoPasso pedido={false} texto={`A empresa preenche ${etapa}${ate}.`} />
      );
    case INSCRICAO.EM_AVALIACAO:
      return lado === "avaliador" ? (
        <ProximoPasso pedido texto={`Aceite, devolva ou rejeite cada documento enviado da ${nome}.`} />
      ) : (
        <ProximoPasso
          pedido={false}
          texto={`${i.avaliador ? fullName(i.avaliador) : "O avaliador"} avalia ${etapa}. Se algum documento for devolvido, corrija-o no prazo indicado nele.`}
        />
      );
    case INSCRICAO.AVALIADA:
      return (
        <ProximoPasso
          pedido={false}
          texto="A avaliação terminou: aguarde o resultado preliminar do edital."
        />
      );
    default:
      return <ProximoPasso pedido={false} texto={`Situação: ${i.status.descricao}.`} />;
  }
}

const nomes = (lista: { titulo: string }[]) =>
  lista.length ? lista.map((s) => s.titulo).join(", ") : "Nenhum";

/** An enrolment as its company or its evaluator sees it: next step, services, stages and history. */
export function InscricaoDetalhePagina({ id, lado }: { id: number; lado: "prestador" | "avaliador" }) {
  const query = useInscricao(id);
  const voltar = lado === "prestador" ? INSCRICOES_PATH : `${AVALIACAO_PATH}/avaliacoes`;
  if (query.isError && apiErrorOf(query.error).status === 404)
    return (
      <NaoEncontrado
        titulo="Inscrição não encontrada"
        subtitulo="Ela não existe ou não está ao seu alcance."
        voltar={voltar}
        rotulo={lado === "prestador" ? "Ver minhas inscrições" : "Ver minhas avaliações"}
      />
    );
  if (query.isPending) return <Esqueleto linhas={8} />;
  if (!query.data)
    return (
      <LoadError title="Não foi possível carregar a inscrição." error={query.error} retry={query.refetch} />
    );
  const i = query.data;
  return (
    <>
      <Passo i={i} lado={lado} />
      <TituloPagina>
        Inscrição no edital {i.edital.numero_edital}{" "}
        <TagDeCor cor={i.status.cor}>{i.status.descricao}</TagDeCor>
      </TituloPagina>
      <Cartao size="small" style={{ marginBottom: 16 }}>
        <Fatos
          duasColunas
          fatos={[
            ["Edital", i.edital.titulo, "largo"],
            ["Empresa", i.empresa.nomefantasia],
            [
              "Etapa atual",
              i.etapa_atual ? `${i.etapa_atual.ordem} de ${i.etapas}: ${i.etapa_atual.titulo}` : "—",
            ],
            [
              "Avaliador",
              i.avaliador ? fullName(i.avaliador) : "Definido quando a primeira etapa for enviada",
            ],
            ["Inscrita em", formatDate(i.dtainclusao)],
            ["Serviços aprovados", nomes(i.servicos_aprovados), "largo"],
            ["Serviços reprovados", nomes(i.servicos_reprovados), "largo"],
            ["Serviços pendentes", nomes(i.servicos_pendentes), "largo"],
          ]}
        />
      </Cartao>
      <EtapasDaInscricaoCartoes id={id} />
      <Cartao title="Histórico" style={{ marginBottom: 16 }}>
        <HistoricoTimeline eventos={i.historico} descricoes={[]} />
      </Cartao>
    </>
  );
}
