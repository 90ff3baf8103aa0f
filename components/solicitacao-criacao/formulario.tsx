"use client";
import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { UseMutationResult } from "@tanstack/react-query";
import { Alert, Button, Form, Space, type FormInstance } from "antd";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import {
  useSalvarRascunho,
  type Rascunho,
  type RascunhoCampos,
  type TipoRascunho,
} from "@/services/solicitacao-criacao";
import type { SolicitacaoInterna } from "@/services/solicitacao-interno";
import type { EmpresaOpcao, ModeloOpcao } from "./campos";
import { marcarRascunho } from "./rascunho";
import { errosPorCampo } from "./regras";

/**
 * A failed save or send: field errors go on their fields, the rest in an alert; what was typed stays.
 * `mostrar` is the onError of both mutations.
 */
function useErroServidor<F extends string>(form: FormInstance, campos: readonly F[]) {
  const [erro, setErro] = useState<{ detail: string; outros: string[] } | null>(null);
  function mostrar(e: unknown) {
    const api = apiErrorOf(e);
    const { campos: porCampo, outros } = errosPorCampo(api, campos);
    form.setFields(porCampo);
    setErro({ detail: api.detail, outros });
    notify(porCampo.length ? "warning" : "error");
  }
  const alerta = erro && (
    <Alert
      type="error"
      showIcon
      closable={{ onClose: () => setErro(null) }}
      style={{ marginBottom: 16 }}
      title={erro.detail}
      description={erro.outros.length ? erro.outros.join(" ") : undefined}
    />
  );
  return { mostrar, limpar: () => setErro(null), alerta };
}

/** The fields both forms have. */
type CamposComuns = {
  modelo_oferta: ModeloOpcao | null;
  empresas: EmpresaOpcao[];
  objetivo: string;
  justificativa: string;
};

/** What both sends carry: the common fields as ids and trimmed texts, and the draft the request replaces. */
type EnvioComum = {
  modelo_oferta: number;
  empresas: number[];
  objetivo: string;
  justificativa: string;
  rascunho?: number;
};

/**
 * The frame of both staff creation forms (internal request, internal hiring): the draft saved in place
 * (created on the first save), the send that replaces the draft and opens the new request, and the
 * server's errors on the fields. The fields are the children.
 */
export function FormularioCriacao<C extends CamposComuns, E>({
  tipo,
  rascunho,
  campos,
  iniciais,
  rascunhoExtra,
  envio,
  corpo,
  textoEnviar,
  enviada,
  onValuesChange,
  children,
}: {
  tipo: TipoRascunho;
  rascunho: Rascunho | null;
  /** The form's fields, which take the server's errors of the same name. */
  campos: readonly (keyof C & string)[];
  iniciais: C;
  /** What the draft keeps besides the common fields. */
  rascunhoExtra?: (valores: C) => Partial<RascunhoCampos>;
  envio: UseMutationResult<SolicitacaoInterna, Error, E>;
  /** The body of the send, from the common part and the form's values. */
  corpo: (comum: EnvioComum, valores: C) => E;
  textoEnviar: string;
  /** The success message, given the new request's number. */
  enviada: (nrosolicitacao: string) => string;
  onValuesChange?: (changed: Partial<C>, form: FormInstance<C>) => void;
  children: ReactNode;
}) {
  const router = useRouter();
  const [form] = Form.useForm<C>();
  const [rascunhoId, setRascunhoId] = useState(rascunho?.id ?? null);
  const salvar = useSalvarRascunho();
  const erro = useErroServidor(form, campos);

  function salvarRascunho() {
    const v = form.getFieldsValue(true) as C;
    erro.limpar();
    salvar.mutate(
      {
        id: rascunhoId,
        tipo,
        // A draft keeps whatever was typed, untrimmed and possibly incomplete.
        campos: {
          modelo_oferta: v.modelo_oferta?.id ?? null,
          empresas: v.empresas.map((e) => e.id),
          objetivo: v.objetivo,
          justificativa: v.justificativa,
          ...rascunhoExtra?.(v),
        },
      },
      {
        onSuccess: (salvo) => {
          setRascunhoId(salvo.id);
          marcarRascunho(salvo);
          notify("success", "Rascunho salvo.");
        },
        onError: erro.mostrar,
      },
    );
  }

  function enviar(v: C) {
    erro.limpar();
    const comum: EnvioComum = {
      // Required fields: the form validated them before calling this.
      modelo_oferta: v.modelo_oferta!.id,
      empresas: v.empresas.map((e) => e.id),
      objetivo: v.objetivo.trim(),
      justificativa: v.justificativa.trim(),
      rascunho: rascunhoId ?? undefined,
    };
    envio.mutate(corpo(comum, v), {
      onSuccess: (criada) => {
        notify("success", enviada(criada.nrosolicitacao));
        router.push(`/interno/solicitacoes/${criada.id}`);
      },
      onError: erro.mostrar,
    });
  }

  return (
    <Form<C>
      form={form}
      layout="vertical"
      initialValues={iniciais}
      onFinish={enviar}
      onFinishFailed={() => notify("warning")}
      onValuesChange={onValuesChange && ((changed: Partial<C>) => onValuesChange(changed, form))}
      requiredMark="optional"
      style={{ maxWidth: 760 }}
    >
      {erro.alerta}
      {children}
      <Space wrap>
        <Button onClick={salvarRascunho} loading={salvar.isPending} disabled={envio.isPending}>
          Salvar rascunho
        </Button>
        <Button type="primary" htmlType="submit" loading={envio.isPending} disabled={salvar.isPending}>
          {textoEnviar}
        </Button>
      </Space>
    </Form>
  );
}
