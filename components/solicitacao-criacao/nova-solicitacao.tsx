"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Card, Form, type UploadFile } from "antd";
import { notify } from "@/lib/messages";
import {
  useEnviarSolicitacaoInterna,
  useSalvarRascunho,
  type Rascunho,
} from "@/services/solicitacao-criacao";
import {
  Acoes,
  EmpresasField,
  ModeloField,
  TextosFields,
  useErroServidor,
  type EmpresaOpcao,
  type ModeloOpcao,
} from "./campos";
import { arquivosDe, DocumentosField } from "./documentos-field";
import { ComRascunho, marcarRascunho } from "./rascunho";

type Campos = {
  empresas: EmpresaOpcao[];
  modelo_oferta: ModeloOpcao | null;
  objetivo: string;
  justificativa: string;
  arquivos: UploadFile[];
};

const CAMPOS = ["empresas", "modelo_oferta", "objetivo", "justificativa", "arquivos"] as const;

const iniciais = (r: Rascunho | null): Campos => ({
  empresas: r?.empresas ?? [],
  modelo_oferta: r?.modelooferta ?? null,
  objetivo: r?.objetivo ?? "",
  justificativa: r?.justificativa ?? "",
  arquivos: [],
});

function Formulario({ rascunho }: { rascunho: Rascunho | null }) {
  const router = useRouter();
  const [form] = Form.useForm<Campos>();
  const [rascunhoId, setRascunhoId] = useState(rascunho?.id ?? null);
  const salvar = useSalvarRascunho();
  const enviar = useEnviarSolicitacaoInterna();
  const erro = useErroServidor(form, CAMPOS);

  function salvarRascunho() {
    const v = form.getFieldsValue(true) as Campos;
    erro.limpar();
    salvar.mutate(
      {
        id: rascunhoId,
        tipo: "INTERNA",
        campos: {
          modelo_oferta: v.modelo_oferta?.id ?? null,
          empresas: v.empresas.map((e) => e.id),
          objetivo: v.objetivo,
          justificativa: v.justificativa,
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

  function enviarSolicitacao(v: Campos) {
    erro.limpar();
    enviar.mutate(
      {
        modelo_oferta: v.modelo_oferta!.id,
        empresas: v.empresas.map((e) => e.id),
        objetivo: v.objetivo.trim(),
        justificativa: v.justificativa.trim(),
        arquivos: arquivosDe(v.arquivos),
        rascunho: rascunhoId ?? undefined,
      },
      {
        onSuccess: (criada) => {
          notify("success", `Solicitação ${criada.nrosolicitacao} enviada.`);
          router.push(`/interno/solicitacoes/${criada.id}`);
        },
        onError: erro.mostrar,
      },
    );
  }

  return (
    <Form<Campos>
      form={form}
      layout="vertical"
      initialValues={iniciais(rascunho)}
      onFinish={enviarSolicitacao}
      onFinishFailed={() => notify("warning")}
      requiredMark="optional"
      style={{ maxWidth: 760 }}
    >
      {erro.alerta}
      <EmpresasField required />
      <ModeloField />
      <TextosFields justificativaMin={0} />
      <DocumentosField />
      <Acoes
        enviar="Enviar solicitação"
        salvando={salvar.isPending}
        enviando={enviar.isPending}
        onSalvar={salvarRascunho}
      />
    </Form>
  );
}

/** Staff open a request for one or several client companies, from scratch or from a draft. */
export function NovaSolicitacao({ rascunho }: { rascunho: number | null }) {
  return (
    <Card title={rascunho ? "Solicitação interna (rascunho)" : "Nova solicitação interna"}>
      <ComRascunho id={rascunho} tipo="INTERNA">
        {(r) => <Formulario rascunho={r} />}
      </ComRascunho>
    </Card>
  );
}
