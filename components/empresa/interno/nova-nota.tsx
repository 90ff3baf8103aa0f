"use client";
import { Button, Form, type UploadFile } from "antd";
import { AreaDeTexto } from "@/components/ui/area-de-texto";
import { NOTA } from "@/lib/regras/historico";
import { notify } from "@/lib/messages";
import { arquivoOpcional, CampoArquivo } from "@/components/ui/campo-arquivo";
import { useErroDoForm } from "@/components/ui/erros-api";
import { useAnotarEmpresa } from "@/services/empresa";

type Campos = { texto: string; arquivo?: UploadFile[] };

/** A staff note on the company, with an optional attachment checked on its field as the API will check it. */
export function NovaNota({ empresa }: { empresa: number }) {
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
        <AreaDeTexto maxLength={NOTA.max} />
      </Form.Item>
      <CampoArquivo name="arquivo" label="Anexo" tipo="documento" />
      <Button type="primary" htmlType="submit" loading={anotar.isPending}>
        Registrar anotação
      </Button>
    </Form>
  );
}
