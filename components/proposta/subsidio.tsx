import { formatBRL } from "@/lib/format";
import type { PropostaResumo } from "@/services/proposta";

type Valores = Pick<PropostaResumo, "valor_subsidio" | "valor_subsidio_parceiros">;

/** A proposal's whole subsidy, with the partners' part named when there is one. */
export function Subsidio({ p }: { p: Valores }) {
  return (
    <>
      {formatBRL(p.valor_subsidio)}
      {p.valor_subsidio_parceiros > 0 && ` (${formatBRL(p.valor_subsidio_parceiros)} de parceiros)`}
    </>
  );
}
