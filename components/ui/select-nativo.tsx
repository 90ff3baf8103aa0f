import type { CSSProperties } from "react";

/**
 * A select of a short, fixed list in plain HTML (`.entrada`): the browser's own menu, light to load and at home on
 * a phone. `todos` is the empty choice (no filter); without it a value is always chosen, and until one is (the
 * answer that tells it on its way) the select shows an empty box, not its first option. Values keep their type.
 * `carregando`: its options are on their way; it says so in its box, and is busy and shut until they come.
 */
export function SelectNativo<V extends string | number>({
  valor,
  opcoes,
  onChange,
  todos,
  id,
  rotulo,
  style,
  disabled,
  carregando,
}: {
  valor: V | undefined;
  opcoes: { value: V; label: string }[];
  onChange: (valor: V | undefined) => void;
  todos?: string;
  /** Given when a label outside names the select (htmlFor); otherwise `rotulo` names it. */
  id?: string;
  rotulo?: string;
  style?: CSSProperties;
  disabled?: boolean;
  carregando?: boolean;
}) {
  // The first option is empty when it is the "all" choice, or stands (hidden) for a value not known yet.
  const vazia = todos !== undefined || valor === undefined || carregando;
  return (
    <select
      className="entrada"
      id={id}
      aria-label={rotulo}
      style={style}
      value={valor ?? ""}
      aria-busy={carregando || undefined}
      disabled={disabled || carregando || !opcoes.length}
      // The option's index maps back to its value, so a number stays a number.
      onChange={(e) => onChange(opcoes[e.target.selectedIndex - (vazia ? 1 : 0)]?.value)}
    >
      {vazia && (
        <option value="" hidden={todos === undefined && !carregando}>
          {carregando ? "Carregando…" : todos}
        </option>
      )}
      {opcoes.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
