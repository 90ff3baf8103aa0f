// Contracting: a request's contracts and signatures, the programme's batch of signatures, signing by
// link, the final analysis and execution authorised.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { ERRO_PDF } from "@/lib/messages";
import { api, baixarArquivo, leitura, pagina, type QueryDe, type Schema } from "./api";
import { propostaKeys } from "./proposta";
import { solicitacaoKeys } from "./solicitacao";

export type Contrato = Schema<"Contrato">;
export type AssinaturaDoContrato = Contrato["assinaturas"][number];
export type AssinaturaDoPrograma = Schema<"AssinaturaDoPrograma">;
export type LoteParams = QueryDe<"/solicitacao/interno/assinaturas/">;

export const contratoKeys = {
  all: ["contrato"] as const,
  daSolicitacao: (id: number) => ["contrato", "solicitacao", id] as const,
  lote: (p: LoteParams) => ["contrato", "lote", p] as const,
  link: (token: string) => ["contrato", "link", token] as const,
};

// A signature or a sending moves the request (its keys cover the staff's too) and its proposals.
const TUDO = [contratoKeys.all, solicitacaoKeys.all, propostaKeys.all];

export const useContratos = (solicitacao: number) =>
  useQuery(
    leitura(contratoKeys.daSolicitacao(solicitacao), "/contrato/solicitacao/{id}/", {
      path: { id: solicitacao },
    }),
  );

/** Downloads a file of the contract; any failure reads as SPEC §8's 'erro ao baixar o pdf'. */
const baixarPdf = (caminho: string, nome: string) =>
  baixarArquivo(caminho, nome).catch(() => {
    throw new Error(ERRO_PDF);
  });

/** The contract as sent (or, for staff in the final analysis, a preview of it). */
export const baixarContrato = (
  c: { solicitacao: number; proposta: number; empresa?: number },
  nome: string,
) =>
  baixarPdf(
    `/proposta/gera/contrato/${c.solicitacao}/${c.proposta}/${c.empresa ? `?empresa=${c.empresa}` : ""}`,
    nome,
  );

/** The fully signed contract, with its page of signatures. */
export const baixarContratoAssinado = (id: number, nome: string) =>
  baixarPdf(`/proposta/gera/contrato/aprovado/${id}/`, nome);

/** The signed-in party signs the contract it saw (its SHA-256). */
export const useAssinarContrato = (c: { solicitacao: number; proposta: number }) =>
  useAcao({
    chamada: (body: { contrato: number; sha256: string }) =>
      api.patch("/proposta/externo/assina/contrato/{solicitacao}/{proposta}/", { path: c, body }),
    invalida: TUDO,
  });

/** A shared signing link for one signature. */
export const useLinkDeAssinatura = () =>
  useAcao({
    chamada: (assinatura: number) =>
      api.post("/contrato/assinatura/{id}/link/", { path: { id: assinatura } }),
    invalida: [contratoKeys.all],
  });

/** A new signing link for one signature e-mailed to an address (the previous one stops working). */
export const useEnviarLinkDeAssinatura = () =>
  useAcao({
    chamada: ({ assinatura, email }: { assinatura: number; email: string }) =>
      api.post("/contrato/assinatura/{id}/link/email/", { path: { id: assinatura }, body: { email } }),
    invalida: [contratoKeys.all],
  });

export const useEnviarContratos = (solicitacao: number) =>
  useAcao({
    chamada: ({ versao, centrocusto }: { versao: number; centrocusto: number }) =>
      api.post("/solicitacao/interno/{id}/enviar/contratos/", {
        path: { id: solicitacao },
        body: { centrocusto },
        versao,
      }),
    invalida: TUDO,
  });

export const useVoltarParaNegociacao = (solicitacao: number) =>
  useAcao({
    chamada: ({ versao, motivo }: { versao: number; motivo: string }) =>
      api.patch("/solicitacao/interno/{id}/negociacao/", {
        path: { id: solicitacao },
        body: { motivo },
        versao,
      }),
    invalida: TUDO,
  });

export const useAutorizarExecucao = (solicitacao: number) =>
  useAcao({
    chamada: ({ versao, documento }: { versao: number; documento: File }) => {
      const body = new FormData();
      body.append("documento", documento);
      return api.patch("/proposta/v2/autoriza/execucao/{id}/", { path: { id: solicitacao }, body, versao });
    },
    invalida: TUDO,
  });

export const useAssinaturasDoPrograma = (params: LoteParams) =>
  useQuery(pagina(contratoKeys.lote(params), "/solicitacao/interno/assinaturas/", params));

/** Staff sign for the programme, one signature at a time (the batch calls it for each selected). */
export const useAutorizarAssinatura = () =>
  useAcao({
    chamada: (assinatura: number) =>
      api.patch("/solicitacao/interno/assinatura/{id}/autoriza/", { path: { id: assinatura } }),
    invalida: TUDO,
  });

/** What a shared signing link opens, read with no session. */
export const useContratoDoLink = (token: string) =>
  useQuery({
    ...leitura(contratoKeys.link(token), "/link/contrato/{token}/", { path: { token } }),
    retry: false,
  });

export const baixarContratoDoLink = (token: string) =>
  baixarPdf(`/link/contrato/${token}/arquivo/`, "contrato.pdf");

export const useAssinarPorLink = (assinatura: number) =>
  useAcao({
    chamada: (body: { token: string; nome: string; cpf: string; sha256: string }) =>
      api.patch("/link/assinar/contrato/{id}/", { path: { id: assinatura }, body }),
    // Nothing to refetch: the spent link opens nothing any more, and the page says it was signed.
    invalida: [],
  });
