"use client";
import { useRouter } from "next/navigation";
import { Button, Form, Input, InputNumber, Select } from "antd";
import { SaveOutlined } from "@ant-design/icons";
import { Cartao } from "@/components/ui/cartao";
import { AreaDeTexto } from "@/components/ui/area-de-texto";
import { useErroDoForm } from "@/components/ui/erros-api";
import { regrasTexto } from "@/components/ui/regras-texto";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Aviso } from "@/components/ui/aviso";
import { LIMITES_EDITAL } from "@/lib/regras/edital";
import { notify } from "@/lib/messages";
import { useListaSimples } from "@/services/listagem";
import {
  useAvaliadores,
  useSalvarEdital,
  type EditalCorpo,
  type EditalDetalhe,
} from "@/services/edital/edital";
import { EtapasDoEditor } from "./etapas";
import { etapaPadrao, useRascunhoDeEtapas, type Etapa } from "./rascunho";

const L = LIMITES_EDITAL;
type Dados = Omit<EditalCorpo, "etapas">;

/** AAAA-MM-DD as the stages' fields read it, DD/MM/AAAA (SPEC §9). */
const dataBr = (iso: string | null) => (iso ? iso.split("-").reverse().join("/") : undefined);

/** A saved tender's stages as the editor writes them. */
export const etapasDo = (e: EditalDetalhe): Etapa[] =>
  e.etapas.map((x) => ({
    titulo: x.titulo,
    descricao: x.descricao,
    tipo_etapa: x.tipo_etapa,
    ordem: x.ordem,
    data_inicio: dataBr(x.data_inicio),
    data_fim: dataBr(x.data_fim),
    grupos: x.grupos.map((g) => ({
      titulo: g.titulo,
      ordem: g.ordem,
      descricao: g.descricao,
      servico: g.servico?.id ?? null,
      documentos: g.documentos.map((d) => ({
        nome: d.nome,
        descricao: d.descricao,
        obrigatorio: d.obrigatorio,
        tipos: d.tipos as ("pdf" | "imagem" | "planilha")[],
        expira: d.expira,
        validade_dias: d.validade_dias,
      })),
    })),
  }));

/**
 * The tender editor (staff): its data, services, evaluators and appeal days in a form, its stages with
 * groups and documents in dialogs. A new tender starts on the default stage; unsaved stages stay in the
 * browser's draft until the tender is saved, then the page opens the tender's detail.
 */
export function EditorDeEdital({ edital }: { edital?: EditalDetalhe }) {
  const router = useRouter();
  const [form] = Form.useForm<Dados>();
  const erro = useErroDoForm(form);
  const salvar = useSalvarEdital();
  const rascunho = useRascunhoDeEtapas(edital?.id ?? null, () =>
    edital ? etapasDo(edital) : [etapaPadrao()],
  );
  const servicos = useListaSimples("servicos");
  const avaliadores = useAvaliadores();
  const opcoesServico = (servicos.data?.results ?? []).map((s) => ({ value: s.id, label: s.descricao }));
  const escolhidos = Form.useWatch("servicos", form) ?? [];

  async function enviar(dados: Dados) {
    erro.limpar();
    try {
      const salvo = await salvar.mutateAsync({
        ...dados,
        etapas: rascunho.etapas,
        id: edital?.id,
        versao: edital?.versao,
      });
      rascunho.descartar();
      notify("success", edital ? "Edital salvo." : "Edital criado como rascunho.");
      router.push(`/credenciamento/editais/${salvo.id}`);
    } catch (e) {
      erro.mostrar(e);
    }
  }

  return (
    <Cartao
      title={
        <TituloPagina>{edital ? `Editar o edital ${edital.numero_edital}` : "Novo edital"}</TituloPagina>
      }
    >
      {rascunho.restaurado && (
        <Aviso
          type="info"
          style={{ marginBottom: 16 }}
          title="As etapas não salvas da última edição foram restauradas."
        />
      )}
      {erro.alerta}
      <Form<Dados>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={
          edital
            ? {
                numero_edital: edital.numero_edital,
                titulo: edital.titulo,
                objeto: edital.objeto,
                servicos: edital.servicos.map((s) => s.id),
                avaliadores: edital.avaliadores.map((a) => a.id),
                prazo_recurso_dias: edital.prazo_recurso_dias,
              }
            : { prazo_recurso_dias: 5, avaliadores: [] }
        }
        onFinish={enviar}
      >
        <div className="campos-lado-a-lado">
          <Form.Item name="numero_edital" label="Número do edital" rules={regrasTexto(true, 1, L.numero)}>
            <Input maxLength={L.numero} placeholder="001/2027" />
          </Form.Item>
          <Form.Item
            name="prazo_recurso_dias"
            label="Prazo de recurso (dias)"
            rules={[{ required: true, message: "Informe o prazo de recurso em dias." }]}
          >
            <InputNumber min={L.prazoRecursoDias.min} max={L.prazoRecursoDias.max} style={{ width: 160 }} />
          </Form.Item>
        </div>
        <Form.Item name="titulo" label="Título" rules={regrasTexto(true, 3, L.titulo)}>
          <Input maxLength={L.titulo} />
        </Form.Item>
        <Form.Item name="objeto" label="Objeto" rules={regrasTexto(true, 10, L.objeto)}>
          <AreaDeTexto maxLength={L.objeto} />
        </Form.Item>
        <Form.Item
          name="servicos"
          label="Serviços credenciados"
          rules={[{ required: true, type: "array", min: 1, message: "Escolha ao menos um serviço." }]}
        >
          <Select
            mode="multiple"
            loading={servicos.isPending}
            options={opcoesServico}
            optionFilterProp="label"
            placeholder="Escolha os serviços"
          />
        </Form.Item>
        <Form.Item name="avaliadores" label="Avaliadores" extra="Necessários para publicar o edital.">
          <Select
            mode="multiple"
            loading={avaliadores.isPending}
            options={(avaliadores.data ?? []).map((a) => ({ value: a.id, label: `${a.nome} (${a.email})` }))}
            optionFilterProp="label"
            placeholder="Escolha os avaliadores"
          />
        </Form.Item>
        <EtapasDoEditor
          etapas={rascunho.etapas}
          setEtapas={rascunho.setEtapas}
          servicos={opcoesServico.filter((s) => escolhidos.includes(s.value))}
        />
        <div className="barra-da-lista" style={{ marginTop: 24 }}>
          <span className="texto-secundario">
            Salvo como rascunho: a publicação é feita no detalhe, quando nada faltar.
          </span>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={salvar.isPending}>
            Salvar edital
          </Button>
        </div>
      </Form>
    </Cartao>
  );
}
