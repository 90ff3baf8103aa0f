// How a request's origin reads in pt-BR (the queue's filter and the detail's summary).
import type { TipoSolicitacao } from "@/lib/regras/solicitacao";

export const TIPO_LABELS: Record<TipoSolicitacao, string> = {
  EXTERNA: "Enviada pelo cliente",
  INTERNA: "Criada pela equipe",
  CONTRATACAO_INTERNA: "Contratação interna",
};
