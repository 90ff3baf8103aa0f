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
 * a field (32 px high) whose control comes later.
 */
export function EsqueletoDeBloco({ altura, largura }: { altura: number; largura?: number }) {
  return (
    <div className="esqueleto" aria-busy="true" style={{ height: altura, width: largura, marginBottom: 0 }} />
  );
}
