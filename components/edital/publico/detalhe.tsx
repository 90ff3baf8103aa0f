import "./edital.css";
import { Link } from "@/components/ui/link";
import { Fatos } from "@/components/ui/fatos";
import { formatDate, formatTamanho } from "@/lib/format";
import { LOGIN_PATH } from "@/lib/paths";
import { EDITAL } from "@/lib/regras/edital";
import type { EditalDetalhe } from "@/services/edital/edital";
import { EtapasDoEdital } from "./etapas";

/** Where a provider enrols in tender `id` (t2's page). */
export const inscricaoPath = (id: number) => `/credenciamento/editais/${id}/inscricao`;

/** A published tender's file: public, so a plain link downloads it. */
const enderecoDoArquivo = (edital: number, arquivo: number) =>
  `/api/hub/credenciamento/edital/detalhe/${edital}/arquivos/${arquivo}/`;

/** "Inscrever-se": to the enrolment for a provider, through sign-in for a visitor; staff manage it instead. */
function Inscrever({
  edital,
  quem,
}: {
  edital: EditalDetalhe;
  quem: "visitante" | "prestador" | "equipe" | null;
}) {
  if (edital.status.codigo !== EDITAL.PUBLICADO) return null;
  if (quem === "equipe")
    return (
      <Link href={`/credenciamento/editais/${edital.id}`} className="botao">
        Gerir edital
      </Link>
    );
  if (quem === "prestador")
    return (
      <Link href={inscricaoPath(edital.id)} className="botao botao-principal">
        Inscrever-se
      </Link>
    );
  if (quem === "visitante")
    return (
      <Link
        href={`${LOGIN_PATH}?callbackUrl=${encodeURIComponent(inscricaoPath(edital.id))}`}
        className="botao botao-principal"
      >
        Inscrever-se
      </Link>
    );
  return null;
}

/** The public detail of a tender (plain HTML, drawn on the server): data, services, stages, documents, files. */
export function EditalPublico({
  edital: e,
  quem,
}: {
  edital: EditalDetalhe;
  quem: "visitante" | "prestador" | "equipe" | null;
}) {
  return (
    <article className="cartao-simples">
      <p>
        <Link href="/editais">← Editais</Link>
      </p>
      <div className="barra-da-lista">
        <h1 className="titulo-pagina">
          Edital {e.numero_edital} — {e.titulo}
        </h1>
        <Inscrever edital={e} quem={quem} />
      </div>
      <Fatos
        duasColunas
        fatos={[
          ["Situação", e.status.descricao],
          !!e.dtapublicacao && ["Publicado em", formatDate(e.dtapublicacao)],
          ["Objeto", e.objeto, "largo"],
          ["Prazo de recurso", `${e.prazo_recurso_dias} dia(s) após o resultado preliminar`],
        ]}
      />
      <h2 className="titulo-de-secao">Serviços</h2>
      <ul className="documentos-do-grupo">
        {e.servicos.map((s) => (
          <li key={s.id}>{s.titulo}</li>
        ))}
      </ul>
      <h2 className="titulo-de-secao">Etapas e documentos exigidos</h2>
      <EtapasDoEdital etapas={e.etapas} />
      <h2 className="titulo-de-secao">Arquivos</h2>
      {e.arquivos.length ? (
        <ul className="documentos-do-grupo">
          {e.arquivos.map((a) => (
            <li key={a.id}>
              <a href={enderecoDoArquivo(e.id, a.id)} download>
                {a.tipo === "EDITAL" ? "Edital" : "Anexo"}: {a.titulo}
              </a>{" "}
              <span className="texto-secundario">(PDF, {formatTamanho(a.arquivo.tamanho)})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="texto-secundario">Nenhum arquivo.</p>
      )}
    </article>
  );
}
