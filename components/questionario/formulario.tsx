"use client";
import { useRouter } from "next/navigation";
import { Form, Switch } from "antd";
import { BotaoEnviar } from "@/components/ui/botao-enviar";
import { Cartao } from "@/components/ui/cartao";
import { EntradaDeTexto } from "@/components/ui/entrada-de-texto";
import { notify } from "@/lib/messages";
import { DESCRICAO_QUESTIONARIO } from "@/lib/regras/questionario";
import { useErroDoForm } from "@/components/ui/erros-api";
import { regrasTexto } from "@/components/ui/regras-texto";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import {
  useSalvarQuestionario,
  type QuestionarioCorpo,
  type QuestionarioDetalhe,
} from "@/services/questionario";
import { PerguntasDoQuestionario } from "./perguntas";

// The form's fields are named as the API's, so its field errors land on them as they come.
type Campos = {
  questionario: { descricao: string; padrao: boolean };
  perguntas: { pergunta: string; tipo: QuestionarioCorpo["perguntas"][number]["tipo"] }[];
};

const iniciais = (atual?: QuestionarioDetalhe): Campos =>
  atual
    ? {
        questionario: { descricao: atual.descricao, padrao: atual.padrao },
        perguntas: atual.perguntas.map((p) => ({ pergunta: p.pergunta, tipo: p.tipo })),
      }
    : { questionario: { descricao: "", padrao: false }, perguntas: [{ pergunta: "", tipo: "NOTA" }] };

/**
 * A questionnaire's description, whether it is the default, and its questions: a new one, or `atual`
 * changed. The default stays the default until another one is marked, so its switch is locked.
 */
export function FormularioQuestionario({ base, atual }: { base: string; atual?: QuestionarioDetalhe }) {
  const [form] = Form.useForm<Campos>();
  const router = useRouter();
  const salvar = useSalvarQuestionario();
  const erro = useErroDoForm(form);

  async function enviar(valores: Campos) {
    erro.limpar();
    try {
      const salvo = await salvar.mutateAsync({
        id: atual?.id,
        questionario: {
          descricao: valores.questionario.descricao.trim(),
          padrao: valores.questionario.padrao,
        },
        perguntas: valores.perguntas.map((p) => ({ pergunta: p.pergunta.trim(), tipo: p.tipo })),
      });
      notify("success", "Questionário salvo.");
      if (!atual) router.push(`${base}/${salvo.id}`);
    } catch (e) {
      notify(erro.mostrar(e) ? "warning" : "error");
    }
  }

  return (
    <Cartao title={<TituloPagina>{atual ? "Editar questionário" : "Novo questionário"}</TituloPagina>}>
      <Form<Campos>
        form={form}
        layout="vertical"
        initialValues={iniciais(atual)}
        onFinish={(v) => void enviar(v)}
        onFinishFailed={() => notify("warning")}
      >
        {erro.alerta}
        <Form.Item
          name={["questionario", "descricao"]}
          label="Descrição"
          rules={regrasTexto(true, DESCRICAO_QUESTIONARIO.min, DESCRICAO_QUESTIONARIO.max)}
        >
          <EntradaDeTexto maxLength={DESCRICAO_QUESTIONARIO.max} />
        </Form.Item>
        <Form.Item
          name={["questionario", "padrao"]}
          label="Questionário padrão"
          valuePropName="checked"
          extra={
            atual?.padrao
              ? "Este é o questionário padrão. Para trocar, marque outro questionário como padrão."
              : "Usado nas avaliações dos serviços que não indicam um questionário."
          }
        >
          <Switch disabled={atual?.padrao} />
        </Form.Item>
        <PerguntasDoQuestionario />
        <div className="fileira" style={{ justifyContent: "flex-end" }}>
          <BotaoEnviar carregando={salvar.isPending}>Salvar questionário</BotaoEnviar>
        </div>
      </Form>
    </Cartao>
  );
}
