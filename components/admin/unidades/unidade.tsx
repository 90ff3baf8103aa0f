"use client";
import dynamic from "next/dynamic";
import { FormularioDeCadastro } from "@/components/admin/crud/formulario-de-cadastro";
import { Esqueleto } from "@/components/ui/esqueleto";
import { UNIDADES_PATH } from "@/lib/paths";
import { unidadesAtendimento, type UnidadeAtendimento } from "@/services/unidade-atendimento";

// The pickers of cities and managers (antd's Select) load after the form: the page stays within its JS budget.
const Membros = dynamic(() => import("./membros").then((m) => m.Membros), {
  ssr: false,
  loading: () => <Esqueleto />,
});

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
