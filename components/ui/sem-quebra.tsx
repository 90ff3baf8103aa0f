import type { ReactNode } from "react";

/**
 * A value read as one piece (money, an id, a date) outside a table's column (whose `semQuebra` does the same):
 * never broken over two lines, where "R$ 4.800,0⏎0" reads as two numbers. Marked for the layout spec
 * (tests/e2e/sem-quebra.spec.ts), which measures it whole and on one line.
 */
export function SemQuebra({ children }: { children: ReactNode }) {
  return (
    <span style={{ display: "inline-block", whiteSpace: "nowrap" }} data-sem-quebra>
      {children}
    </span>
  );
}
