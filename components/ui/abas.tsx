"use client";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type Aba<K extends string> = { chave: K; rotulo: ReactNode };

/** Tabs with a panel each, opened here. */
type AbasComPaineis = { abas: (Aba<string> & { conteudo: ReactNode })[]; rotulo: string };

/** Tabs that filter what follows (a list whose tab is in the URL): the caller keeps the open one. */
type AbasQueFiltram<K extends string> = {
  abas: readonly Aba<K>[];
  rotulo: string;
  ativa: K;
  aoMudar: (chave: K) => void;
  /** The one panel, under whichever tab is open. */
  children: ReactNode;
};

/**
 * Tabs (antd's Tabs, in plain HTML), with the keyboard of WAI-ARIA's tabs pattern: the arrows, Home and End
 * move between them. Given each tab's `conteudo`, a panel stays mounted once opened, so what was typed in it
 * survives a switch, and the arrows open the tab they reach. Given `ativa` and `aoMudar`, the tabs filter the
 * content that follows, their one panel, labelled by the open tab; there the arrows only move the focus and
 * Enter or Space opens the tab (as antd's Tabs do), since each opening loads a list.
 */
export function Abas<K extends string>(props: AbasComPaineis | AbasQueFiltram<K>) {
  const { abas, rotulo } = props;
  const id = useId();
  const [propria, setPropria] = useState(abas[0].chave);
  const [abertas, setAbertas] = useState(() => new Set([abas[0].chave]));
  const botoes = useRef<(HTMLButtonElement | null)[]>([]);
  const filtram = "ativa" in props;
  const ativa = filtram ? props.ativa : propria;
  const painel = (chave: string) => (filtram ? `${id}-painel` : `${id}-${chave}-painel`);

  function abrir(i: number) {
    const chave = abas[i].chave;
    botoes.current[i]?.focus();
    if (filtram) {
      if (chave !== ativa) props.aoMudar(props.abas[i].chave);
      return;
    }
    setPropria(chave);
    setAbertas((a) => new Set(a).add(chave));
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
    if (filtram) botoes.current[destino]?.focus();
    else abrir(destino);
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
            aria-controls={painel(a.chave)}
            tabIndex={a.chave === ativa ? 0 : -1}
            onClick={() => abrir(i)}
            onKeyDown={(e) => teclar(e, i)}
          >
            {a.rotulo}
          </button>
        ))}
      </div>
      {filtram ? (
        <div role="tabpanel" id={painel(ativa)} aria-labelledby={`${id}-${ativa}`} className="abas-painel">
          {props.children}
        </div>
      ) : (
        props.abas.map(
          (a) =>
            abertas.has(a.chave) && (
              <div
                key={a.chave}
                role="tabpanel"
                id={painel(a.chave)}
                aria-labelledby={`${id}-${a.chave}`}
                hidden={a.chave !== ativa}
                className="abas-painel"
              >
                {a.conteudo}
              </div>
            ),
        )
      )}
    </div>
  );
}
