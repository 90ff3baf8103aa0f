"use client";
import { Button, Form, Select, Space, type UploadFile } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { BotaoBaixar } from "@/components/ui/botao-baixar";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { useErroDoForm } from "@/components/ui/erros-api";
import { formatTamanho } from "@/lib/format";
import { notify } from "@/lib/messages";
import {
  baixarArquivoDoEdital,
  useAnexarArquivo,
  useRemoverArquivo,
  type EditalDetalhe,
} from "@/services/edital/edital";

type Envio = { tipo: "EDITAL" | "ANEXO"; arquivo: UploadFile[] };

/** The notice and annexes: downloads, and on a draft the upload (PDF) and removal. */
export function ArquivosDoEdital({ edital: e }: { edital: EditalDetalhe }) {
  const editavel = e.acoes.includes("editar");
  const anexar = useAnexarArquivo(e.id);
  const remover = useRemoverArquivo(e.id);
  const [form] = Form.useForm<Envio>();
  const erro = useErroDoForm(form);
  async function enviar(v: Envio) {
    erro.limpar();
    try {
      await anexar.mutateAsync({ tipo: v.tipo, arquivo: arquivoDe(v.arquivo), versao: e.versao });
      form.resetFields();
      notify("success", "Arquivo incluído.");
    } catch (err) {
      erro.mostrar(err);
    }
  }
  return (
    <Cartao title="Arquivos" size="small">
      {e.arquivos.length ? (
        <ul className="documentos-do-grupo">
          {e.arquivos.map((a) => (
            <li key={a.id}>
              <Space wrap size={4}>
                <span>
                  {a.tipo === "EDITAL" ? "Edital" : "Anexo"}: {a.titulo} ({formatTamanho(a.arquivo.tamanho)})
                </span>
                <BotaoBaixar rotulo={`Baixar ${a.titulo}`} baixar={() => baixarArquivoDoEdital(e.id, a)} />
                {editavel && (
                  <Confirmar
                    rotulo={`Remover ${a.titulo}`}
                    icone={<DeleteOutlined />}
                    danger
                    pending={remover.isPending}
                    executar={() => remover.mutateAsync({ arquivo: a.id, versao: e.versao })}
                  />
                )}
              </Space>
            </li>
          ))}
        </ul>
      ) : (
        <p className="texto-secundario">Nenhum arquivo. O PDF do edital é necessário para publicar.</p>
      )}
      {editavel && (
        <Form<Envio> form={form} layout="vertical" initialValues={{ tipo: "EDITAL" }} onFinish={enviar}>
          {erro.alerta}
          <Form.Item name="tipo" label="Tipo do arquivo">
            <Select
              style={{ maxWidth: 240 }}
              options={[
                { value: "EDITAL", label: "Edital (PDF)" },
                { value: "ANEXO", label: "Anexo (PDF)" },
              ]}
            />
          </Form.Item>
          <CampoArquivo name="arquivo" label="Arquivo" obrigatorio="Escolha o arquivo em PDF." />
          <Button htmlType="submit" loading={anexar.isPending}>
            Enviar arquivo
          </Button>
        </Form>
      )}
    </Cartao>
  );
}
