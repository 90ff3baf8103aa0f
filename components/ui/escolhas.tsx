import { useId, type ReactNode } from "react";
import { classes } from "./classes";

/**
 * One of a few options as radios drawn as buttons (antd's button radios: `.escolhas`, outlined, or with `cheias`
 * the chosen one filled, antd's solid style). The radios stay, for the keyboard and screen readers; their name
 * is the group's own, as a page may draw the same filters twice (the computer's and the phone's).
 */
export function Escolhas<V extends string>({
  rotulo,
  valor,
  opcoes,
  aoMudar,
  cheias = false,
}: {
  rotulo: string;
  valor: V;
  opcoes: readonly { valor: V; rotulo: ReactNode }[];
  aoMudar: (valor: V) => void;
  cheias?: boolean;
}) {
  const nome = useId();
  return (
    <div role="radiogroup" aria-label={rotulo} className={classes("escolhas", cheias && "escolhas-cheias")}>
      {opcoes.map((o) => (
        <label key={o.valor}>
          <input
            type="radio"
            name={nome}
            value={o.valor}
            checked={o.valor === valor}
            onChange={() => aoMudar(o.valor)}
          />
          <span>{o.rotulo}</span>
        </label>
      ))}
    </div>
  );
}
