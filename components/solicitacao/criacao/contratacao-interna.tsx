"use client";
import { Form } from "antd";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { aceitaReservas } from "@/lib/regras/centrocusto";
import { useCentrosCusto } from "@/services/centrocusto";
import { usePrestadoresLista } from "@/services/listagem";
import { useEnviarContratacaoInterna, type Rascunho } from "@/services/solicitacao-criacao";
import { useBusca } from "@/hooks/use-busca";
import { BuscaSelect, opcoesDa } from "@/components/ui/busca-select";
import { EmpresasField, ModeloField, TextosFields, type EmpresaOpcao, type ModeloOpcao } from "./campos";
import { FormularioCriacao } from "./formulario";

type PrestadorOpcao = { id: number; nomefantasia: string; cnpj_mask?: string | null; suspenso?: boolean };
type CentroOpcao = {
  id: number;
  codigo: string;
  descricao: string;
  saldo?: number;
  ativo?: boolean;
  acao_ativo_hub?: boolean;
  projeto_ativo_hub?: boolean;
};

type Campos = {
  modelo_oferta: ModeloOpcao | null;
  prestador: PrestadorOpcao | null;
  centrocusto: CentroOpcao | null;
  empresas: EmpresaOpcao[];
  objetivo: string;
  justificativa: string;
};

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
  const [search, setSearch] = useBusca();
  const servico = modelo?.servico.id;
  const prestadores = usePrestadoresLista({ servico, search }, { enabled: servico !== undefined });
  return (
    <Form.Item
      name="prestador"
      label="Prestador"
      extra={servico ? "Prestadores credenciados no serviço da oferta." : "Escolha antes o modelo de oferta."}
      rules={[{ required: true, message: "Escolha o prestador credenciado." }]}
    >
      <BuscaSelect<PrestadorOpcao>
        {...(servico ? opcoesDa(prestadores) : { items: [], loading: false })}
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
  const [search, setSearch] = useBusca();
  const centros = useCentrosCusto({ search, page_size: 100 });
  return (
    <Form.Item
      name="centrocusto"
      label="Centro de custo"
      extra="Opcional: com ele, o valor subsidiado já fica reservado."
    >
      <BuscaSelect<CentroOpcao>
        {...opcoesDa(centros)}
        onSearch={setSearch}
        label={(c) =>
          `${c.codigo} · ${capitalizeWords(c.descricao)}${c.saldo === undefined ? "" : ` · saldo ${formatBRL(c.saldo)}`}`
        }
        isDisabled={(c) => !aceitaReservas(c)}
        placeholder="Busque pelo código ou descrição"
      />
    </Form.Item>
  );
}

/** The form of a direct hiring, empty or filled from a draft. */
export function FormularioContratacaoInterna({ rascunho }: { rascunho: Rascunho | null }) {
  const enviar = useEnviarContratacaoInterna();
  return (
    <FormularioCriacao
      tipo="CONTRATACAO_INTERNA"
      rascunho={rascunho}
      iniciais={iniciais(rascunho)}
      rascunhoExtra={(v) => ({ prestador: v.prestador?.id ?? null, centrocusto: v.centrocusto?.id ?? null })}
      envio={enviar}
      corpo={(comum, v) => ({ ...comum, prestador: v.prestador!.id, centrocusto: v.centrocusto?.id })}
      textoEnviar="Enviar contratação"
      enviada={(nro) => `Contratação ${nro} enviada.`}
      // Another offer may belong to another service, whose accredited providers differ.
      onValuesChange={(changed, form) => {
        if ("modelo_oferta" in changed) form.setFieldValue("prestador", null);
      }}
    >
      <ModeloField />
      <PrestadorField />
      <CentroCustoField />
      <EmpresasField required={false} />
      <TextosFields justificativaMin={10} />
    </FormularioCriacao>
  );
}
