/**
 * Content on its way, in plain HTML (antd's Skeleton: a title's bar over `linhas` lines, the last one shorter;
 * `.esqueleto`, styles/plain-formulario.css): nothing to hydrate while the page waits. `parado`: a still one,
 * for a part that loads nothing until it comes into sight.
 */
export function Esqueleto({ linhas = 3, parado }: { linhas?: number; parado?: boolean }) {
  return (
    <div aria-busy={parado ? undefined : true} className={parado ? "esqueleto-parado" : undefined}>
      <div className="esqueleto esqueleto-titulo" />
      {Array.from({ length: linhas }, (_, i) => (
        <div key={i} className="esqueleto" style={i === linhas - 1 ? { width: "61%" } : undefined} />
      ))}
    </div>
  );
}

/** A block on its way, of the size it will have (antd's Skeleton.Node): a chart, a picture. */
export function EsqueletoDeBloco({ altura }: { altura: number }) {
  return <div className="esqueleto" aria-busy="true" style={{ height: altura, marginBottom: 0 }} />;
}
