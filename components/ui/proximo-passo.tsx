import type { ReactNode } from "react";
import { classes } from "./classes";

/**
 * The banner at the top of a detail page (styles/passos.css): what this user is asked to do now, with the
 * button that does it (`acao`, the page's own), or, when nothing is asked of them (`pedido` false), who acts
 * now and until when. `motivo`: what the user was told to fix (a returned diagnostic's correction), shown with the
 * button that sends the fix.
 */
export function ProximoPasso({
  pedido,
  texto,
  acao,
  motivo,
}: {
  pedido: boolean;
  texto: ReactNode;
  acao?: ReactNode;
  motivo?: ReactNode;
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
      {motivo}
      {acao && <div className="proximo-passo-acao">{acao}</div>}
    </section>
  );
}
