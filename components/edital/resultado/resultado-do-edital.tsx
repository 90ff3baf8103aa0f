"use client";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { Link } from "@/components/ui/link";
import { QueryBlock } from "@/components/ui/query-block";
import { Paragrafo } from "@/components/ui/texto";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { useSessao } from "@/hooks/use-sessao";
import { EDITAL_PATH } from "@/lib/paths";
import { GESTAO, hasAnyRole } from "@/lib/roles";
import { useFinalizarParcial, useResultado } from "@/services/edital/resultado";
import { ListaDeResultados } from "./resultado-do-candidato";

/**
 * A tender's preliminary result (SPEC §2): staff and the tender's evaluators close the evaluation of the
 * enrolments concluded so far (the partial finish, which downloads its protocol) and read every candidate's
 * result; staff decide appeals and publish each candidate; a candidate reads its own and appeals it.
 */
export function ResultadoDoEdital({ edital }: { edital: number }) {
  const query = useResultado(edital);
  const sessao = useSessao();
  const equipe = hasAnyRole(sessao?.user, [...GESTAO, "admin"]);
  const finaliza = equipe || hasAnyRole(sessao?.user, ["avaliador"]);
  const numero = query.data?.[0]?.edital.numero_edital ?? String(edital);
  const finalizar = useFinalizarParcial(edital, numero);
  return (
    <Cartao
      title={<TituloPagina>Resultado preliminar</TituloPagina>}
      extra={equipe && <Link href={EDITAL_PATH.candidatos(edital)}>Candidatos</Link>}
    >
      {finaliza && (
        <div className="fileira" style={{ marginBottom: 16 }}>
          <Paragrafo type="secondary" style={{ margin: 0 }}>
            A finalização parcial fecha a avaliação das inscrições concluídas até agora e baixa o protocolo.
          </Paragrafo>
          <Confirmar
            rotulo="Finalizar parcialmente"
            pending={finalizar.isPending}
            titulo="Finalizar parcialmente a avaliação?"
            detalhe="As inscrições com avaliação concluída recebem o resultado preliminar e o prazo de recurso; o protocolo em PDF é baixado."
            sucesso="Resultado preliminar divulgado; protocolo baixado."
            executar={() => finalizar.mutateAsync(undefined)}
          />
        </div>
      )}
      <QueryBlock
        query={query}
        isEmpty={(d) => !d.length}
        empty="Ainda não há resultado: nenhuma inscrição teve a avaliação finalizada."
        erro="Não foi possível carregar o resultado."
      >
        {(resultados) => (
          <>
            <Paragrafo>
              Edital {resultados[0].edital.numero_edital} — {resultados[0].edital.titulo}
            </Paragrafo>
            <ListaDeResultados resultados={resultados} edital={edital} />
          </>
        )}
      </QueryBlock>
    </Cartao>
  );
}
