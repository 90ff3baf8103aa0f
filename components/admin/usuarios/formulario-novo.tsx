"use client";
import { useState } from "react";
import { Button, Form } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { useErroDoForm } from "@/components/ui/erros-api";
import { Link } from "@/components/ui/link";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { cpfOf } from "@/lib/cpf-cnpj";
import { fullName } from "@/lib/format";
import { notify } from "@/lib/messages";
import { USUARIOS_PATH } from "@/lib/paths";
import { useModal } from "@/stores/modals";
import { useRegistrarUsuario, type GestorCorpo, type UsuarioCriado } from "@/services/usuario";
import { CamposDaConta, CamposDaGestao, CamposDaPessoa, eGestor } from "./campos";
import { ModalDoLinkDeSenha } from "./link-de-senha";

type Campos = Omit<GestorCorpo, "unidades" | "areas"> & { unidades?: number[]; areas?: number[] };

/**
 * An administrator registers an internal user, or a manager with its units and areas. The account has no
 * password yet: the answer's link, shown once in a dialog to copy, lets the user set it.
 */
export function FormularioNovo() {
  const [form] = Form.useForm<Campos>();
  const grupos = Form.useWatch("groups", form);
  const erro = useErroDoForm(form);
  const registrar = useRegistrarUsuario();
  const [criado, setCriado] = useState<UsuarioCriado | null>(null);
  const [, abrirLink] = useModal("linkDeSenha");

  async function enviar({ unidades, areas, ...v }: Campos) {
    erro.limpar();
    try {
      const corpo = { ...v, cpf: cpfOf(v.cpf) };
      const res = await registrar.mutateAsync(
        eGestor(v.groups) ? { ...corpo, unidades: unidades ?? [], areas: areas ?? [] } : corpo,
      );
      setCriado(res);
      form.resetFields();
      notify("success", `${fullName(res.usuario)} cadastrado. Envie o link para definir a senha.`);
      abrirLink();
    } catch (e) {
      erro.mostrar(e);
    }
  }

  return (
    <div className="pilha">
      <Cartao title={<TituloPagina>Novo usuário</TituloPagina>}>
        <p>
          <Link href={USUARIOS_PATH}>← Usuários</Link>
        </p>
        {criado && (
          <div className="aviso" role="status">
            {fullName(criado.usuario)} foi cadastrado.{" "}
            <Button type="link" onClick={abrirLink} style={{ padding: 0 }}>
              Ver o link da senha
            </Button>{" "}
            ou <Link href={`${USUARIOS_PATH}/${criado.usuario.id}`}>abrir o cadastro</Link>.
          </div>
        )}
        {erro.alerta}
        <Form<Campos>
          form={form}
          layout="vertical"
          initialValues={{ groups: [] }}
          onFinish={(v) => void enviar(v)}
          style={{ maxWidth: 560 }}
        >
          <CamposDaPessoa />
          <CamposDaConta />
          {eGestor(grupos) && <CamposDaGestao />}
          <Button type="primary" htmlType="submit" loading={registrar.isPending}>
            Cadastrar
          </Button>
        </Form>
      </Cartao>
      <ModalDoLinkDeSenha link={criado?.link ?? null} nome={criado ? fullName(criado.usuario) : ""} />
    </div>
  );
}
