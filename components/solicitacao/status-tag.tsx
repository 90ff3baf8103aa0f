import { TagDeCor } from "@/components/ui/tag-de-cor";
import type { Solicitacao } from "@/services/solicitacao";

/** The request's substatus in its status colour (statuses are data, colours come from the API). */
export function StatusTag({ substatus }: { substatus: Solicitacao["substatus"] }) {
  return (
    <TagDeCor cor={substatus.status.cor} title={substatus.status.descricao}>
      {substatus.descricao}
    </TagDeCor>
  );
}
