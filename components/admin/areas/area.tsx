"use client";
import { EscolherGestor } from "@/components/admin/crud/escolher-gestor";
import { FormularioDeCadastro } from "@/components/admin/crud/formulario-de-cadastro";
import { Vinculos } from "@/components/admin/crud/vinculos";
import { AREAS_PATH } from "@/lib/paths";
import { areasAtuacao, gestoresDaArea, type AreaAtuacao } from "@/services/area-atuacao";

/** The managers who answer for an area. */
function Gestores({ area }: { area: AreaAtuacao }) {
  const gestores = gestoresDaArea.useDoDono(area.id);
  const vincular = gestoresDaArea.useVincular(area.id);
  const retirar = gestoresDaArea.useDesvincular();
  return (
    <Vinculos
      titulo="Gestores"
      query={gestores}
      nome={(v) => v.gestor.nome}
      vazio="Nenhum gestor."
      desvincular={retirar}
    >
      <EscolherGestor vincular={vincular} />
    </Vinculos>
  );
}

/** An area of activity's form: its description and situation, its managers and its history. */
export function Area({ id }: { id: number | null }) {
  return (
    <FormularioDeCadastro<AreaAtuacao>
      id={id}
      servico={areasAtuacao}
      base={AREAS_PATH}
      novo="Nova área de atuação"
      singular="Área"
      lista="Áreas de atuação"
    >
      {(area) => <Gestores area={area} />}
    </FormularioDeCadastro>
  );
}
