"use client";
import { EscolherGestor } from "@/components/admin/crud/escolher-gestor";
import { Vinculos } from "@/components/admin/crud/vinculos";
import { gestoresDaArea, type AreaAtuacao } from "@/services/area-atuacao";

/** The managers who answer for an area. */
export function Gestores({ area }: { area: AreaAtuacao }) {
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
