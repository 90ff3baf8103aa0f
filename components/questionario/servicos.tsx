"use client";
import { Button, Flex, Form } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { notify } from "@/lib/messages";
import { useBusca } from "@/hooks/use-busca";
import { useListaSimples, type ItemSimples } from "@/services/listagem";
import { useServicosDoQuestionario, type QuestionarioDetalhe } from "@/services/questionario";
import { BuscaSelect, opcoesDa } from "@/components/ui/busca-select";
import { useErroDoForm } from "@/components/ui/erros-api";

type Campos = { servicos: ItemSimples[] };

/**
 * Which services' evaluations use this questionnaire: saved as the whole list, so a service taken out goes
 * back to the default questionnaire and one put in leaves the questionnaire it had.
 */
export function ServicosDoQuestionario({ questionario: q }: { questionario: QuestionarioDetalhe }) {
  const [form] = Form.useForm<Campos>();
  const [busca, buscar] = useBusca();
  const servicos = useListaSimples("servicos", { search: busca });
  const salvar = useServicosDoQuestionario();
  const erro = useErroDoForm(form);

  async function enviar({ servicos: escolhidos }: Campos) {
    erro.limpar();
    try {
      await salvar.mutateAsync({ questionario: q.id, servicos: escolhidos.map((s) => s.id) });
      notify("success", "Serviços do questionário salvos.");
    } catch (e) {
      notify(erro.mostrar(e) ? "warning" : "error");
    }
  }

  return (
    <Cartao title="Serviços que usam este questionário" style={{ marginTop: 16 }}>
      <Paragrafo type="secondary">
        {q.padrao
          ? "Por ser o padrão, este questionário também avalia os serviços que não indicam outro."
          : "Os serviços que não estão nesta lista são avaliados com o questionário padrão."}
      </Paragrafo>
      <Form<Campos>
        form={form}
        layout="vertical"
        initialValues={{ servicos: q.servicos.map((s) => ({ id: s.id, descricao: s.titulo })) }}
        onFinish={(v) => void enviar(v)}
      >
        {erro.alerta}
        <Form.Item name="servicos" label="Serviços">
          <BuscaSelect<ItemSimples>
            multiple
            {...opcoesDa(servicos)}
            label={(s) => s.descricao}
            onSearch={buscar}
            placeholder="Busque e escolha os serviços"
          />
        </Form.Item>
        <Flex justify="end">
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Salvar serviços
          </Button>
        </Flex>
      </Form>
    </Cartao>
  );
}
