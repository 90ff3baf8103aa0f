"use client";
import { Link } from "@/components/ui/link";
import { Lista } from "@/components/ui/lista";
import { Paragrafo } from "@/components/ui/texto";
import { capitalizeWords, formatDate } from "@/lib/format";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import type { EmpresaDetalhe } from "@/services/empresa";

/**
 * The company's latest requests, newest first; each opens under `base` when given (administrators, outside
 * the staff area, read the numbers only).
 */
export function SolicitacoesEmpresa({
  solicitacoes,
  base,
}: {
  solicitacoes: EmpresaDetalhe["solicitacoes"];
  base?: string;
}) {
  const { count, results } = solicitacoes;
  return (
    <>
      <Lista
        size="small"
        dataSource={results}
        locale={{ emptyText: "Nenhuma solicitação." }}
        renderItem={(s) => (
          <Lista.Item key={s.id} extra={<TagDeCor cor={s.substatus.cor}>{s.substatus.descricao}</TagDeCor>}>
            <Lista.Item.Meta
              title={base ? <Link href={`${base}/${s.id}`}>{s.nrosolicitacao}</Link> : s.nrosolicitacao}
              description={`${capitalizeWords(s.servico.titulo)} · ${formatDate(s.dtainclusao)}`}
            />
          </Lista.Item>
        )}
      />
      {count > results.length && (
        <Paragrafo type="secondary" style={{ marginTop: 8 }}>
          As {results.length} mais recentes de {count} solicitações.
        </Paragrafo>
      )}
    </>
  );
}
