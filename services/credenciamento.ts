// Providers' accreditation for services and the company documents it requires: /empresa/{id}/credenciamentos/,
// /empresa/{id}/credenciar/, the staff decisions (/empresa/interno/servico/…) and /empresa/documento/.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, type Schema } from "./api";

export type Credenciamento = Schema<"Credenciamento">;
export type CredenciamentosDaEmpresa = Schema<"CredenciamentosDaEmpresa">;
export type DocumentoDaEmpresa = Schema<"EmpresaDocumento">;
export type AcaoCredenciamento = "credenciar" | "recusar" | "desativar" | "ativar" | "suspender" | "reativar";

export const credenciamentoKeys = {
  all: ["credenciamento"] as const,
  daEmpresa: (empresa: number) => ["credenciamento", empresa] as const,
  documentos: (empresa: number) => ["credenciamento", empresa, "documentos"] as const,
  tipos: ["documento-tipo"] as const,
};

export const useCredenciamentos = (empresa: number) =>
  useQuery(
    leitura(credenciamentoKeys.daEmpresa(empresa), "/empresa/{id}/credenciamentos/", {
      path: { id: empresa },
    }),
  );

export const useTiposDeDocumento = () =>
  useQuery({ ...leitura(credenciamentoKeys.tipos, "/empresa/documento/tipo/"), staleTime: Infinity });

export const useDocumentos = (empresa: number) =>
  useQuery(
    leitura(credenciamentoKeys.documentos(empresa), "/empresa/{id}/documentos/", { path: { id: empresa } }),
  );

// Every change of a company's accreditation or documents refetches both: documents decide what may be asked.
const DA_EMPRESA = (empresa: number) => [credenciamentoKeys.daEmpresa(empresa)];

/** The provider asks accreditation for services. */
export const useSolicitarCredenciamento = (empresa: number) =>
  useAcao({
    chamada: (servicos: number[]) =>
      api.patch("/empresa/{id}/credenciar/", { path: { id: empresa }, body: { servicos } }),
    invalida: DA_EMPRESA(empresa),
  });

/** A company's user or staff send a document of a type (PDF, PNG or JPEG). */
export const useEnviarDocumento = (empresa: number) =>
  useAcao({
    chamada: ({ tipo, arquivo }: { tipo: number; arquivo: File }) => {
      const body = new FormData();
      body.append("empresa", String(empresa));
      body.append("tipo", String(tipo));
      body.append("arquivo", arquivo);
      return api.post("/empresa/documento/", { body });
    },
    invalida: DA_EMPRESA(empresa),
  });

/** Staff accredit the provider for a service: its request, or a new link at once. */
export const useVincularServico = (empresa: number) =>
  useAcao({
    chamada: (servico: number) =>
      api.post("/empresa/interno/servico/vincular/", { body: { empresa, servico } }),
    invalida: DA_EMPRESA(empresa),
  });

/** Staff refuse the provider's request for a service, with the reason it will read. */
export const useRecusarCredenciamento = (empresa: number) =>
  useAcao({
    chamada: (body: { servico: number; motivo: string }) =>
      api.patch("/empresa/{id}/recusa-credenciamento/", { path: { id: empresa }, body }),
    invalida: DA_EMPRESA(empresa),
  });

/** Staff switch an accredited link off or back on. */
export const useAlternarCredenciamento = (empresa: number) =>
  useAcao({
    chamada: (id: number) => api.patch("/empresa/interno/servico/toggle/", { body: { id } }),
    invalida: DA_EMPRESA(empresa),
  });

/** Staff suspend a link with a document and a reason, or lift its suspension with a reason. */
export const useSuspenderCredenciamento = (empresa: number) =>
  useAcao({
    chamada: ({
      id,
      suspenso,
      motivo,
      arquivo,
    }: {
      id: number;
      suspenso: boolean;
      motivo: string;
      arquivo?: File;
    }) => {
      const body = new FormData();
      body.append("id", String(id));
      body.append("suspenso", String(suspenso));
      body.append("motivo", motivo);
      if (arquivo) body.append("arquivo", arquivo);
      return api.patch("/empresa/interno/servico/suspender/", { body });
    },
    invalida: DA_EMPRESA(empresa),
  });

/** Staff remove a provider's link to a service. */
export const useRemoverCredenciamento = (empresa: number) =>
  useAcao({
    chamada: (id: number) => api.delete("/empresa/interno/servico/remover/{id}/", { path: { id } }),
    invalida: DA_EMPRESA(empresa),
  });

export const baixarDocumento = (empresa: number, d: DocumentoDaEmpresa) =>
  baixarArquivo(`/empresa/${empresa}/documentos/${d.id}/arquivo/`, d.arquivo.nome).catch(() => {
    throw new Error("Não foi possível baixar o documento. Tente de novo.");
  });

export const baixarDocumentoDaSuspensao = (c: Credenciamento) =>
  baixarArquivo(`/empresa/credenciamento/${c.id}/documento/`, c.documento?.nome ?? "suspensao").catch(() => {
    throw new Error("Não foi possível baixar o documento da suspensão. Tente de novo.");
  });
