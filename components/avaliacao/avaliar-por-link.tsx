"use client";
import { useState } from "react";
import { Button, Card, Descriptions, Form, Typography } from "antd";
import { capitalizeWords } from "@/lib/format";
import { useAvaliacaoDoLink, useAvaliarPorLink } from "@/services/avaliacao";
import { useErroDoForm } from "@/components/ui/erros-api";
import { lerLink } from "@/components/ui/pagina-de-link";
import { CamposAvaliacao, type FormAvaliacao, paraEnvio } from "./campos-avaliacao";

/**
 * The public evaluation page an evaluation link opens, with no session: the request, then the
 * questionnaire. The link is spent by the answer; afterwards it opens nothing.
 */
export function AvaliarPorLink({ token }: { token: string }) {
  const query = useAvaliacaoDoLink(token);
  const avaliar = useAvaliarPorLink(token);
  const [form] = Form.useForm<FormAvaliacao>();
  const erro = useErroDoForm(form);
  const [enviada, setEnviada] = useState(false);

  const link = lerLink(
    query,
    enviada
      ? {
          titulo: "Obrigado pela avaliação",
          subtitulo: "Suas respostas foram registradas na solicitação. Você já pode fechar esta página.",
        }
      : null,
  );
  if (!link.pronto) return link.tela;
  const d = link.dados;

  async function enviar(v: FormAvaliacao) {
    erro.limpar();
    try {
      await avaliar.mutateAsync(paraEnvio(d.questionario.perguntas, v));
      setEnviada(true);
    } catch (e) {
      erro.mostrar(e);
    }
  }

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Avaliação do serviço
      </Typography.Title>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Solicitação">{d.solicitacao.nrosolicitacao}</Descriptions.Item>
        <Descriptions.Item label="Serviço">{capitalizeWords(d.solicitacao.servico)}</Descriptions.Item>
        {d.solicitacao.prestador && (
          <Descriptions.Item label="Prestador">{capitalizeWords(d.solicitacao.prestador)}</Descriptions.Item>
        )}
      </Descriptions>
      {erro.alerta}
      <Form<FormAvaliacao>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={(v) => void enviar(v)}
      >
        <CamposAvaliacao perguntas={d.questionario.perguntas} />
        <Button type="primary" htmlType="submit" loading={avaliar.isPending}>
          Enviar avaliação
        </Button>
      </Form>
    </Card>
  );
}
