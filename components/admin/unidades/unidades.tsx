"use client";
import { ListaDeCadastro } from "@/components/admin/crud/lista-de-cadastro";
import { UNIDADES_PATH } from "@/lib/paths";
import { unidadesAtendimento, type UnidadeAtendimento } from "@/services/unidade-atendimento";

/** The service units administrators keep: each one's cities and managers at a glance. */
export function Unidades() {
  return (
    <ListaDeCadastro<UnidadeAtendimento>
      titulo="Unidades de atendimento"
      singular="unidade"
      plural="unidades"
      novo="Nova unidade"
      busca="Nome ou cidade"
      servico={unidadesAtendimento}
      base={UNIDADES_PATH}
      arquivo="unidades-de-atendimento"
      colunas={[
        {
          title: "Cidades",
          render: (_, u) => u.cidades.map((c) => `${c.nome}/${c.estado}`).join(", ") || "Nenhuma",
        },
        {
          title: "Gestores",
          responsive: ["md"],
          render: (_, u) => u.gestores.map((g) => `${g.nome} ${g.sobrenome}`).join(", ") || "Nenhum",
        },
      ]}
    />
  );
}
