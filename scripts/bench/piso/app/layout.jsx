// bench:web's floor: a page of Next with nothing of the portal's (see scripts/bench/web-servidor.mts).
export default function Layout({ children }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  );
}
