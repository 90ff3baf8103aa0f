import Link from "next/link";

// Rendered per request, as the portal's pages are.
export const dynamic = "force-dynamic";

/**
 * The catalogue's heading and first paragraph, and a link to its next page (this same route, so the router's
 * prefetch finds a page, as the catalogue's links do): what Next sends for a page that has almost nothing.
 */
export default function Piso() {
  return (
    <main>
      <h1>Catálogo de serviços</h1>
      <p>
        Consultorias subsidiadas para pequenos negócios e produtores rurais. Escolha os serviços, coloque no
        carrinho e envie sua solicitação.
      </p>
      <Link href="/?page=2">Próxima página</Link>
    </main>
  );
}
