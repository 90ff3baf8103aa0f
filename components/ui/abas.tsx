"use client";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * Tabs (antd's Tabs, in plain HTML), with the keyboard of WAI-ARIA's tabs pattern: the arrows, Home and End
 * move between them. Each panel stays mounted once opened, so what was typed in it survives a switch.
 */
export function Abas({
  abas,
  rotulo,
}: {
  abas: { chave: string; rotulo: string; conteudo: ReactNode }[];
  rotulo: string;
}) {
  const id = useId();
  const [ativa, setAtiva] = useState(abas[0].chave);
  const [abertas, setAbertas] = useState(() => new Set([abas[0].chave]));
  const botoes = useRef<(HTMLButtonElement | null)[]>([]);

  function abrir(i: number) {
    const chave = abas[i].chave;
    setAtiva(chave);
    setAbertas((a) => new Set(a).add(chave));
    botoes.current[i]?.focus();
  }

  function teclar(e: KeyboardEvent, i: number) {
    const destino = {
      ArrowRight: (i + 1) % abas.length,
      ArrowLeft: (i - 1 + abas.length) % abas.length,
      Home: 0,
      End: abas.length - 1,
    }[e.key];
    if (destino === undefined) return;
    e.preventDefault();
    abrir(destino);
  }

  return (
    <div className="abas">
      <div role="tablist" aria-label={rotulo} className="abas-lista">
        {abas.map((a, i) => (
          <button
            key={a.chave}
            ref={(b) => {
              botoes.current[i] = b;
            }}
            type="button"
            role="tab"
            id={`${id}-${a.chave}`}
            aria-selected={a.chave === ativa}
            aria-controls={`${id}-${a.chave}-painel`}
            tabIndex={a.chave === ativa ? 0 : -1}
            onClick={() => abrir(i)}
            onKeyDown={(e) => teclar(e, i)}
          >
            {a.rotulo}
          </button>
        ))}
      </div>
      {abas.map(
        (a) =>
          abertas.has(a.chave) && (
            <div
              key={a.chave}
              role="tabpanel"
              id={`${id}-${a.chave}-painel`}
              aria-labelledby={`${id}-${a.chave}`}
              hidden={a.chave !== ativa}
              className="abas-painel"
            >
              {a.conteudo}
            </div>
          ),
      )}
    </div>
  );
}
