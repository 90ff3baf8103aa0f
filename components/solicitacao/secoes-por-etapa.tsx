"use client";
import dynamic from "next/dynamic";
import { comAntd } from "@/components/tema";

// The sections of one stage of the lifecycle, each in a chunk of its own: a request shows one or two of
// them, and a page loads only the code of those (their forms, date pickers, uploads and QR codes). The
// server still renders them; their chunks are preloaded with the page where they show. Used by the pages
// of a request and of its project (a proposal page keeps its static import: this folder imports proposals).
// Those drawn with antd bring it (comAntd): a request's page has none of its own (components/layout/sem-antd.ts).
// The staff's list of proposals draws none until a dialog opens, and its dialogs bring it.
export const PropostasDaSolicitacao = dynamic(() =>
  import("@/components/proposta/propostas-da-solicitacao").then((m) => m.PropostasDaSolicitacao),
);
export const PropostasCliente = dynamic(() =>
  comAntd(import("@/components/proposta/propostas-cliente").then((m) => m.PropostasCliente)),
);
export const ContratosDaSolicitacao = dynamic(() =>
  comAntd(import("@/components/contrato/contratos").then((m) => m.ContratosDaSolicitacao)),
);
export const PagamentoDaSolicitacao = dynamic(() =>
  comAntd(import("@/components/pagamento/pagamento-da-solicitacao").then((m) => m.PagamentoDaSolicitacao)),
);
export const AvaliacaoDaSolicitacaoCard = dynamic(() =>
  comAntd(
    import("@/components/avaliacao/avaliacao-da-solicitacao").then((m) => m.AvaliacaoDaSolicitacaoCard),
  ),
);
// The client's answer to a request sent back (antd's form): only a returned request shows it.
export const RespostaAjusteCard = dynamic(() =>
  comAntd(import("./resposta-ajuste").then((m) => m.RespostaAjusteCard)),
);
