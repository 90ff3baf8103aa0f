"use client";
import { EscolherGestor } from "@/components/admin/crud/escolher-gestor";
import { FormularioDeCadastro } from "@/components/admin/crud/formulario-de-cadastro";
import { Vinculos } from "@/components/admin/crud/vinculos";
import { UNIDADES_PATH } from "@/lib/paths";
import {
  cidadesDaUnidade,
  gestoresDaUnidade,
  unidadesAtendimento,
  type UnidadeAtendimento,
} from "@/services/unidade-atendimento";
import { EscolherCidade } from "./escolher-cidade";

/** A unit's cities and managers: whose queue a request falls in and who reaches it follow them at once. */
function Membros({ unidade }: { unidade: UnidadeAtendimento }) {
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

/** A service unit's form: its description and situation, then its cities and managers and its history. */
export function Unidade({ id }: { id: number | null }) {
  return (
    <FormularioDeCadastro<UnidadeAtendimento>
      id={id}
      servico={unidadesAtendimento}
      base={UNIDADES_PATH}
      novo="Nova unidade de atendimento"
      singular="Unidade"
      lista="Unidades de atendimento"
    >
      {(unidade) => <Membros unidade={unidade} />}
    </FormularioDeCadastro>
  );
}
