import { Link } from "@/components/ui/link";
import { formatDate } from "@/lib/format";
import { EDITAL } from "@/lib/regras/edital";
import type { EditalResumo } from "@/services/edital/edital";
import "./edital.css";

const periodo = (e: EditalResumo) =>
  e.inicio && e.fim ? `Etapas de ${formatDate(e.inicio)} a ${formatDate(e.fim)}` : "Datas a definir";

/**
 * The public list of tenders, drawn on the server in plain HTML: a search form that works without script,
 * the page's tenders and links to the previous and next pages.
 */
export function EditaisPublicos({
  editais,
  total,
  busca,
  situacao,
  anterior,
  proxima,
}: {
  editais: EditalResumo[];
  total: number;
  busca?: string;
  situacao?: string;
  anterior: string | null;
  proxima: string | null;
}) {
  return (
    <section className="cartao-simples">
      <h1 className="titulo-pagina">Editais de credenciamento</h1>
      <p>Empresas prestadoras se credenciam aos serviços do programa pelos editais publicados.</p>
      <form method="get" className="barra-da-lista-filtros" role="search" style={{ margin: "16px 0" }}>
        <label>
          Buscar{" "}
          <input
            name="search"
            defaultValue={busca}
            placeholder="Número, título ou objeto"
            className="entrada"
          />
        </label>{" "}
        <label>
          Situação{" "}
          <select name="situacao" defaultValue={situacao ?? ""} className="entrada">
            <option value="">Todas</option>
            <option value={EDITAL.PUBLICADO}>Inscrições abertas</option>
            <option value={EDITAL.ENCERRADO}>Encerrados</option>
          </select>
        </label>{" "}
        <button type="submit" className="botao">
          Buscar
        </button>
      </form>
      <p className="texto-secundario">{total} edital(is)</p>
      {editais.length ? (
        <ul className="lista-de-editais">
          {editais.map((e) => (
            <li key={e.id} className="etapa-do-edital">
              <h2 style={{ fontSize: 18, margin: 0 }}>
                <Link href={`/editais/${e.id}`}>
                  Edital {e.numero_edital} — {e.titulo}
                </Link>
              </h2>
              <p className="texto-secundario" style={{ margin: 0 }}>
                {e.status.descricao} · {periodo(e)} · {e.servicos} serviço(s)
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{busca || situacao ? "Nenhum edital encontrado." : "Nenhum edital publicado no momento."}</p>
      )}
      {(anterior || proxima) && (
        <nav aria-label="Páginas de editais" className="barra-da-lista" style={{ marginTop: 16 }}>
          {anterior ? <Link href={anterior}>Página anterior</Link> : <span />}
          {proxima && <Link href={proxima}>Próxima página</Link>}
        </nav>
      )}
    </section>
  );
}
