"use client";
import { Form, Radio } from "antd";
import { capitalizeWords, fullName } from "@/lib/format";
import { useBusca } from "@/hooks/use-busca";
import { useClientes, useListaSimples } from "@/services/listagem";
import { useUsuarios } from "@/services/usuario";
import { useVincularUsuario } from "@/services/empresa-usuario";
import { AcaoModal } from "@/components/ui/acao-modal";
import { BuscaSelect, opcoesDa } from "@/components/ui/busca-select";

type Tipo = "CLIENTE" | "PRESTADOR";
type Opcao = { id: number; rotulo: string };
type Campos = { tipo: Tipo; empresa: Opcao; usuario: Opcao };

/** The company chosen among `opcoes` (a page of the type's list, searched on the server). */
function CampoEmpresa({
  opcoes,
  onSearch,
}: {
  opcoes: { items: Opcao[] | null | undefined; loading: boolean; onRetry: () => void };
  onSearch: (texto: string) => void;
}) {
  return (
    <Form.Item name="empresa" label="Empresa" rules={[{ required: true, message: "Escolha a empresa." }]}>
      <BuscaSelect<Opcao>
        {...opcoes}
        onSearch={onSearch}
        label={(e) => e.rotulo}
        placeholder="Busque por nome ou CNPJ"
      />
    </Form.Item>
  );
}

/** Client companies and rural producers, with their CNPJ or CPF. */
function EmpresaCliente() {
  const [search, setSearch] = useBusca();
  const clientes = useClientes({ search });
  const items = clientes.data?.results.map((e) => ({
    id: e.id,
    rotulo: `${capitalizeWords(e.nomefantasia)} (${e.cnpj_mask ?? e.cpf_mask})`,
  }));
  return <CampoEmpresa opcoes={{ ...opcoesDa(clientes), items }} onSearch={setSearch} />;
}

/** Provider companies. */
function EmpresaPrestadora() {
  const [search, setSearch] = useBusca();
  const prestadores = useListaSimples("prestadores", { search });
  const items = prestadores.data?.results.map((e) => ({ id: e.id, rotulo: capitalizeWords(e.descricao) }));
  return <CampoEmpresa opcoes={{ ...opcoesDa(prestadores), items }} onSearch={setSearch} />;
}

/** The active users of the group that acts for companies of the type. */
function UsuarioField({ tipo }: { tipo: Tipo }) {
  const [search, setSearch] = useBusca();
  const usuarios = useUsuarios({
    grupos: tipo === "CLIENTE" ? "cliente" : "prestador",
    search,
    page_size: 50,
  });
  return (
    <Form.Item name="usuario" label="Usuário" rules={[{ required: true, message: "Escolha o usuário." }]}>
      <BuscaSelect<Opcao>
        {...opcoesDa(usuarios)}
        items={usuarios.data?.results
          .filter((u) => u.ativo)
          .map((u) => ({ id: u.id, rotulo: `${fullName(u)} (${u.email})` }))}
        onSearch={setSearch}
        label={(u) => u.rotulo}
        placeholder="Busque por nome ou e-mail"
      />
    </Form.Item>
  );
}

/** The type of company; changing it clears the company and user chosen for the other type. */
function TipoField() {
  const form = Form.useFormInstance<Campos>();
  return (
    <Form.Item name="tipo" label="Tipo de empresa">
      <Radio.Group
        options={[
          { value: "CLIENTE", label: "Cliente" },
          { value: "PRESTADOR", label: "Prestador" },
        ]}
        onChange={() => form.setFieldsValue({ empresa: undefined, usuario: undefined })}
      />
    </Form.Item>
  );
}

/** "Vincular usuário": a client company to a client user, or a provider company to a provider user. */
export function FormularioEmpresaUsuario() {
  const vincular = useVincularUsuario();
  return (
    <AcaoModal<Campos>
      nome="empresaUsuario"
      titulo="Vincular usuário a uma empresa"
      okText="Vincular"
      pending={vincular.isPending}
      initialValues={{ tipo: "CLIENTE" }}
      enviar={(v) => vincular.mutateAsync({ empresa: v.empresa.id, usuario: v.usuario.id })}
    >
      <TipoField />
      <Form.Item noStyle dependencies={["tipo"]}>
        {({ getFieldValue }) => (
          <>
            {getFieldValue("tipo") === "PRESTADOR" ? <EmpresaPrestadora /> : <EmpresaCliente />}
            <UsuarioField tipo={getFieldValue("tipo")} />
          </>
        )}
      </Form.Item>
    </AcaoModal>
  );
}
