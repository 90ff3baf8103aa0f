import { capitalizeWords, formatBRL, formatPercent, sentenceCase, sortByOrdem } from "@/lib/format";
import type { ModeloOfertaDetalhe, Pergunta, Prestador } from "@/services/servico";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { ofertaDoCarrinho } from "@/lib/regras/carrinho";
import { BotaoCarrinho } from "./botao-carrinho";

/** A card with a title and a list, or what it says when the list is empty. */
function CartaoDeLista({ titulo, vazio, itens }: { titulo: string; vazio: string; itens: string[] }) {
  return (
    <section className="cartao" aria-label={titulo}>
      <h2 className="titulo-cartao cartao-cabecalho">{titulo}</h2>
      {itens.length === 0 ? (
        <p className="vazio">{vazio}</p>
      ) : (
        <ul className="linhas">
          {itens.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * An offer as its page read it on the server, with its accredited providers and the questions of the purchase.
 * Rendered on the server as plain HTML; only the cart button is the browser's.
 */
export function OfertaDetalhe({
  offer,
  prestadores,
  perguntas,
}: {
  offer: ModeloOfertaDetalhe;
  prestadores: Prestador[];
  perguntas: Pergunta[];
}) {
  return (
    <div className="oferta-detalhe">
      <article className="cartao">
        <div className="etiquetas">
          <span className="etiqueta etiqueta-azul">{offer.servico.subtema.tema.descricao}</span>
          <span className="etiqueta">{offer.servico.tipo.descricao}</span>
        </div>
        <TituloPagina>{capitalizeWords(offer.titulo)}</TituloPagina>
        <p>{offer.descricao}</p>
        <p className="texto-secundario">{offer.servico.descricao}</p>
        <h2 className="titulo-secao">Etapas e entregas</h2>
        <ol className="etapas">
          {sortByOrdem(offer.etapas).map((etapa) => (
            <li key={etapa.ordem}>
              <h3 className="titulo-cartao">
                {etapa.ordem}. {capitalizeWords(etapa.titulo)}
              </h3>
              <div className="texto-secundario">{etapa.descricao}</div>
              <div className="texto-secundario">
                <strong>Entrega: </strong>
                {etapa.entregavel}
              </div>
            </li>
          ))}
        </ol>
      </article>
      <div className="oferta-detalhe-lado">
        <section className="cartao" aria-label="Condições">
          <dl className="fatos">
            <dt>Valor de referência</dt>
            <dd>{formatBRL(offer.valor)}</dd>
            <dt>Subsídio do programa</dt>
            <dd>{formatPercent(offer.servico.porcentagem_subsidio)}</dd>
            <dt>Carga horária</dt>
            <dd>{offer.carga_horaria} h</dd>
            <dt>Programa</dt>
            <dd>{offer.servico.programa.descricao}</dd>
            {offer.servico.exige_diagnostico && (
              <>
                <dt>Diagnóstico</dt>
                <dd>Começa por um diagnóstico</dd>
              </>
            )}
          </dl>
          <BotaoCarrinho offer={ofertaDoCarrinho(offer)} principal />
        </section>
        <CartaoDeLista
          titulo="Prestadores credenciados"
          vazio="Nenhum prestador credenciado no momento."
          itens={prestadores.map(
            (p) => `${capitalizeWords(p.nomefantasia)} — ${p.cidade.nome}/${p.estado.sigla}`,
          )}
        />
        <CartaoDeLista
          titulo="Perguntas da contratação"
          vazio="Nenhuma pergunta para este serviço."
          itens={sortByOrdem(perguntas).map((p) => sentenceCase(p.pergunta))}
        />
      </div>
    </div>
  );
}
