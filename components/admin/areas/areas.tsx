"use client";
import { ListaDeCadastro } from "@/components/admin/crud/lista-de-cadastro";
import { AREAS_PATH } from "@/lib/paths";
import { areasAtuacao, type AreaAtuacao } from "@/services/area-atuacao";

/** The areas of activity administrators keep, with how many companies and services name each. */
export function Areas() {
  return (
    <ListaDeCadastro<AreaAtuacao>
      titulo="Áreas de atuação"
      singular="área"
      plural="áreas"
      novo="Nova área"
      busca="Descrição"
      servico={areasAtuacao}
      base={AREAS_PATH}
      arquivo="areas-de-atuacao"
      colunas={[
        { title: "Empresas", dataIndex: "empresas", align: "right", cartao: "valor" },
        { title: "Serviços", dataIndex: "servicos", align: "right", responsive: ["sm"] },
      ]}
    />
  );
}
