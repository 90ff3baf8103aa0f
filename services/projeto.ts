// Projects: consultants' views (GET /projeto/consultor/…; linking oneself to the project's request is
// useConsultorSolicitacao of solicitacao-interno-acoes.ts) and the client's and provider's (/projeto/externo/…).
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, pagina, type QueryDe, type Schema } from "./api";
import { solicitacaoKeys } from "./solicitacao";

export type Projeto = Schema<"Projeto">;
export type ProjetoDetalhe = Schema<"ProjetoDetalhe">;
export type ProjetosParams = QueryDe<"/projeto/consultor/">;

export type ProjetoExterno = Schema<"ProjetoExterno">;
export type ProjetoExternoDetalhe = Schema<"ProjetoExternoDetalhe">;
export type ProjetosExternosParams = QueryDe<"/projeto/externo/">;

export const projetoKeys = {
  all: ["projeto", "consultor"] as const,
  /** Every client's and provider's project read (lists, details, parts): what a delivery changes. */
  externo_todos: ["projeto", "externo"] as const,
  notas_todas: ["projeto", "notas"] as const,
  externos: (params: ProjetosExternosParams) => ["projeto", "externo", "list", params] as const,
  externo: (id: number) => ["projeto", "externo", "detalhe", id] as const,
  subprojetos: (id: number) => ["projeto", "externo", "subprojetos", id] as const,
  notas: (id: number) => ["projeto", "notas", id] as const,
  certificados: (id: number) => ["projeto", "certificados", id] as const,
  list: (params: ProjetosParams) => ["projeto", "consultor", "list", params] as const,
  detail: (id: number) => ["projeto", "consultor", "detalhe", id] as const,
};

export const useProjetosConsultor = (params: ProjetosParams) =>
  useQuery(pagina(projetoKeys.list(params), "/projeto/consultor/", params));

export const useProjetoConsultor = (id: number) =>
  useQuery(leitura(projetoKeys.detail(id), "/projeto/consultor/{id}/", { path: { id } }));

export const useProjetosExternos = (params: ProjetosExternosParams) =>
  useQuery(pagina(projetoKeys.externos(params), "/projeto/externo/", params));

export const useProjetoExterno = (id: number) =>
  useQuery(leitura(projetoKeys.externo(id), "/projeto/externo/{id}/", { path: { id } }));

export const useSubprojetos = (id: number) =>
  useQuery(leitura(projetoKeys.subprojetos(id), "/projeto/externo/{id}/subprojetos/", { path: { id } }));

// A delivery moves the project (its stages, its progress in the lists).
const DO_PROJETO = [projetoKeys.externo_todos];

/** The provider delivers a stage with its file (an internal demand's delivery says what was done). */
export const useEntregarEtapa = (projeto: number) =>
  useAcao({
    chamada: ({
      etapa,
      versao,
      arquivo,
      descricao,
    }: {
      etapa: number;
      versao: number;
      arquivo: File;
      descricao?: string;
    }) => {
      const body = new FormData();
      body.append("arquivo", arquivo);
      if (descricao) body.append("descricao", descricao);
      return api.patch("/projeto/externo/{projeto}/etapa/{etapa}/envia/arquivo/", {
        path: { projeto, etapa },
        body,
        versao,
      });
    },
    invalida: DO_PROJETO,
  });

/** The client approves a stage's delivery. */
export const useAprovarEntrega = (projeto: number) =>
  useAcao({
    chamada: ({ etapa, versao }: { etapa: number; versao: number }) =>
      api.patch("/projeto/externo/{projeto}/etapa/{etapa}/aprovar/", { path: { projeto, etapa }, versao }),
    invalida: DO_PROJETO,
  });

/** The client returns a stage's delivery saying what to fix. */
export const useDevolverEntrega = (projeto: number) =>
  useAcao({
    chamada: ({ etapa, versao, motivo }: { etapa: number; versao: number; motivo: string }) =>
      api.patch("/projeto/externo/{projeto}/etapa/{etapa}/devolver/", {
        path: { projeto, etapa },
        body: { motivo },
        versao,
      }),
    invalida: DO_PROJETO,
  });

/** A stage's latest delivery, under a name of its stage (the extension follows its type). */
export const baixarEntrega = (projeto: number, etapa: number, nome: string) =>
  baixarArquivo(`/projeto/externo/${projeto}/etapa/${etapa}/arquivo/`, nome).catch(() => {
    throw new Error("Não foi possível baixar a entrega. Tente de novo.");
  });

