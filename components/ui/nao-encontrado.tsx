import { Link } from "./link";
import { TituloPagina } from "./titulo-pagina";

/**
 * What a page shows when it cannot show what was asked: a 404 (an address, or an object out of the reader's
 * reach) or a refusal, with the way back. Plain HTML (styles/plain.css), so the 404 page carries no antd.
 */
export function NaoEncontrado({
  codigo = "404",
  titulo,
  subtitulo,
  voltar,
  rotulo,
}: {
  codigo?: "403" | "404";
  titulo: string;
  subtitulo: string;
  voltar: string;
  rotulo: string;
}) {
  return (
    <section className="resultado">
      <p className="resultado-codigo" aria-hidden>
        {codigo}
      </p>
      <TituloPagina>{titulo}</TituloPagina>
      <p className="texto-secundario">{subtitulo}</p>
      <Link href={voltar} className="botao botao-principal">
        {rotulo}
      </Link>
    </section>
  );
}
