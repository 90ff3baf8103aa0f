"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { Fatos } from "@/components/ui/fatos";
import { BotaoBaixar } from "@/components/ui/botao-baixar";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { Paragrafo } from "@/components/ui/texto";
import { formatDate, formatDateTime } from "@/lib/format";
import { useJaAberto, useModal } from "@/stores/modals";
import { baixarRecurso, usePublicarResultado, type Resultado } from "@/services/edital/resultado";
import { ServicosDoResultado } from "./servicos";

// The appeal's dialogs load when one first opens: most visits only read the result.
const ModalRecurso = dynamic(() => import("./modais").then((m) => m.ModalRecurso), { ssr: false });
const ModalDecidirRecurso = dynamic(() => import("./modais").then((m) => m.ModalDecidirRecurso), {
  ssr: false,
});

type Dialogo = "recursoEdital" | "decidirRecurso";

/**
 * Candidates' results, each with the buttons the server offers the user (`acoes`): the candidate appeals,
 * staff decide the appeal and publish the final result. The tender's result page lists every one it
 * reads; the enrolment page may list its candidate's own.
 */
export function ListaDeResultados({
  resultados,
  edital,
}: {
  resultados: readonly Resultado[];
  edital: number;
}) {
  const [escolhido, setEscolhido] = useState<Resultado>();
  const [, abrirRecurso] = useModal("recursoEdital");
  const [, abrirDecisao] = useModal("decidirRecurso");
  const recursoAberto = useJaAberto("recursoEdital");
  const decisaoAberta = useJaAberto("decidirRecurso");
  const abrir = (r: Resultado, dialogo: Dialogo) => {
    setEscolhido(r);
    (dialogo === "recursoEdital" ? abrirRecurso : abrirDecisao)();
  };
  // The dialog reads the chosen candidate as the list has it now (refetched after each change).
  const atual = resultados.find((r) => r.inscricao === escolhido?.inscricao);
  return (
    <div className="pilha">
      {resultados.map((r) => (
        <ResultadoDoCandidato key={r.inscricao} r={r} edital={edital} abrir={abrir} />
      ))}
      {recursoAberto && atual && <ModalRecurso r={atual} edital={edital} />}
      {decisaoAberta && atual && <ModalDecidirRecurso r={atual} edital={edital} />}
    </div>
  );
}

/** One candidate's result: its services approved and refused, its appeal period and appeal, its buttons. */
function ResultadoDoCandidato({
  r,
  edital,
  abrir,
}: {
  r: Resultado;
  edital: number;
  abrir: (r: Resultado, dialogo: Dialogo) => void;
}) {
  const publicar = usePublicarResultado(edital);
  const nome = r.empresa.nomefantasia;
  const credencia = r.servicos_aprovados.length > 0;
  return (
    <Cartao
      size="small"
      title={nome}
      extra={<TagDeCor cor={r.status.cor}>{r.status.descricao}</TagDeCor>}
      data-testid={`resultado-${r.inscricao}`}
    >
      <ServicosDoResultado aprovados={r.servicos_aprovados} reprovados={r.servicos_reprovados} />
      <Fatos
        style={{ marginTop: 12 }}
        fatos={[
          !!r.prazo_recurso && ["Prazo de recurso", `até ${formatDate(r.prazo_recurso)}`],
          !!r.dtaresultado && ["Resultado final publicado em", formatDateTime(r.dtaresultado)],
          !!r.recurso && ["Recurso", r.recurso.texto, "largo"],
          !!r.recurso?.decisao && ["Decisão do recurso", r.recurso.decisao, "largo"],
        ]}
      />
      {r.recurso?.arquivo && (
        <Paragrafo>
          <BotaoBaixar rotulo="Baixar o arquivo do recurso" baixar={() => baixarRecurso(r)}>
            Arquivo do recurso
          </BotaoBaixar>
        </Paragrafo>
      )}
      <div className="fileira">
        {r.acoes.includes("recorrer") && (
          <Button type="primary" onClick={() => abrir(r, "recursoEdital")}>
            Apresentar recurso
          </Button>
        )}
        {r.acoes.includes("decidir_recurso") && (
          <Button type="primary" onClick={() => abrir(r, "decidirRecurso")}>
            Decidir recurso
          </Button>
        )}
        {r.acoes.includes("publicar_resultado") && (
          <Confirmar
            rotulo="Publicar resultado"
            pending={publicar.isPending}
            titulo={`Publicar o resultado final de ${nome}?`}
            detalhe={
              credencia
                ? `${nome} passa a ser credenciada em ${r.servicos_aprovados.map((s) => s.titulo).join(", ")} e a receber as solicitações liberadas a todos os credenciados desses serviços.${r.servicos_reprovados.length ? " Os serviços reprovados ficam recusados." : ""}`
                : `${nome} não será credenciada: os serviços pedidos ficam recusados.`
            }
            sucesso={`Resultado de ${nome} publicado.`}
            executar={() => publicar.mutateAsync(r)}
          />
        )}
      </div>
    </Cartao>
  );
}
