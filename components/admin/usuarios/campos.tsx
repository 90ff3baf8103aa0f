"use client";
import { Checkbox, Form, Input, Select } from "antd";
import { regraDocumento } from "@/components/ui/regras-documento";
import { validCpf } from "@/lib/cpf-cnpj";
import { maskCPF } from "@/lib/format";
import { GESTORES, ROLE_LABELS, type Group } from "@/lib/roles";
import { GRUPOS_INTERNOS } from "@/lib/regras/usuario";
import { useAreasAtuacao } from "@/services/empresa";
import { useUnidadesOpcoes } from "@/services/unidade-atendimento";

// The fields the registration form and a user's page share: person, account, a manager's units and areas.

const obrigatorio = (message: string) => ({ required: true, whitespace: true, message });

/** Name, surname and CPF (check digits checked here and on the server). `cpfOpcional`: kept when empty. */
export function CamposDaPessoa({ cpfOpcional = false }: { cpfOpcional?: boolean }) {
  return (
    <>
      <Form.Item name="nome" label="Nome" rules={[obrigatorio("Informe o nome.")]}>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <Form.Item name="sobrenome" label="Sobrenome" rules={[obrigatorio("Informe o sobrenome.")]}>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="cpf"
        label={cpfOpcional ? "Novo CPF" : "CPF"}
        normalize={maskCPF}
        extra={cpfOpcional ? "Deixe vazio para manter o CPF atual." : undefined}
        rules={[
          ...(cpfOpcional ? [] : [obrigatorio("Informe o CPF.")]),
          regraDocumento(validCpf, "CPF inválido."),
        ]}
      >
        <Input inputMode="numeric" maxLength={14} placeholder="000.000.000-00" />
      </Form.Item>
    </>
  );
}

export const eGestor = (grupos: readonly string[] | undefined) =>
  (grupos ?? []).some((g) => (GESTORES as readonly string[]).includes(g));

/** E-mail and the groups an administrator gives. */
export function CamposDaConta() {
  return (
    <>
      <Form.Item
        name="email"
        label="E-mail"
        rules={[{ required: true, type: "email", message: "Informe um e-mail válido." }]}
      >
        <Input type="email" maxLength={254} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="groups"
        label="Grupos"
        // A validator rather than `required`: antd would put aria-required on the group's div, which axe refuses.
        rules={[
          {
            validator: (_, v?: string[]) =>
              v?.length ? Promise.resolve() : Promise.reject(new Error("Escolha ao menos um grupo.")),
          },
        ]}
      >
        <Checkbox.Group
          options={GRUPOS_INTERNOS.map((g) => ({ value: g, label: ROLE_LABELS[g as Group] }))}
        />
      </Form.Item>
    </>
  );
}

type Opcoes = { isPending: boolean; data?: { id: number; descricao: string }[] };

/** A field choosing several of a list's options, searched by their names. */
function Varios({ nome, rotulo, opcoes }: { nome: string; rotulo: string; opcoes: Opcoes }) {
  return (
    <Form.Item name={nome} label={rotulo}>
      <Select
        mode="multiple"
        aria-label={rotulo}
        placeholder="Escolha uma ou mais"
        loading={opcoes.isPending}
        options={opcoes.data?.map((o) => ({ value: o.id, label: o.descricao })) ?? []}
        optionFilterProp="label"
      />
    </Form.Item>
  );
}

/** The active units and areas a manager answers for. */
export function CamposDaGestao() {
  return (
    <>
      <Varios nome="unidades" rotulo="Unidades de atendimento" opcoes={useUnidadesOpcoes()} />
      <Varios nome="areas" rotulo="Áreas de atuação" opcoes={useAreasAtuacao()} />
    </>
  );
}
