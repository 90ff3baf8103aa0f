"use client";
import { useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { UseMutationResult } from "@tanstack/react-query";
import { Button, Flex, Form, type FormInstance } from "antd";
import { notify } from "@/lib/messages";
import {
  useSalvarRascunho,
  type Rascunho,
  type RascunhoCampos,
  type TipoRascunho,
} from "@/services/solicitacao-criacao";
import type { SolicitacaoInterna } from "@/services/solicitacao-interno";
import { useErroDoForm } from "@/components/ui/erros-api";
import type { EmpresaOpcao, ModeloOpcao } from "./campos";
import { marcarRascunho } from "../rascunho/rascunho";

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
 * server's errors on the fields; what was typed stays. The fields are the children.
 */
export function FormularioCriacao<C extends CamposComuns, E>({
  tipo,
  rascunho,
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
  const erro = useErroDoForm(form, undefined, { fechavel: true });
  // A failed save or send: a warning when some field shows what to fix, an error otherwise.
  const falhou = (e: unknown) => notify(erro.mostrar(e) ? "warning" : "error");

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
        onError: falhou,
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
      onError: falhou,
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
      <Flex wrap gap={8}>
        <Button onClick={salvarRascunho} loading={salvar.isPending} disabled={envio.isPending}>
          Salvar rascunho
        </Button>
        <Button type="primary" htmlType="submit" loading={envio.isPending} disabled={salvar.isPending}>
          {textoEnviar}
        </Button>
      </Flex>
    </Form>
  );
}
