"use client";
import { useState, type ComponentType, type KeyboardEvent, type MouseEvent } from "react";

/** The keys that open antd's select and calendar from the keyboard. */
const ABREM = new Set([" ", "Enter", "ArrowDown"]);

/**
 * A control drawn with antd that starts as a plain lookalike (its `fachada`), swapped for the real one when it is
 * first pointed at, focused or pressed. The real one's scripts, its first render and antd's stylesheet then come
 * when someone reaches for it, not while the page loads, and never for the controls no one touches (a list's
 * filters). The real one takes the focus the lookalike had, and opens if the lookalike was pressed.
 * `carregar` gives the real one (wrapped by comAntd), the same for every lookalike.
 */
export function useAdiado<P>(carregar: () => Promise<ComponentType<P>>) {
  const [Real, setReal] = useState<ComponentType<P>>();
  const [focada, setFocada] = useState(false);
  const [pressionada, setPressionada] = useState(false);
  // Swapped in a task of its own, never inside an event still on its way: a select opened by a press would
  // otherwise meet that same press at the window, outside it, and shut.
  const ativar = () => void carregar().then((Parte) => setTimeout(() => setReal(() => Parte)));
  const pressionar = () => {
    setFocada(true);
    setPressionada(true);
    ativar();
  };
  return {
    Real,
    /** For the real one: focused if the lookalike was, open if it was pressed. */
    inicio: { autoFocus: focada, defaultOpen: pressionada },
    /** For the lookalike. */
    fachada: {
      onPointerEnter: ativar,
      onFocus: () => {
        setFocada(true);
        ativar();
      },
      onBlur: () => setFocada(false),
      onMouseDown: (e: MouseEvent) => {
        // The press swaps the lookalike for the real one, which takes the focus: the browser's own focusing, after
        // the press, would find the lookalike gone and leave the focus nowhere, shutting the real one.
        e.preventDefault();
        pressionar();
      },
      onKeyDown: (e: KeyboardEvent) => {
        if (!ABREM.has(e.key)) return;
        e.preventDefault();
        pressionar();
      },
    },
  };
}

/** `carregar` for useAdiado: the part loaded once, the same component for every lookalike. */
export function umaVez<P>(carregar: () => Promise<ComponentType<P>>) {
  let parte: Promise<ComponentType<P>> | undefined;
  return () => (parte ??= carregar());
}
