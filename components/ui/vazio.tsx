import type { ReactNode } from "react";

/** What an empty section says, in grey (antd's Empty without its picture): as an empty table or list says it. */
export function Vazio({ children }: { children: ReactNode }) {
  return <p className="vazio">{children}</p>;
}
