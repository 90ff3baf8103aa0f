import { Etiqueta } from "@/components/ui/etiqueta";
import { formatDate } from "@/lib/format";
import type { Diagnostico } from "@/services/diagnostico";
import { TagDeCor } from "@/components/ui/tag-de-cor";

// Apart from the lists that use them, so a request's summary shows a diagnostic's state without the lists' code.
export function DiagnosticoStatus({ status }: { status: Pick<Diagnostico["status"], "cor" | "descricao"> }) {
  return <TagDeCor cor={status.cor}>{status.descricao}</TagDeCor>;
}

export function Prazo({ d }: { d: Pick<Diagnostico, "prazo" | "ematraso"> }) {
  return (
    <span className="fileira-curta">
      {formatDate(d.prazo)}
      {d.ematraso && <Etiqueta color="red">Em atraso</Etiqueta>}
    </span>
  );
}
