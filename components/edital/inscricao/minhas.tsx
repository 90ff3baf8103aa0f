"use client";
import { Paragrafo } from "@/components/ui/texto";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { INSCRICOES_PATH } from "@/lib/paths";
import { useInscricoes } from "@/services/edital/inscricao";
import { ListaDeInscricoes } from "./lista";

/** The provider's enrolments in tenders, newest first. */
export function MinhasInscricoes() {
  const query = useInscricoes();
  return (
    <>
      <TituloPagina>Inscrições em editais</TituloPagina>
      <Paragrafo type="secondary">
        Cada inscrição segue as etapas do edital: envie os documentos de cada etapa e acompanhe a avaliação.
      </Paragrafo>
      <ListaDeInscricoes
        query={query}
        href={(i) => `${INSCRICOES_PATH}/${i.id}`}
        vazio="Sua empresa ainda não se inscreveu em nenhum edital. Os editais abertos ficam na página pública de editais."
      />
    </>
  );
}
