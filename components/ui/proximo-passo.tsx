import type { ReactNode } from "react";
import { classes } from "./classes";

/**
 * The banner at the top of a detail page (styles/passos.css): what this user is asked to do now, with the
 * button that does it (`acao`, the page's own), or, when nothing is asked of them (`pedido` false), who acts
 * now and until when.
 */
export function ProximoPasso({
  pedido,
  texto,
  acao,
}: {
  pedido: boolean;
  texto: ReactNode;
  acao?: ReactNode;
}) {
  return (
    <section
      aria-label="Próximo passo"
      className={classes("proximo-passo", !pedido && "proximo-passo-espera")}
    >
      <p className="proximo-passo-texto">
        <strong>{pedido ? "Próximo passo: " : "Agora: "}</strong>
        {texto}
      </p>
      {acao && <div className="proximo-passo-acao">{acao}</div>}
    </section>
  );
}
