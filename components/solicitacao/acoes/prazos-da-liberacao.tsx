"use client";
import dayjs, { type Dayjs } from "dayjs";
import { Aviso } from "@/components/ui/aviso";
import { Esqueleto } from "@/components/ui/esqueleto";
import { Fatos } from "@/components/ui/fatos";
import { Paragrafo } from "@/components/ui/texto";
import { formatDate } from "@/lib/format";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { useParametroNumero } from "@/services/parametro";

/**
 * The diagnostic's deadline a release sets (today in São Paulo plus PRAZO_DIAGNOSTICO_DIAS, as the API
 * counts it): the proposals' deadline may not come before it.
 */
export function usePrazoDoDiagnostico() {
  const dias = useParametroNumero("PRAZO_DIAGNOSTICO_DIAS");
  return {
    ...dias,
    dia: dias.valor === undefined ? undefined : dayjs(hojeEmSaoPaulo()).add(dias.valor, "day"),
  };
}

/**
 * How a release's two deadlines relate, for a service that needs a diagnostic: the diagnostic's, the
 * proposals' chosen (`propostas`), and the rule the API applies when the diagnostic is approved late
 * (PRAZO_PROPOSTA_APOS_DIAGNOSTICO_DIAS).
 */
export function PrazosDaLiberacao({ propostas }: { propostas?: Dayjs }) {
  const diagnostico = usePrazoDoDiagnostico();
  const minimo = useParametroNumero("PRAZO_PROPOSTA_APOS_DIAGNOSTICO_DIAS");
  if (diagnostico.isPending || minimo.isPending) return <Esqueleto linhas={2} />;
  if (!diagnostico.dia || minimo.valor === undefined)
    return (
      <Aviso
        type="warning"
        style={{ marginBottom: 16 }}
        title="Não foi possível carregar os prazos do programa. O prazo das propostas não pode ser antes do prazo do diagnóstico."
      />
    );
  const dias = `${minimo.valor} ${minimo.valor === 1 ? "dia" : "dias"}`;
  return (
    <section aria-label="Prazos" style={{ marginBottom: 16 }}>
      <Fatos
        className="fatos-com-bordas"
        style={{ marginBottom: 8 }}
        fatos={[
          ["Prazo do diagnóstico", formatDate(diagnostico.dia)],
          ["Prazo das propostas", propostas ? formatDate(propostas) : "Escolha abaixo"],
        ]}
      />
      <Paragrafo>
        O prestador escolhido tem até {formatDate(diagnostico.dia)} para enviar o diagnóstico, e os
        prestadores só cotam depois que o cliente o aprova; por isso o prazo das propostas não pode ser antes
        dessa data. O prazo das propostas começa a contar da aprovação do diagnóstico se ela vier tarde:
        aprovado a menos de {dias} do prazo das propostas (ou depois dele), o prazo passa a ser o dia da
        aprovação mais {dias}.
      </Paragrafo>
    </section>
  );
}
