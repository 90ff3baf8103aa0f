"use client";
import dynamic from "next/dynamic";
import { FormularioDeCadastro } from "@/components/admin/crud/formulario-de-cadastro";
import { Esqueleto } from "@/components/ui/esqueleto";
import { PERGUNTAS_PATH } from "@/lib/paths";
import { perguntasDoBanco, type PerguntaBanco } from "@/services/dimensionamento";

// The fields (antd's Form items) load with the form, after the page's frame.
const Campos = dynamic(() => import("./campos").then((m) => m.CamposDaPergunta), {
  ssr: false,
  loading: () => <Esqueleto />,
});

/** A question of the bank: its text, key, answer type and options, and its history. */
export function Pergunta({ id }: { id: number | null }) {
  return (
    <FormularioDeCadastro<PerguntaBanco>
      id={id}
      servico={perguntasDoBanco}
      base={PERGUNTAS_PATH}
      novo="Nova pergunta"
      singular="Pergunta"
      lista="Perguntas de dimensionamento"
      campos={<Campos />}
      iniciais={(p) => ({
        descricao: p.descricao,
        chave: p.chave,
        tipo_resposta: p.tipo_resposta,
        opcoes: p.opcoes,
        obrigatoria: p.obrigatoria,
        ativo: p.ativo,
      })}
    />
  );
}
