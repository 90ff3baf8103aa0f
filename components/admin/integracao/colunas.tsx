import type { Coluna } from "@/components/ui/tabela";
import { Link } from "@/components/ui/link";
import { formatDateTime } from "@/lib/format";
import { TIPO_VISTO } from "@/lib/regras/integracao";
import type { RegistroIntegracao } from "@/services/integracao";
import { SituacaoTag } from "./situacao";

/**
 * The columns every list of records shows: what it is (its number opens its history), its state and attempts,
 * the last error, and when it was concluded and integrated.
 */
export function colunasDeRegistro(
  historico: (r: RegistroIntegracao) => string,
): Coluna<RegistroIntegracao>[] {
  return [
    {
      title: "Registro",
      cartao: "titulo",
      render: (_, r) => (
        <Link href={historico(r)}>
          {TIPO_VISTO[r.tipo] ?? r.tipo} {r.nrosolicitacao ?? `#${r.objeto_id}`}
        </Link>
      ),
    },
    { title: "Descrição", responsive: ["md"], render: (_, r) => r.descricao },
    { title: "Situação", cartao: "status", render: (_, r) => <SituacaoTag situacao={r.situacao} /> },
    { title: "Tentativas", align: "right", responsive: ["sm"], dataIndex: "tentativas" },
    { title: "Último erro", render: (_, r) => r.erro ?? "—" },
    {
      title: "Encerramento",
      cartao: "data",
      responsive: ["lg"],
      render: (_, r) => (r.dtaencerramento ? formatDateTime(r.dtaencerramento) : "—"),
    },
    {
      title: "Integrado em",
      cartao: "data",
      render: (_, r) => (r.dtaintegracao ? formatDateTime(r.dtaintegracao) : "—"),
    },
  ];
}
