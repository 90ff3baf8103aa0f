"use client";
import { Button, Form, Input, type UploadFile } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { NOTA } from "@/lib/regras/historico";
import { capitalizeWords } from "@/lib/format";
import { notify } from "@/lib/messages";
import { HistoricoTimeline } from "@/components/historico/timeline";
import { arquivoOpcional, CampoArquivo } from "@/components/ui/campo-arquivo";
import { useErroDoForm } from "@/components/ui/erros-api";
import { LinkDeArquivo } from "@/components/ui/link-de-arquivo";
import { QueryBlock } from "@/components/ui/query-block";
import {
  baixarAnexo,
  type HistoricoEmpresa,
  useAnotarEmpresa,
  useHistoricoEmpresa,
  useSituacoesCredenciamento,
} from "@/services/empresa";

type Campos = { texto: string; arquivo?: UploadFile[] };

/** A staff note on the company, with an optional attachment checked on its field as the API will check it. */
function NovaNota({ empresa }: { empresa: number }) {
  const [form] = Form.useForm<Campos>();
  const erro = useErroDoForm(form);
  const anotar = useAnotarEmpresa(empresa);
  async function enviar({ texto, arquivo }: Campos) {
    erro.limpar();
    try {
      await anotar.mutateAsync({ texto: texto.trim(), arquivo: arquivoOpcional(arquivo) });
    } catch (e) {
      erro.mostrar(e);
      return;
    }
    form.resetFields();
    notify("success");
  }
  return (
    <Form<Campos>
      form={form}
      layout="vertical"
      requiredMark="optional"
      onFinish={enviar}
      style={{ marginBottom: 24 }}
    >
      {erro.alerta}
      <Form.Item
        name="texto"
        label="Nova anotação"
        rules={[
          { required: true, whitespace: true, message: "Escreva a anotação." },
          { min: NOTA.min, message: `Escreva ao menos ${NOTA.min} caracteres.` },
        ]}
      >
        <Input.TextArea rows={3} maxLength={NOTA.max} showCount />
      </Form.Item>
      <CampoArquivo name="arquivo" label="Anexo" tipo="documento" />
      <Button type="primary" htmlType="submit" loading={anotar.isPending}>
        Registrar anotação
      </Button>
    </Form>
  );
}

/** What a row of the company's history adds: the service of an accreditation decision, the attachment. */
function Complemento({ h }: { h: HistoricoEmpresa }) {
  const { servico, arquivo } = h;
  return (
    <>
      {servico && <div>Serviço: {capitalizeWords(servico.titulo)}</div>}
      {arquivo && (
        <LinkDeArquivo nome={arquivo.nome} vazio="" baixar={() => baixarAnexo(h.id, arquivo.nome)} />
      )}
    </>
  );
}

/** The company's history, newest first (staff notes, documents, accreditation decisions), and a new note. */
export function HistoricoDaEmpresa({ empresa }: { empresa: number }) {
  const query = useHistoricoEmpresa(empresa);
  return (
    <Cartao title="Histórico" style={{ marginBottom: 16 }}>
      <NovaNota empresa={empresa} />
      <Paragrafo type="secondary">Anotações são vistas apenas pela equipe.</Paragrafo>
      <QueryBlock query={query} empty="" erro="Não foi possível carregar o histórico.">
        {(eventos) => (
          <HistoricoTimeline
            eventos={eventos}
            useDescricoes={useSituacoesCredenciamento}
            detalhe={(h) => <Complemento h={h} />}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}
