import type { Key, ReactNode } from "react";

// antd's Timeline in plain HTML (`.linha-do-tempo`, styles/lista.css): antd 6 builds it on its Steps, ~10 KiB of
// script on every detail page for rings and rules. No script of its own, so a page's timelines cost nothing to
// hydrate.

/** An event of the timeline: its content beside a ring, in the primary blue as antd's default one. */
type ItemDaLinha = { key: Key; content: ReactNode };

/** Events in the order given (an ordered list), each beside a ring, a rule joining each ring to the next. */
export function LinhaDoTempo({ items }: { items: readonly ItemDaLinha[] }) {
  return (
    <ol className="linha-do-tempo">
      {items.map((item) => (
        <li key={item.key} className="linha-do-tempo-item">
          <div className="linha-do-tempo-conteudo">{item.content}</div>
        </li>
      ))}
    </ol>
  );
}
