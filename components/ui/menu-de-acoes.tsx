"use client";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { DownOutlined, LoadingOutlined } from "@ant-design/icons";
import { classes } from "./classes";

export type ItemDoMenu = { chave: string; rotulo: string; perigo?: boolean; onClick: () => void };

/**
 * A button that opens a list of actions (WAI-ARIA's menu button), in plain HTML (styles/menu.css). antd's
 * Dropdown brought its menu and trigger, and through them antd's form and colour picker code, to every page that
 * shows one as it loads. Enter, Space or ↓ open it on its first item, ↑ on its last; ↑ ↓ Home End move; Esc
 * closes it and goes back to the button; Tab, or a click outside, closes it. `carregando`: an action started from
 * it is under way.
 */
export function MenuDeAcoes({
  rotulo,
  itens,
  carregando = false,
}: {
  rotulo: string;
  itens: ItemDoMenu[];
  carregando?: boolean;
}) {
  const [foco, setFoco] = useState<number>();
  const raiz = useRef<HTMLDivElement>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const lista = useRef<HTMLUListElement>(null);
  const id = useId();
  const aberto = foco !== undefined;

  useEffect(() => {
    if (!aberto) return;
    const fora = (e: PointerEvent) => {
      if (!raiz.current?.contains(e.target as Node)) setFoco(undefined);
    };
    document.addEventListener("pointerdown", fora);
    return () => document.removeEventListener("pointerdown", fora);
  }, [aberto]);

  // Opened below the button from its left edge; from its right edge when that would leave the screen (a phone).
  // The list is drawn anew at each opening, so the class is set once, before it is painted.
  useLayoutEffect(() => {
    const caixa = lista.current?.getBoundingClientRect();
    if (caixa && caixa.right > document.documentElement.clientWidth)
      lista.current?.classList.add("menu-de-acoes-direita");
  }, [aberto]);

  useEffect(() => {
    if (foco !== undefined) lista.current?.querySelectorAll("button")[foco]?.focus();
  }, [foco]);

  const fechar = (voltar: boolean) => {
    setFoco(undefined);
    if (voltar) botao.current?.focus();
  };
  const mover = (indice: number) => setFoco((indice + itens.length) % itens.length);

  return (
    <div ref={raiz} className="menu-de-acoes">
      <button
        ref={botao}
        type="button"
        className="botao"
        aria-haspopup="menu"
        aria-expanded={aberto}
        aria-controls={aberto ? id : undefined}
        aria-busy={carregando || undefined}
        onClick={() => (aberto ? fechar(false) : setFoco(0))}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            setFoco(e.key === "ArrowDown" ? 0 : itens.length - 1);
          }
        }}
      >
        {rotulo}
        {carregando ? <LoadingOutlined aria-hidden /> : <DownOutlined aria-hidden />}
      </button>
      {aberto && (
        <ul
          ref={lista}
          id={id}
          role="menu"
          aria-label={rotulo}
          className="menu-de-acoes-lista"
          onKeyDown={(e) => {
            const teclas: Record<string, () => void> = {
              ArrowDown: () => mover((foco ?? 0) + 1),
              ArrowUp: () => mover((foco ?? 0) - 1),
              Home: () => mover(0),
              End: () => mover(itens.length - 1),
              Escape: () => fechar(true),
            };
            if (e.key === "Tab") return fechar(false);
            if (!teclas[e.key]) return;
            e.preventDefault();
            teclas[e.key]();
          }}
        >
          {itens.map((item, i) => (
            <li key={item.chave} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={i === foco ? 0 : -1}
                className={classes("menu-de-acoes-item", item.perigo && "botao-perigo")}
                onClick={() => {
                  fechar(false);
                  item.onClick();
                }}
              >
                {item.rotulo}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
