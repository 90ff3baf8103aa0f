// The integrations an administrator watches (SPEC §7 "Integration (admin)"): each consumer's state, the metrics
// sent, the ERP's provisionings and payments, the e-mails, a record's history, and sending, removing,
// reprocessing or resending one.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, leitura, pagina, type QueryDe, type Schema } from "./api";

export type RegistroIntegracao = Schema<"RegistroIntegracao">;
export type HistoricoIntegracao = Schema<"HistoricoIntegracao">;
export type PainelIntegracao = Schema<"PainelIntegracao">;
export type PagamentoNaoPago = Schema<"PagamentoNaoPago">;
export type TipoMetrica = "solicitacao" | "diagnostico";
export type MetricasParams = QueryDe<"/integracao/admin/metricas/solicitacao/">;
export type ProvisionamentosParams = QueryDe<"/integracao/admin/rm/provisionamento/">;
export type PagamentosParams = QueryDe<"/integracao/admin/pagamento/">;
export type EmailsParams = QueryDe<"/integracao/admin/email/">;

export const integracaoKeys = {
  all: ["integracao"] as const,
  painel: ["integracao", "painel"] as const,
  metricas: (tipo: TipoMetrica, params: MetricasParams) => ["integracao", "metricas", tipo, params] as const,
  historicoMetrica: (tipo: TipoMetrica, id: number) =>
    ["integracao", "historico", "metricas", tipo, id] as const,
  historicoRm: (id: number) => ["integracao", "historico", "rm", id] as const,
  provisionamentos: (params: ProvisionamentosParams) => ["integracao", "rm", params] as const,
  pagamentos: (params: PagamentosParams) => ["integracao", "pagamentos", params] as const,
  naoPagos: (params: PagamentosParams) => ["integracao", "nao-pagos", params] as const,
  emails: (params: EmailsParams) => ["integracao", "email", params] as const,
  historicoEmail: (id: number) => ["integracao", "historico", "email", id] as const,
};

export const usePainelIntegracao = () =>
  useQuery({ ...leitura(integracaoKeys.painel, "/integracao/admin/painel/"), refetchInterval: 30_000 });

export const useMetricas = (tipo: TipoMetrica, params: MetricasParams) =>
  useQuery(
    tipo === "solicitacao"
      ? pagina(integracaoKeys.metricas(tipo, params), "/integracao/admin/metricas/solicitacao/", params)
      : pagina(integracaoKeys.metricas(tipo, params), "/integracao/admin/metricas/diagnostico/", params),
  );

export const useHistoricoMetrica = (tipo: TipoMetrica, id: number) =>
  useQuery(
    tipo === "solicitacao"
      ? leitura(
          integracaoKeys.historicoMetrica(tipo, id),
          "/integracao/admin/metricas/solicitacao/{id}/historico/",
          { path: { id } },
        )
      : leitura(
          integracaoKeys.historicoMetrica(tipo, id),
          "/integracao/admin/metricas/diagnostico/{id}/historico/",
          { path: { id } },
        ),
  );

export const useHistoricoProvisionamento = (id: number) =>
  useQuery(
    leitura(integracaoKeys.historicoRm(id), "/integracao/admin/rm/provisionamento/{id}/historico/", {
      path: { id },
    }),
  );

export const useProvisionamentos = (params: ProvisionamentosParams) =>
  useQuery(pagina(integracaoKeys.provisionamentos(params), "/integracao/admin/rm/provisionamento/", params));

export const usePagamentosIntegrados = (params: PagamentosParams) =>
  useQuery(pagina(integracaoKeys.pagamentos(params), "/integracao/admin/pagamento/", params));

export const usePagamentosNaoPagos = (params: PagamentosParams) =>
  useQuery(pagina(integracaoKeys.naoPagos(params), "/integracao/admin/pagamento/nao-pagos/", params));

export const useEmails = (params: EmailsParams) =>
  useQuery(pagina(integracaoKeys.emails(params), "/integracao/admin/email/", params));

export const useHistoricoEmail = (id: number) =>
  useQuery(
    leitura(integracaoKeys.historicoEmail(id), "/integracao/admin/email/{id}/historico/", { path: { id } }),
  );

// A delivery changes the lists, the history and the counts alike.
const invalida = [integracaoKeys.all];

export const useEnviarMetrica = (tipo: TipoMetrica) =>
  useAcao({
    chamada: (id: number) =>
      tipo === "solicitacao"
        ? api.post("/integracao/admin/metricas/solicitacao/{id}/", { path: { id } })
        : api.post("/integracao/admin/metricas/diagnostico/{id}/", { path: { id } }),
    invalida,
  });

export const useRemoverMetrica = (tipo: TipoMetrica) =>
  useAcao({
    chamada: (id: number) =>
      tipo === "solicitacao"
        ? api.delete("/integracao/admin/metricas/solicitacao/{id}/", { path: { id } })
        : api.delete("/integracao/admin/metricas/diagnostico/{id}/", { path: { id } }),
    invalida,
  });

export const useReprocessarProvisionamento = () =>
  useAcao({
    chamada: (id: number) =>
      api.post("/integracao/admin/rm/provisionamento/{id}/reprocessar/", { path: { id } }),
    invalida,
  });

export const useRemoverProvisionamento = () =>
  useAcao({
    chamada: (id: number) => api.post("/integracao/admin/rm/provisionamento/{id}/remover/", { path: { id } }),
    invalida,
  });

export const useReenviarEmail = () =>
  useAcao({
    chamada: (id: number) => api.post("/integracao/admin/email/{id}/reenviar/", { path: { id } }),
    invalida,
  });
