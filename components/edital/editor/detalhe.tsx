"use client";
import { Link } from "@/components/ui/link";
import { Button, Form, Select, Space, type UploadFile } from "antd";
import { DeleteOutlined, EditOutlined, SendOutlined } from "@ant-design/icons";
import { HistoricoTimeline } from "@/components/historico";
import { EtapasDoEdital } from "@/components/edital/publico/etapas";
import { Aviso } from "@/components/ui/aviso";
import { BotaoBaixar } from "@/components/ui/botao-baixar";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { useErroDoForm } from "@/components/ui/erros-api";
import { Fatos } from "@/components/ui/fatos";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { formatDateTime, formatTamanho } from "@/lib/format";
import { notify } from "@/lib/messages";
import {
  baixarArquivoDoEdital,
  useAnexarArquivo,
  useCheckDoEdital,
  useEdital,
  useHistoricoDoEdital,
  usePublicarEdital,
  useRemoverArquivo,
  type EditalDetalhe,
} from "@/services/edital/edital";

/** What still blocks publication, from `check`, while the tender is a draft. */
function Pendencias({ id }: { id: number }) {
  const check = useCheckDoEdital(id);
  return (
    <QueryBlock query={check} empty="" erro="Não foi possível verificar o edital.">
      {({ pendencias }) =>
        pendencias.length ? (
          <Aviso
            type="warning"
            style={{ marginBottom: 16 }}
            title="Falta para publicar"
            description={
              <ul aria-label="Falta para publicar">
                {pendencias.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        ) : (
          <Aviso
            type="success"
            style={{ marginBottom: 16 }}
            title="Nada falta: o edital pode ser publicado."
          />
        )
      }
    </QueryBlock>
  );
}

type Envio = { tipo: "EDITAL" | "ANEXO"; arquivo: UploadFile[] };

/** The notice and annexes: downloads, and on a draft the upload (PDF) and removal. */
function Arquivos({ edital: e }: { edital: EditalDetalhe }) {
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

function Publicar({ edital: e }: { edital: EditalDetalhe }) {
  const publicar = usePublicarEdital(e.id);
  return (
    <Button
      type="primary"
      icon={<SendOutlined />}
      loading={publicar.isPending}
      onClick={() =>
        publicar
          .mutateAsync(e.versao)
          .then(() => notify("success", "Edital publicado."))
          .catch((err: Error) => notify("error", err.message))
      }
    >
      Publicar
    </Button>
  );
}

/** Staff's tender: its data, what blocks publication, its stages, files and history; actions from `acoes`. */
export function DetalheDoEditalEquipe({ id }: { id: number }) {
  const edital = useEdital(id);
  const historico = useHistoricoDoEdital(id);
  return (
    <QueryBlock query={edital} empty="" erro="Não foi possível carregar o edital.">
      {(e) => (
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          <Cartao
            title={<TituloPagina>{`Edital ${e.numero_edital}`}</TituloPagina>}
            extra={
              <Space wrap size={8}>
                {e.acoes.includes("editar") && (
                  <Link href={`/credenciamento/editais/${e.id}/editar`} className="botao">
                    <EditOutlined /> Editar
                  </Link>
                )}
                {e.acoes.includes("publicar") && <Publicar edital={e} />}
              </Space>
            }
          >
            {/* A draft (the one state open to editing) shows what blocks its publication. */}
            {e.acoes.includes("editar") && <Pendencias id={e.id} />}
            <Fatos
              duasColunas
              fatos={[
                [
                  "Situação",
                  <TagDeCor key="s" cor={e.status.cor}>
                    {e.status.descricao}
                  </TagDeCor>,
                ],
                ["Título", e.titulo],
                ["Objeto", e.objeto, "largo"],
                ["Serviços", e.servicos.map((s) => s.titulo).join(", "), "largo"],
                ["Avaliadores", e.avaliadores.map((a) => a.nome).join(", ") || "Nenhum"],
                ["Prazo de recurso", `${e.prazo_recurso_dias} dia(s)`],
                !!e.dtapublicacao && ["Publicado em", formatDateTime(e.dtapublicacao)],
              ]}
            />
          </Cartao>
          <Cartao title="Etapas" size="small">
            <EtapasDoEdital etapas={e.etapas} />
          </Cartao>
          <Arquivos edital={e} />
          <Cartao title="Histórico" size="small">
            <QueryBlock
              query={historico}
              empty="Nenhum registro no histórico."
              erro="Não foi possível carregar o histórico."
            >
              {(h) => <HistoricoTimeline eventos={h} descricoes={undefined} />}
            </QueryBlock>
          </Cartao>
        </Space>
      )}
    </QueryBlock>
  );
}