/** The provider sends the project for the client's evaluation (every stage approved). */
export const useFinalizarProjeto = (projeto: number) =>
  useAcao({
    chamada: () => api.put("/projeto/externo/{id}/finaliza/", { path: { id: projeto } }),
    invalida: [...DO_PROJETO, solicitacaoKeys.all],
  });

export type NotaDaParcela = Schema<"NotaDaParcela">;

export const useNotas = (projeto: number) =>
  useQuery(leitura(projetoKeys.notas(projeto), "/projeto/externo/{id}/notas/", { path: { id: projeto } }));

const DAS_NOTAS = [projetoKeys.notas_todas, solicitacaoKeys.all];

/** Staff authorise an instalment's invoice once its stage is approved. */
export const useAutorizarNota = () =>
  useAcao({
    chamada: (parcela: number) =>
      api.patch("/solicitacao/interno/plano/{id}/autoriza/nota/", { path: { id: parcela } }),
    invalida: DAS_NOTAS,
  });

/** Staff record an invoice paid: the day it was paid and the proof. */
export const usePagarNota = () =>
  useAcao({
    chamada: ({ parcela, dtapagamento, comprovante }: { parcela: number; dtapagamento: string; comprovante: File }) => {
      const body = new FormData();
      body.append("dtapagamento", dtapagamento);
      body.append("comprovante", comprovante);
      return api.patch("/solicitacao/interno/plano/{id}/nota/paga/", { path: { id: parcela }, body });
    },
    invalida: DAS_NOTAS,
  });

/** The provider sends an authorised invoice: its PDF or NF-e XML. */
export const useEnviarNota = (projeto: number) =>
  useAcao({
    chamada: ({ parcela, arquivo }: { parcela: number; arquivo: File }) => {
      const body = new FormData();
      body.append("parcela", String(parcela));
      body.append("arquivo", arquivo);
      return api.patch("/projeto/externo/{id}/notas/enviar/", { path: { id: projeto }, body });
    },
    invalida: DAS_NOTAS,
  });

export const baixarNota = (projeto: number, parcela: number, nome: string) =>
  baixarArquivo(`/projeto/externo/${projeto}/notas/${parcela}/arquivo/`, nome).catch(() => {
    throw new Error("Não foi possível baixar a nota. Tente de novo.");
  });

export const baixarComprovanteDaNota = (projeto: number, parcela: number, nome: string) =>
  baixarArquivo(`/projeto/externo/${projeto}/notas/${parcela}/comprovante/`, nome).catch(() => {
    throw new Error("Não foi possível baixar o comprovante. Tente de novo.");
  });

/** Staff finish a request waiting for evaluation: the commitment spent, any remainder back to the centre. */
export const useFinalizarSolicitacao = (solicitacao: number) =>
  useAcao({
    chamada: ({ versao }: { versao: number }) =>
      api.patch("/solicitacao/interno/{id}/finalizar/", { path: { id: solicitacao }, versao }),
    invalida: [solicitacaoKeys.all, projetoKeys.externo_todos, projetoKeys.all],
  });

export type AceiteDemanda = Schema<"AceiteDemanda">;

/** The provider accepts an internal hiring's demand with the work's dates ("internal demand configuration"). */
export const useAceitarDemanda = (projeto: number) =>
  useAcao({
    chamada: (body: AceiteDemanda) =>
      api.put("/projeto/externo/{id}/aceite/", { path: { id: projeto }, body }),
    invalida: DO_PROJETO,
  });

export type Certificado = Schema<"Certificado">;

export const useCertificados = (projeto: number) =>
  useQuery(
    leitura(projetoKeys.certificados(projeto), "/projeto/externo/{id}/certificados/", {
      path: { id: projeto },
    }),
  );

/** The provider attaches a certificate's PDF to the project ("insert certificates"). */
export const useInserirCertificado = (projeto: number) =>
  useAcao({
    chamada: ({ descricao, arquivo }: { descricao: string; arquivo: File }) => {
      const body = new FormData();
      body.append("descricao", descricao);
      body.append("arquivo", arquivo);
      return api.post("/projeto/externo/{id}/certificados/", { path: { id: projeto }, body });
    },
    invalida: [projetoKeys.certificados(projeto)],
  });

export const baixarCertificado = (projeto: number, certificado: number, nome: string) =>
  baixarArquivo(`/projeto/externo/${projeto}/certificados/${certificado}/arquivo/`, nome).catch(() => {
    throw new Error("Não foi possível baixar o certificado. Tente de novo.");
  });
