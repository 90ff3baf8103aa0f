"use client";
import { arquivaveis } from "@/components/admin/crud/arquivaveis";
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
      busca="Descrição"
      servico={areasAtuacao}
      arquivo="areas-de-atuacao"
      {...arquivaveis<AreaAtuacao>({
        base: AREAS_PATH,
        novo: "Nova área",
        singular: "área",
        servico: areasAtuacao,
        colunas: [
          { title: "Empresas", dataIndex: "empresas", align: "right", cartao: "valor" },
          { title: "Serviços", dataIndex: "servicos", align: "right", responsive: ["sm"] },
        ],
      })}
    />
  );
}
