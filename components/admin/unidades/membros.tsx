"use client";
import { EscolherGestor } from "@/components/admin/crud/escolher-gestor";
import { Vinculos } from "@/components/admin/crud/vinculos";
import { cidadesDaUnidade, gestoresDaUnidade, type UnidadeAtendimento } from "@/services/unidade-atendimento";
import { EscolherCidade } from "./escolher-cidade";

/** A unit's cities and managers: whose queue a request falls in and who reaches it follow them at once. */
export function Membros({ unidade }: { unidade: UnidadeAtendimento }) {
  const cidades = cidadesDaUnidade.useDoDono(unidade.id);
  const gestores = gestoresDaUnidade.useDoDono(unidade.id);
  const vincularCidade = cidadesDaUnidade.useVincular(unidade.id);
  const vincularGestor = gestoresDaUnidade.useVincular(unidade.id);
  const retirarCidade = cidadesDaUnidade.useDesvincular();
  const retirarGestor = gestoresDaUnidade.useDesvincular();
  return (
    <>
      <Vinculos
        titulo="Cidades atendidas"
        query={cidades}
        nome={(v) => `${v.cidade.nome}/${v.cidade.estado}`}
        vazio="Nenhuma cidade: nenhuma solicitação cai nesta unidade."
        desvincular={retirarCidade}
      >
        <EscolherCidade vincular={vincularCidade} />
      </Vinculos>
      <Vinculos
        titulo="Gestores"
        query={gestores}
        nome={(v) => v.gestor.nome}
        vazio="Nenhum gestor."
        desvincular={retirarGestor}
      >
        <EscolherGestor vincular={vincularGestor} />
      </Vinculos>
    </>
  );
}
