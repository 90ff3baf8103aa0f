import type { ReactNode } from "react";

/** What a control with a problem says to assistive technology: invalid, described by its message. */
export const descrito = (id: string, erro: string | undefined) =>
  erro ? { "aria-invalid": true, "aria-describedby": `${id}-erro` } : {};

/** Puts the focus on the first field marked invalid in `onde`; a group of radios gives it to its first radio. */
export function focarPrimeiroProblema(onde: HTMLElement | null) {
  const campo = onde?.querySelector<HTMLElement>('[aria-invalid="true"]');
  (campo?.matches("input, select, textarea") ? campo : campo?.querySelector("input"))?.focus();
}

/** A labelled field with its problem below it (antd's vertical form item, in plain HTML: styles/plain.css). */
export function Campo({
  id,
  rotulo,
  obrigatorio,
  erro,
  extra,
  grupo = false,
  children,
}: {
  id: string;
  rotulo: ReactNode;
  obrigatorio: boolean;
  erro: string | undefined;
  extra?: ReactNode;
  /** A group of controls (radios), which its label names by id rather than `for`. */
  grupo?: boolean;
  children: ReactNode;
}) {
  return (
    // A required field's label is marked by CSS, as antd marks it: not part of its name.
    <div className={obrigatorio ? "campo campo-obrigatorio" : "campo"}>
      {grupo ? <span id={`${id}-rotulo`}>{rotulo}</span> : <label htmlFor={id}>{rotulo}</label>}
      {children}
      {extra}
      {erro && (
        <div id={`${id}-erro`} className="campo-erro">
          {erro}
        </div>
      )}
    </div>
  );
}

/** A failed send's message above its form, with the errors of keys no field shows (antd's error Alert). */
export function AvisoDeFalha({ falha }: { falha: { detail: string; outros: string[] } | null }) {
  if (!falha) return null;
  return (
    <div role="alert" className="aviso aviso-erro">
      <strong>{falha.detail}</strong>
      {falha.outros.length > 0 && <div>{falha.outros.join(" ")}</div>}
    </div>
  );
}
