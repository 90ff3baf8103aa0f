"use client";
import { arquivaveis } from "@/components/admin/crud/arquivaveis";
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
      busca="Nome ou cidade"
      servico={unidadesAtendimento}
      arquivo="unidades-de-atendimento"
      {...arquivaveis<UnidadeAtendimento>({
        base: UNIDADES_PATH,
        novo: "Nova unidade",
        singular: "unidade",
        servico: unidadesAtendimento,
        colunas: [
          {
            title: "Cidades",
            render: (_, u) => u.cidades.map((c) => `${c.nome}/${c.estado}`).join(", ") || "Nenhuma",
          },
          {
            title: "Gestores",
            responsive: ["md"],
            render: (_, u) => u.gestores.map((g) => `${g.nome} ${g.sobrenome}`).join(", ") || "Nenhum",
          },
        ],
      })}
    />
  );
}
