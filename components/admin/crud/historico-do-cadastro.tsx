"use client";
import { HistoricoTimeline } from "@/components/historico";
import { Cartao } from "@/components/ui/cartao";
import { QueryBlock } from "@/components/ui/query-block";
import type { cadastro } from "@/services/cadastro";

/** Who created, changed, archived or linked what in a record, and when: for the administrators who keep it. */
export function HistoricoDoCadastro({
  id,
  servico,
}: {
  id: number;
  servico: Pick<ReturnType<typeof cadastro>, "useHistorico">;
}) {
  const query = servico.useHistorico(id);
  return (
    <Cartao title="Histórico" size="small">
      <QueryBlock query={query} empty="Nenhum registro no histórico.">
        {(linhas) => <HistoricoTimeline eventos={linhas} descricoes={[]} />}
      </QueryBlock>
    </Cartao>
  );
}
