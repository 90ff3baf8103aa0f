import { Link } from "@/components/ui/link";
import { capitalizeWords, formatBRL, truncate } from "@/lib/format";
import type { ModeloOferta } from "@/services/servico";
import { BotaoCarrinho } from "./botao-carrinho";

/** An offer in the catalogue's grid: its theme and type, title, summary, price and the cart button. */
export function OfertaCard({ offer }: { offer: ModeloOferta }) {
  return (
    <article className="cartao oferta-card" data-testid="oferta-card">
      <div className="etiquetas">
        <span className="etiqueta etiqueta-azul">{offer.servico.subtema.tema.descricao}</span>
        <span className="etiqueta">{offer.servico.tipo.descricao}</span>
      </div>
      <h3 className="titulo-cartao">
        <Link href={`/servicos/${offer.id}`}>{capitalizeWords(offer.titulo)}</Link>
      </h3>
      <p className="texto-secundario">{truncate(offer.descricao, 140)}</p>
      <p className="oferta-card-preco">
        <strong>{formatBRL(offer.valor)}</strong>
        <span className="texto-secundario"> · {offer.carga_horaria} h</span>
      </p>
      <BotaoCarrinho offer={offer} />
    </article>
  );
}
