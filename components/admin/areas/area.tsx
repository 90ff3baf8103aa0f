"use client";
import dynamic from "next/dynamic";
import { FormularioDeCadastro } from "@/components/admin/crud/formulario-de-cadastro";
import { Esqueleto } from "@/components/ui/esqueleto";
import { AREAS_PATH } from "@/lib/paths";
import { areasAtuacao, type AreaAtuacao } from "@/services/area-atuacao";

// The managers' picker (antd's Select) loads after the form: the page stays within its JS budget.
const Gestores = dynamic(() => import("./gestores").then((m) => m.Gestores), {
  ssr: false,
  loading: () => <Esqueleto />,
});

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
