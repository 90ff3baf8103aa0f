import type { ReactNode } from "react";

/** A value read as one piece (money, a date): never broken over two lines, where "R$ 4.800,0⏎0" reads as two numbers. */
export function SemQuebra({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: "nowrap" }}>{children}</span>;
}
