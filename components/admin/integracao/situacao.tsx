import { Etiqueta } from "@/components/ui/etiqueta";
import { SITUACAO_VISTA, type SituacaoIntegracao } from "@/lib/regras/integracao";

/** A record's state in words and colour. */
export function SituacaoTag({ situacao }: { situacao: SituacaoIntegracao }) {
  const v = SITUACAO_VISTA[situacao];
  return <Etiqueta color={v.cor}>{v.texto}</Etiqueta>;
}
