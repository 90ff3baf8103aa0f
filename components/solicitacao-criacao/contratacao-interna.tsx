"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Card, Form } from "antd";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useCentrosCusto } from "@/services/centrocusto";
import { usePrestadoresLista } from "@/services/listagem";
import {
  useEnviarContratacaoInterna,
  useSalvarRascunho,
  type Rascunho,
} from "@/services/solicitacao-criacao";
import { BuscaSelect } from "./busca-select";
import {
  Acoes,
  EmpresasField,
  ModeloField,
  TextosFields,
  useErroServidor,
  type EmpresaOpcao,
  type ModeloOpcao,
} from "./campos";
import { ComRascunho, marcarRascunho } from "./rascunho";

type PrestadorOpcao = { id: number; nomefantasia: string; cnpj_mask?: string | null; suspenso?: boolean };
type CentroOpcao = { id: number; codigo: string; descricao: string; saldo?: number; ativo?: boolean };

type Campos = {
  modelo_oferta: ModeloOpcao | null;
  prestador: PrestadorOpcao | null;
  centrocusto: CentroOpcao | null;
  empresas: EmpresaOpcao[];
  objetivo: string;
  justificativa: string;
};

const CAMPOS = [
  "modelo_oferta",
  "prestador",
  "centrocusto",
  "empresas",
  "objetivo",
  "justificativa",
] as const;

const iniciais = (r: Rascunho | null): Campos => ({
  modelo_oferta: r?.modelooferta ?? null,
  prestador: r?.prestador ?? null,
  centrocusto: r?.centrocusto ?? null,
  empresas: r?.empresas ?? [],
  objetivo: r?.objetivo ?? "",
  justificativa: r?.justificativa ?? "",
});

/** The providers accredited for the chosen offer's service. */
function PrestadorField() {
  const modelo = Form.useWatch<ModeloOpcao | null>("modelo_oferta");
  const [search, setSearch] = useState("");
  const servico = modelo?.servico.id;
  const prestadores = usePrestadoresLista({ servico, search: search || undefined });
  return (
    <Form.Item
      name="prestador"
      label="Prestador"
      extra={servico ? "Prestadores credenciados no serviço da oferta." : "Escolha antes o modelo de oferta."}
      rules={[{ required: true, message: "Escolha o prestador credenciado." }]}
    >
      <BuscaSelect<PrestadorOpcao>
        items={!servico ? [] : prestadores.isError ? null : prestadores.data?.results}
        onRetry={() => void prestadores.refetch()}
        loading={Boolean(servico) && prestadores.isFetching}
        disabled={!servico}
        onSearch={setSearch}
        label={(p) => `${capitalizeWords(p.nomefantasia)}${p.suspenso ? " (suspenso)" : ""}`}
        isDisabled={(p) => p.suspenso === true}
        placeholder="Busque o prestador"
      />
    </Form.Item>
  );
}

function CentroCustoField() {
  const [search, setSearch] = useState("");
  const centros = useCentrosCusto({ search: search || undefined, page_size: 100 });
  return (
    <Form.Item
      name="centrocusto"
      label="Centro de custo"
      extra="Opcional: com ele, o valor subsidiado já fica reservado."
    >
      <BuscaSelect<CentroOpcao>
        items={centros.isError ? null : centros.data?.results}
        onRetry={() => void centros.refetch()}
        loading={centros.isFetching}
        onSearch={setSearch}
        label={(c) =>
          `${c.codigo} · ${capitalizeWords(c.descricao)}${c.saldo === undefined ? "" : ` · saldo ${formatBRL(c.saldo)}`}`
        }
        isDisabled={(c) => c.ativo === false}
        placeholder="Busque pelo código ou descrição"
      />
    </Form.Item>
  );
}

function Formulario({ rascunho }: { rascunho: Rascunho | null }) {
  const router = useRouter();
  const [form] = Form.useForm<Campos>();
  const [rascunhoId, setRascunhoId] = useState(rascunho?.id ?? null);
  const salvar = useSalvarRascunho();
  const enviar = useEnviarContratacaoInterna();
  const erro = useErroServidor(form, CAMPOS);

  function salvarRascunho() {
    const v = form.getFieldsValue(true) as Campos;
    erro.limpar();
    salvar.mutate(
      {
        id: rascunhoId,
        tipo: "CONTRATACAO_INTERNA",
        campos: {
          modelo_oferta: v.modelo_oferta?.id ?? null,
          prestador: v.prestador?.id ?? null,
          centrocusto: v.centrocusto?.id ?? null,
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

  function enviarContratacao(v: Campos) {
    erro.limpar();
    enviar.mutate(
      {
        modelo_oferta: v.modelo_oferta!.id,
        prestador: v.prestador!.id,
        centrocusto: v.centrocusto?.id,
        empresas: v.empresas.map((e) => e.id),
        objetivo: v.objetivo.trim(),
        justificativa: v.justificativa.trim(),
        rascunho: rascunhoId ?? undefined,
      },
      {
        onSuccess: (criada) => {
          notify("success", `Contratação ${criada.nrosolicitacao} enviada.`);
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
      onFinish={enviarContratacao}
      onFinishFailed={() => notify("warning")}
      // Another offer may belong to another service, whose accredited providers differ.
      onValuesChange={(changed: Partial<Campos>) => {
        if ("modelo_oferta" in changed) form.setFieldValue("prestador", null);
      }}
      requiredMark="optional"
      style={{ maxWidth: 760 }}
    >
      {erro.alerta}
      <ModeloField />
      <PrestadorField />
      <CentroCustoField />
      <EmpresasField required={false} />
      <TextosFields justificativaMin={10} />
      <Acoes
        enviar="Enviar contratação"
        salvando={salvar.isPending}
        enviando={enviar.isPending}
        onSalvar={salvarRascunho}
      />
    </Form>
  );
}

/** Staff hire an accredited provider directly, for the organisation itself or for some companies. */
export function ContratacaoInterna({ rascunho }: { rascunho: number | null }) {
  return (
    <Card title={rascunho ? "Contratação interna (rascunho)" : "Nova contratação interna"}>
      <ComRascunho id={rascunho} tipo="CONTRATACAO_INTERNA">
        {(r) => <Formulario rascunho={r} />}
      </ComRascunho>
    </Card>
  );
}
