import { formatDate } from "@/lib/format";
import { estadoDosPassos, linhaDoPasso, quemAge, ROTULO_DO_PASSO, type Parte } from "@/lib/regras/passos";
import { classes } from "@/components/ui/classes";

/**
 * A request's steps, from the purchase to its conclusion (styles/passos.css): the done ones ticked, the current
 * one marked (aria-current="step") with who acts now and until when. Plain HTML: it shows on every request page.
 */
export function PassosDaSolicitacao({
  substatus,
  leitor,
  prazo,
}: {
  substatus: { codigo: string; descricao: string };
  leitor: Parte;
  /** The current step's deadline (lib/regras/passos.ts prazoDoPasso), when it has one. */
  prazo: string | null;
}) {
  const passos = estadoDosPassos(substatus.codigo);
  const quem = quemAge(linhaDoPasso(substatus.codigo).vez, leitor);
  const cancelada = linhaDoPasso(substatus.codigo).passo === null;
  return (
    <section aria-label="Etapas da solicitação" className="passos-moldura">
      {cancelada && <p className="passos-fora">{substatus.descricao}: a solicitação saiu das etapas.</p>}
      <ol className="passos">
        {passos.map(({ passo, estado }) => (
          <li
            key={passo}
            className={classes("passo", `passo-${estado}`)}
            aria-current={estado === "atual" ? "step" : undefined}
          >
            <span className="passo-marca" aria-hidden="true" />
            <span className="passo-texto">
              <span className="passo-rotulo">
                {ROTULO_DO_PASSO[passo]}
                <span className="sr-only">
                  {estado === "feito" ? " (concluída)" : estado === "atual" ? " (etapa atual)" : ""}
                </span>
              </span>
              {estado === "atual" && passo !== "concluida" && (
                <span className="passo-detalhe">
                  {substatus.descricao}
                  {quem && ` · agora: ${quem}`}
                  {prazo && ` · até ${formatDate(prazo)}`}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
