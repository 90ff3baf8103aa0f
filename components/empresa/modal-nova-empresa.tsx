"use client";
import { Col, Form, Input, Modal, Radio, Row, Select, type FormItemProps } from "antd";
import { validCep, validCnpj, validCpf, validTelefone } from "@/lib/cpf-cnpj";
import { maskCEP, maskCNPJ, maskCPF, formatPhone, onlyDigits } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { useCreateEmpresa, type Empresa, type NovaEmpresa } from "@/services/empresa";
import { useCidades, useEstados } from "@/services/listagem";
import { useErroDoForm } from "@/components/ui/erros-api";
import { regraDocumento } from "@/components/ui/regras-documento";
import { SelectDaLista } from "@/components/ui/select-da-lista";

type Fields = Omit<NovaEmpresa, "cidade"> & {
  tipo: "cnpj" | "cpf";
  cpfCnpj: string;
  estado?: number;
  cidade?: number;
};

// The API names the number after its kind; the form has one field for both.
const campoDoErro = (chave: string) => (chave === "cnpj" || chave === "cpf" ? "cpfCnpj" : chave);

/** A text that must hold more than blanks. */
const texto = (message: string) => ({ required: true, whitespace: true, message });

/** One field in its grid cell: the whole width on phones unless `xs` says otherwise. */
function Campo({ xs = 24, md, ...item }: FormItemProps<Fields> & { xs?: number; md: number }) {
  return (
    <Col xs={xs} md={md}>
      <Form.Item<Fields> {...item} />
    </Col>
  );
}

/** "Criar empresa" (SPEC §2): registers a company (CNPJ) or rural producer (CPF) linked to the client. */
export function ModalNovaEmpresa({ onCreated }: { onCreated?: (empresa: Empresa) => void }) {
  const [open, , close] = useModal("createCompany");
  const [form] = Form.useForm<Fields>();
  const tipo = Form.useWatch("tipo", form) ?? "cnpj";
  const estado = Form.useWatch("estado", form) ?? null;
  const estados = useEstados();
  const cidades = useCidades(estado);
  const create = useCreateEmpresa();
  const erro = useErroDoForm(form, campoDoErro);

  async function submit() {
    // Invalid fields already show their messages; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { tipo: kind, cpfCnpj, estado: _, cidade, ...rest } = values;
    erro.limpar();
    const body: NovaEmpresa = {
      ...rest,
      cidade: cidade!,
      cep: onlyDigits(rest.cep),
      telefone: onlyDigits(rest.telefone),
      ...(kind === "cnpj" ? { cnpj: cpfCnpj } : { cpf: onlyDigits(cpfCnpj) }),
    };
    create.mutate(body, {
      onSuccess: (empresa) => {
        notify("success");
        form.resetFields();
        close();
        onCreated?.(empresa);
      },
      onError: erro.mostrar,
    });
  }

  return (
    <Modal
      title="Cadastrar empresa"
      open={open}
      onCancel={close}
      onOk={() => void submit()}
      okText="Cadastrar"
      cancelText="Cancelar"
      confirmLoading={create.isPending}
      afterClose={erro.limpar}
      destroyOnHidden
      width={720}
    >
      {erro.alerta}
      <Form<Fields> form={form} layout="vertical" initialValues={{ tipo: "cnpj" }} requiredMark="optional">
        {/* Required, and always answered: it starts on "Empresa (CNPJ)", so it is never marked optional. */}
        <Form.Item name="tipo" label="Tipo de cadastro" rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: "cnpj", label: "Empresa (CNPJ)" },
              { value: "cpf", label: "Produtor rural (CPF)" },
            ]}
            onChange={() => form.setFieldValue("cpfCnpj", "")}
          />
        </Form.Item>
        <Row gutter={12}>
          <Campo
            md={12}
            name="cpfCnpj"
            label={tipo === "cnpj" ? "CNPJ" : "CPF"}
            normalize={(v: string) => (tipo === "cnpj" ? maskCNPJ(v) : maskCPF(v))}
            rules={[
              { required: true, message: tipo === "cnpj" ? "Informe o CNPJ." : "Informe o CPF." },
              tipo === "cnpj"
                ? regraDocumento(validCnpj, "CNPJ inválido.")
                : regraDocumento(validCpf, "CPF inválido."),
            ]}
          >
            <Input inputMode={tipo === "cpf" ? "numeric" : "text"} />
          </Campo>
          <Campo
            md={12}
            name="email"
            label="E-mail"
            rules={[{ required: true, type: "email", message: "Informe um e-mail válido." }]}
          >
            <Input type="email" />
          </Campo>
          <Campo
            md={12}
            name="razaosocial"
            label={tipo === "cnpj" ? "Razão social" : "Nome do produtor"}
            rules={[texto("Campo obrigatório.")]}
          >
            <Input maxLength={200} />
          </Campo>
          <Campo
            md={12}
            name="nomefantasia"
            label={tipo === "cnpj" ? "Nome fantasia" : "Nome da propriedade"}
            rules={[texto("Campo obrigatório.")]}
          >
            <Input maxLength={200} />
          </Campo>
          <Campo
            xs={12}
            md={6}
            name="cep"
            label="CEP"
            normalize={maskCEP}
            rules={[{ required: true, message: "Informe o CEP." }, regraDocumento(validCep, "CEP inválido.")]}
          >
            <Input inputMode="numeric" />
          </Campo>
          <Campo
            xs={12}
            md={6}
            name="telefone"
            label="Telefone"
            normalize={(v: string) => formatPhone(onlyDigits(v).slice(0, 11))}
            rules={[
              { required: true, message: "Informe o telefone." },
              regraDocumento(validTelefone, "Telefone inválido. Use (DD) NNNNN-NNNN."),
            ]}
          >
            <Input inputMode="tel" />
          </Campo>
          <Campo md={12} name="logradouro" label="Endereço" rules={[texto("Informe o endereço.")]}>
            <Input maxLength={200} />
          </Campo>
          <Campo md={8} name="complemento" label="Complemento">
            <Input maxLength={120} />
          </Campo>
          <Campo
            xs={8}
            md={4}
            name="estado"
            label="UF"
            rules={[{ required: true, message: "Escolha a UF." }]}
          >
            <SelectDaLista
              lista={estados}
              options={estados.data?.map((e) => ({ value: e.id, label: e.sigla }))}
              onChange={() => form.setFieldValue("cidade", undefined)}
            />
          </Campo>
          <Campo
            xs={16}
            md={12}
            name="cidade"
            label="Cidade"
            rules={[{ required: true, message: "Escolha a cidade." }]}
          >
            <Select
              showSearch={{ optionFilterProp: "label" }}
              disabled={!estado}
              loading={cidades.isFetching}
              options={cidades.data?.map((c) => ({ value: c.id, label: c.nome }))}
              notFoundContent={cidades.isError ? "Não foi possível carregar as cidades." : undefined}
            />
          </Campo>
        </Row>
      </Form>
    </Modal>
  );
}
