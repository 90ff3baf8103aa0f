/**
 * Content on its way, in plain HTML (antd's Skeleton: a title's bar over `linhas` lines, the last one shorter;
 * `.esqueleto`, styles/plain-formulario.css): nothing to hydrate while the page waits. A screen reader hears
 * "Carregando…" once, not the bars. `parado`: a still one, for a part that loads nothing until it comes into
 * sight, so it says nothing.
 */
export function Esqueleto({ linhas = 3, parado }: { linhas?: number; parado?: boolean }) {
  return (
    <div aria-busy={parado ? undefined : true} className={parado ? "esqueleto-parado" : undefined}>
      {!parado && <span className="sr-only">Carregando…</span>}
      <div className="esqueleto esqueleto-titulo" aria-hidden />
      {Array.from({ length: linhas }, (_, i) => (
        <div
          key={i}
          className="esqueleto"
          aria-hidden
          style={i === linhas - 1 ? { width: "61%" } : undefined}
        />
      ))}
    </div>
  );
}

/**
 * A block on its way, of the size it will have (antd's Skeleton.Node and Skeleton.Button): a chart, a picture,
 * a field (32 px high) whose control comes later; or a row of them (`largura` a list, `className` their row's),
 * as the queue's status chips. Like `Esqueleto`, it says "Carregando…" once, or, `parado`, nothing.
 */
export function EsqueletoDeBloco({
  altura,
  largura,
  className,
  parado,
}: {
  altura: number;
  largura?: number | number[];
  className?: string;
  parado?: boolean;
}) {
  return (
    <div
      aria-busy={parado ? undefined : true}
      className={[className, parado && "esqueleto-parado"].filter(Boolean).join(" ") || undefined}
    >
      {!parado && <span className="sr-only">Carregando…</span>}
      {(Array.isArray(largura) ? largura : [largura]).map((l, i) => (
        <div
          key={i}
          className="esqueleto"
          aria-hidden
          style={{ height: altura, width: l, marginBottom: 0 }}
        />
      ))}
    </div>
  );
}
