import type { ModeloOferta, Vitrine as Kind } from "@/services/servico";
import { OfertaCard } from "./oferta-card";

const TITLES: Record<Kind, string> = {
  destaque: "Destaques",
  recomendado: "Recomendados para você",
  acessado: "Mais acessados",
};

/** One showcase row; a row with nothing to show (no views yet, say) is left out rather than shown empty. */
export function Vitrine({ kind, results }: { kind: Kind; results: ModeloOferta[] }) {
  if (!results.length) return null;
  return (
    <section aria-labelledby={`vitrine-${kind}`} className="vitrine">
      <h2 id={`vitrine-${kind}`} className="titulo-secao">
        {TITLES[kind]}
      </h2>
      <div className="grade-ofertas grade-ofertas-vitrine">
        {results.slice(0, 4).map((offer) => (
          <OfertaCard key={offer.id} offer={offer} />
        ))}
      </div>
    </section>
  );
}
