import type { ReactNode } from "react";
import { ProximoPasso } from "@/components/ui/proximo-passo";
import { textoDaVez } from "@/components/passos";
import { VEZ_NO_DIAGNOSTICO, type Parte } from "@/lib/regras/passos";
import type { StatusDiagnostico } from "@/lib/regras/diagnostico";

const SEM_VEZ = { vez: [], tarefa: "" };

/**
 * A diagnostic's next step for `leitor`: asked when the API gives them actions (`acoes`, whose buttons are
 * `acao`, with the `motivo` they were given), else who acts now; the deadline is the provider's, shown while the provider owes the diagnostic.
 */
export function ProximoPassoDoDiagnostico({
  d,
  leitor,
  acao,
  motivo,
}: {
  d: { status: { codigo: string; descricao: string }; prazo: string; acoes: readonly string[] };
  leitor: Parte;
  acao?: ReactNode;
  motivo?: ReactNode;
}) {
  const linha = VEZ_NO_DIAGNOSTICO[d.status.codigo as StatusDiagnostico] ?? SEM_VEZ;
  const { pedido, texto } = textoDaVez(linha, leitor, linha.vez.includes("prestador") ? d.prazo : null, {
    pedido: !!acao && d.acoes.length > 0,
    fim: `${d.status.descricao}. Nada mais é pedido neste diagnóstico.`,
  });
  return (
    <ProximoPasso
      pedido={pedido}
      texto={texto}
      acao={pedido ? acao : undefined}
      motivo={pedido ? motivo : undefined}
    />
  );
}
