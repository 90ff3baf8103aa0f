"use client";
import { useEnviarSolicitacaoInterna, type Rascunho } from "@/services/solicitacao-criacao";
import { EmpresasField, ModeloField, TextosFields, type EmpresaOpcao, type ModeloOpcao } from "./campos";
import { DocumentosField } from "./documentos-field";
import { FormularioCriacao } from "./formulario";

type Campos = {
  empresas: EmpresaOpcao[];
  modelo_oferta: ModeloOpcao | null;
  objetivo: string;
  justificativa: string;
  arquivos: File[];
};

const iniciais = (r: Rascunho | null): Campos => ({
  empresas: r?.empresas ?? [],
  modelo_oferta: r?.modelooferta ?? null,
  objetivo: r?.objetivo ?? "",
  justificativa: r?.justificativa ?? "",
  arquivos: [],
});

/** The form of a staff request for client companies, empty or filled from a draft. */
export function FormularioNovaSolicitacao({ rascunho }: { rascunho: Rascunho | null }) {
  const enviar = useEnviarSolicitacaoInterna();
  return (
    <FormularioCriacao
      tipo="INTERNA"
      rascunho={rascunho}
      iniciais={iniciais(rascunho)}
      envio={enviar}
      corpo={(comum, v) => ({ ...comum, arquivos: v.arquivos })}
      textoEnviar="Enviar solicitação"
      enviada={(nro) => `Solicitação ${nro} enviada.`}
    >
      <EmpresasField required />
      <ModeloField />
      <TextosFields justificativaMin={0} />
      <DocumentosField />
    </FormularioCriacao>
  );
}
