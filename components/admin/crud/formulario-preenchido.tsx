"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { Button, Form, Input, Switch } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { useErroDoForm } from "@/components/ui/erros-api";
import { Esqueleto } from "@/components/ui/esqueleto";
import { Link } from "@/components/ui/link";
import { regrasTexto } from "@/components/ui/regras-texto";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { notify } from "@/lib/messages";
import type { FormularioDeCadastroProps, Registro } from "./formulario-de-cadastro";

// The history's timeline loads after the form, as the entity's own parts do.
const HistoricoDoCadastro = dynamic(
  () => import("./historico-do-cadastro").then((m) => m.HistoricoDoCadastro),
  {
    ssr: false,
    loading: () => <Esqueleto />,
  },
);

type Corpo = Record<string, unknown>;

/** The form of a record read (or of a new one: `item` null). */
export function Preenchido<T extends Registro>({
  item,
  ...p
}: FormularioDeCadastroProps<T> & { item: T | null }) {
  const router = useRouter();
  const [form] = Form.useForm<Corpo>();
  const erro = useErroDoForm(form);
  const salvar = p.servico.useSalvar();
  const a = p.artigo ?? "a";

  async function enviar(valores: Corpo) {
    erro.limpar();
    try {
      const salvo = await salvar.mutateAsync({ ...valores, id: item?.id } as never);
      notify("success", `${p.singular} salv${a}.`);
      if (!item) router.replace(`${p.base}/${salvo.id}`);
    } catch (e) {
      erro.mostrar(e);
    }
  }

  return (
    <div className="pilha">
      <Cartao title={<TituloPagina>{item ? (p.nome?.(item) ?? item.descricao) : p.novo}</TituloPagina>}>
        <p>
          <Link href={p.base}>← {p.lista}</Link>
        </p>
        {erro.alerta}
        <Form<Corpo>
          form={form}
          layout="vertical"
          initialValues={
            item ? (p.iniciais?.(item) ?? { descricao: item.descricao, ativo: item.ativo }) : { ativo: true }
          }
          onFinish={(v) => void enviar(v)}
          style={{ maxWidth: 560 }}
        >
          {p.campos ?? (
            <Form.Item name="descricao" label="Descrição" rules={regrasTexto(true, 2, 120)}>
              <Input maxLength={120} />
            </Form.Item>
          )}
          <Form.Item
            name="ativo"
            label={`Ativ${a}`}
            valuePropName="checked"
            extra={`Arquivad${a}, continua nos registros antigos e sai das escolhas.`}
          >
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Form>
      </Cartao>
      {item && p.children?.(item)}
      {item && <HistoricoDoCadastro id={item.id} servico={p.servico} />}
    </div>
  );
}
