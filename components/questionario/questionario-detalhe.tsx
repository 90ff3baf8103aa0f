"use client";
import { useEffect } from "react";
import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";
import { Esqueleto } from "@/components/ui/esqueleto";
import { Paragrafo } from "@/components/ui/texto";
import { apiErrorOf } from "@/lib/api-client";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { QueryBlock } from "@/components/ui/query-block";
import { useQuestionario } from "@/services/questionario";
import { FormularioQuestionario } from "./formulario";

// The services' card (antd's searchable Select) shows only once the questionnaire is read: its code loads
// beside that read, from the first render, not with the page before it hydrates.
const carregarServicos = () => import("./servicos");
const ServicosDoQuestionario = dynamic(() => carregarServicos().then((m) => m.ServicosDoQuestionario), {
  ssr: false,
  loading: () => <Esqueleto />,
});

const Voltar = ({ base }: { base: string }) => (
  <Paragrafo>
    <Link href={base}>← Questionários</Link>
  </Paragrafo>
);

/** A new questionnaire; once saved, its page offers choosing the services that use it. */
export function NovoQuestionario({ base }: { base: string }) {
  return (
    <>
      <Voltar base={base} />
      <FormularioQuestionario base={base} />
    </>
  );
}

/** A questionnaire to edit, and the services that use it. */
export function EditarQuestionario({ id, base }: { id: number; base: string }) {
  const query = useQuestionario(id);
  useEffect(() => {
    void carregarServicos();
  }, []);
  if (query.isError && apiErrorOf(query.error).status === 404)
    return (
      <NaoEncontrado
        titulo="Questionário não encontrado"
        subtitulo="Ele não existe ou foi excluído."
        voltar={base}
        rotulo="Ver questionários"
      />
    );
  return (
    <>
      <Voltar base={base} />
      <QueryBlock query={query} empty="" erro="Não foi possível carregar o questionário.">
        {(q) => (
          // Each form starts again from what the server saved (trimmed, renumbered) when its part changes.
          <>
            <FormularioQuestionario
              key={JSON.stringify([q.descricao, q.padrao, q.perguntas])}
              base={base}
              atual={q}
            />
            <ServicosDoQuestionario key={JSON.stringify(q.servicos)} questionario={q} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
