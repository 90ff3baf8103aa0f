import type { ReactNode } from "react";
import { ProximoPasso } from "@/components/ui/proximo-passo";
import { irPara, SECAO, textoDoPasso } from "@/components/passos";
import { capitalizeWords, formatDate } from "@/lib/format";
import { prazoDoPasso, type Parte } from "@/lib/regras/passos";
import { ETAPA } from "@/lib/regras/projeto";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import type { ProjetoExternoDetalhe } from "@/services/projeto";

type Projeto = Pick<ProjetoExternoDetalhe, "solicitacao" | "etapas" | "dta_fim" | "avaliada">;

const irParaBotao = (rotulo: string, secao: string) => (
  <button type="button" className="botao botao-principal" onClick={() => irPara(secao)}>
    {rotulo}
  </button>
);

/**
 * A project's next step for `leitor`, from the API's `acoes`: send it for evaluation (`finalizar`, the page's
 * button), deliver or review a stage (the button leads to it), accept the demand, evaluate; else who acts
 * now on the request and until when.
 */
export function ProximoPassoDoProjeto({
  p,
  leitor,
  finalizar,
  aceite,
}: {
  p: Projeto;
  leitor: Parte;
  finalizar?: ReactNode;
  aceite?: boolean;
}) {
  if (finalizar)
    return <ProximoPasso pedido texto="enviar o projeto para a avaliação do cliente." acao={finalizar} />;
  if (aceite)
    return (
      <ProximoPasso
        pedido
        texto="aceitar a demanda e definir as datas do projeto."
        acao={irParaBotao("Aceitar a demanda", SECAO.aceite)}
      />
    );
  const entregar = p.etapas.find((e) => e.acoes.includes("entregar"));
  const revisar = p.etapas.find((e) => e.acoes.includes("aprovar"));
  const etapa = entregar ?? revisar;
  if (etapa) {
    const nome = `a etapa ${etapa.ordem} (${capitalizeWords(etapa.titulo)})`;
    const ate = entregar && etapa.prazo ? `, até ${formatDate(etapa.prazo)}` : "";
    return (
      <ProximoPasso
        pedido
        texto={`${entregar ? `entregar ${nome}` : `aprovar ou devolver ${nome}`}${ate}.`}
        acao={irParaBotao(entregar ? "Entregar a etapa" : "Revisar a entrega", SECAO.etapas)}
      />
    );
  }
  const { substatus } = p.solicitacao;
  if (substatus.codigo === SOLICITACAO.EM_EXECUCAO) {
    // Every stage approved: the provider is left to send the project for the client's evaluation.
    if (p.etapas.every((e) => e.situacao === ETAPA.APROVADA))
      return (
        <ProximoPasso
          pedido={false}
          texto="aguardando o prestador enviar o projeto para a avaliação do cliente."
        />
      );
    // In execution the stages' own actions tell what the provider is asked; none left: the client reviews.
    if (leitor === "prestador")
      return <ProximoPasso pedido={false} texto="aguardando o cliente aprovar as etapas entregues." />;
  }
  const { pedido, texto } = textoDoPasso(
    substatus,
    leitor,
    prazoDoPasso(substatus.codigo, { projeto: p.dta_fim }),
    { avaliada: p.avaliada },
  );
  const avaliar = pedido && substatus.codigo === SOLICITACAO.AGUARDANDO_AVALIACAO;
  return (
    <ProximoPasso
      pedido={pedido}
      texto={texto}
      acao={avaliar ? irParaBotao("Ir para a avaliação", SECAO.avaliacao) : undefined}
    />
  );
}
