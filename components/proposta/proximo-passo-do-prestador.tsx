import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { ProximoPasso } from "@/components/ui/proximo-passo";
import { irPara, SECAO, textoDaVez, textoDoPasso } from "@/components/passos";
import { formatDate } from "@/lib/format";
import { PROPOSTAS_PATH } from "@/lib/paths";
import { prazoDoPasso, VEZ_NA_PROPOSTA } from "@/lib/regras/passos";
import { PROPOSTA, PROPOSTA_PEDE_EDICAO, type StatusProposta } from "@/lib/regras/proposta";
import type { Cotacao, PropostaDetalhe } from "@/services/proposta";

/**
 * The provider's next step on a request it quotes: send its proposal while the round is open (the button
 * leads to the page's form), finish a draft, or follow the one sent; else who acts now on the request.
 */
export function ProximoPassoDoPrestador({ c, aberta }: { c: Cotacao; aberta: boolean }) {
  const minha = c.propostas[0];
  const ate = c.dtaprazoenvioproposta ? `, até ${formatDate(c.dtaprazoenvioproposta)}` : "";
  const abrir = minha && (
    <Link className="botao botao-principal" href={`${PROPOSTAS_PATH}/${minha.id}`}>
      Abrir a proposta
    </Link>
  );
  if (aberta && !minha)
    return (
      <ProximoPasso
        pedido
        texto={`enviar a sua proposta${ate}.`}
        acao={
          <button type="button" className="botao botao-principal" onClick={() => irPara(SECAO.proposta)}>
            Preencher a proposta
          </button>
        }
      />
    );
  if (aberta && minha?.status.codigo === PROPOSTA.RASCUNHO)
    return <ProximoPasso pedido texto={`concluir e enviar a sua proposta${ate}.`} acao={abrir} />;
  if (aberta)
    return (
      <ProximoPasso
        pedido={false}
        texto={`sua proposta foi enviada; o cliente a verá quando a rodada terminar${ate}.`}
        acao={abrir}
      />
    );
  if (!minha)
    return (
      <ProximoPasso pedido={false} texto="o prazo para propostas terminou sem uma proposta da sua empresa." />
    );
  const { pedido, texto } = textoDoPasso(
    c.substatus,
    "prestador",
    prazoDoPasso(c.substatus.codigo, { propostas: c.dtaprazoenvioproposta }),
  );
  return <ProximoPasso pedido={pedido} texto={texto} acao={abrir} />;
}

/**
 * A proposal's next step for its provider: finish the draft or revise it in negotiation (`editar`, the
 * page's own button, when the API's `acoes` allow it), else who acts now on it.
 */
export function ProximoPassoDaProposta({ p, editar }: { p: PropostaDetalhe; editar?: ReactNode }) {
  const linha = VEZ_NA_PROPOSTA[p.status.codigo as StatusProposta] ?? { vez: [], tarefa: "" };
  const pedido = !!editar && PROPOSTA_PEDE_EDICAO.includes(p.status.codigo);
  const prazo = p.status.codigo === PROPOSTA.RASCUNHO ? p.solicitacao.dtaprazoenvioproposta : null;
  const { texto } = textoDaVez(linha, "prestador", prazo, {
    pedido,
    fim: `${p.status.descricao}. Nada mais é pedido nesta proposta.`,
  });
  return <ProximoPasso pedido={pedido} texto={texto} acao={pedido ? editar : undefined} />;
}
