"use client";
import dynamic from "next/dynamic";
import { FormularioDeCadastro } from "@/components/admin/crud/formulario-de-cadastro";
import { Esqueleto } from "@/components/ui/esqueleto";
import { SERVICOS_ADMIN_PATH } from "@/lib/paths";
import { servicosInternos, type ServicoInterno } from "@/services/servico-cadastro";

// The fields and the service's parts (antd's Form, Select) load after the page's frame: within the JS budget.
const Campos = dynamic(() => import("./campos").then((m) => m.CamposDoServico), {
  ssr: false,
  loading: () => <Esqueleto />,
});
const PerguntasDoServico = dynamic(() => import("./perguntas").then((m) => m.PerguntasDoServico), {
  ssr: false,
  loading: () => <Esqueleto />,
});
const Prestadores = dynamic(() => import("./prestadores").then((m) => m.Prestadores), {
  ssr: false,
  loading: () => <Esqueleto />,
});

/** A service: its register, the questions its checkout asks, its accredited providers and its history. */
export function Servico({ id }: { id: number | null }) {
  return (
    <FormularioDeCadastro<ServicoInterno>
      id={id}
      servico={servicosInternos}
      base={SERVICOS_ADMIN_PATH}
      novo="Novo serviço"
      singular="Serviço"
      artigo="o"
      lista="Serviços"
      nome={(s) => `${s.codigo} · ${s.titulo}`}
      campos={<Campos />}
      iniciais={(s) => ({
        codigo: s.codigo,
        titulo: s.titulo,
        descricao: s.descricao,
        tipo: s.tipo.id,
        programa: s.programa.id,
        subtema: s.subtema.id,
        area_atuacao: s.area_atuacao?.id ?? null,
        porcentagem_subsidio: s.porcentagem_subsidio,
        exige_diagnostico: s.exige_diagnostico,
        ativo: s.ativo,
      })}
    >
      {(s) => (
        <>
          <PerguntasDoServico servico={s.id} />
          <Prestadores servico={s} />
        </>
      )}
    </FormularioDeCadastro>
  );
}
