"use client";
import { arquivaveis } from "@/components/admin/crud/arquivaveis";
import { ListaDeCadastro } from "@/components/admin/crud/lista-de-cadastro";
import { TIPOS_DE_RESPOSTA } from "@/lib/regras/dimensionamento";
import { PERGUNTAS_PATH } from "@/lib/paths";
import { perguntasDoBanco, type PerguntaBanco } from "@/services/dimensionamento";

const TIPOS = Object.entries(TIPOS_DE_RESPOSTA).map(([value, t]) => ({ value, label: t.descricao }));

/** The sizing-question bank: each question's key, answer type and how many services ask it. */
export function Perguntas() {
  return (
    <ListaDeCadastro<PerguntaBanco>
      titulo="Perguntas de dimensionamento"
      singular="pergunta"
      plural="perguntas"
      busca="Pergunta ou chave"
      servico={perguntasDoBanco}
      arquivo="perguntas-de-dimensionamento"
      {...arquivaveis<PerguntaBanco>({
        base: PERGUNTAS_PATH,
        novo: "Nova pergunta",
        singular: "pergunta",
        servico: perguntasDoBanco,
        nome: (p) => p.descricao,
        filtros: [{ campo: "tipo_resposta", rotulo: "Tipo de resposta", opcoes: TIPOS }],
        colunas: [
          { title: "Chave", dataIndex: "chave", responsive: ["md"] },
          {
            title: "Tipo",
            render: (_, p) => TIPOS_DE_RESPOSTA[p.tipo_resposta].descricao,
            responsive: ["sm"],
          },
          { title: "Serviços", dataIndex: "servicos", align: "right", cartao: "valor" },
        ],
      })}
    />
  );
}
