"use client";
import dynamic from "next/dynamic";
import { Esqueleto } from "@/components/ui/esqueleto";
import { ComRascunho } from "../rascunho/rascunho";

const carregarNova = () => import("./nova-solicitacao");
const carregarContratacao = () => import("./contratacao-interna");
const FormularioNova = dynamic(() => carregarNova().then((m) => m.FormularioNovaSolicitacao), {
  ssr: false,
  loading: () => <Esqueleto />,
});
const FormularioContratacao = dynamic(
  () => carregarContratacao().then((m) => m.FormularioContratacaoInterna),
  { ssr: false, loading: () => <Esqueleto /> },
);

/** Staff open a request for one or several client companies, from scratch or from a draft. */
export function NovaSolicitacao({ rascunho }: { rascunho: number | null }) {
  return <ComRascunho id={rascunho} tipo="INTERNA" carregar={carregarNova} Formulario={FormularioNova} />;
}

/** Staff hire an accredited provider directly, for the organisation itself or for some companies. */
export function ContratacaoInterna({ rascunho }: { rascunho: number | null }) {
  return (
    <ComRascunho
      id={rascunho}
      tipo="CONTRATACAO_INTERNA"
      carregar={carregarContratacao}
      Formulario={FormularioContratacao}
    />
  );
}
