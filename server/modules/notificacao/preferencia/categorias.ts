import "server-only";
import type { CategoriaNotificacao } from "@/lib/regras/notificacao";

/**
 * The kind each notification belongs to, for the user's e-mail preferences (lib/regras/notificacao.ts), by
 * the notification's `tipo` of the routing table (regras.ts); a test fails when a `tipo` is in none.
 */
const TIPOS: Record<CategoriaNotificacao, readonly string[]> = {
  acao: [
    "contrato_assinar",
    "contrato_assinado",
    "pagamento_confirmado",
    "link_pagamento_bloqueado",
    "avaliacao_solicitada",
    "nota_autorizada",
    "analise_final",
  ],
  prazo: [
    "alerta_assinatura",
    "alerta_diagnostico",
    "alerta_etapa",
    "alerta_prazo_proposta",
    "edital_documento_vencendo",
    "prazo_propostas_adiado",
  ],
  solicitacao: [
    "solicitacao_nova",
    "solicitacao_devolvida",
    "solicitacao_respondida",
    "solicitacao_liberada",
    "solicitacao_cancelada",
    "solicitacao_concluida",
    "execucao_autorizada",
    "nova_rodada",
    "rodada_encerrada",
  ],
  proposta: [
    "proposta_recebida",
    "proposta_revisada",
    "proposta_selecionada",
    "proposta_nao_selecionada",
    "proposta_negociacao",
    "proposta_desistencia",
    "diagnostico_aceito",
    "diagnostico_aprovado",
    "diagnostico_correcao",
    "diagnostico_enviado",
    "diagnostico_rejeitado",
  ],
  projeto: ["etapa_entregue", "etapa_aprovada", "etapa_devolvida", "nota_enviada"],
  credenciamento: [
    "credenciamento_solicitado",
    "credenciamento_aprovado",
    "credenciamento_recusado",
    "credenciamento_suspenso",
    "credenciamento_reativado",
    "edital_recurso",
    "edital_recurso_decidido",
    "edital_resultado_preliminar",
    "edital_resultado_final",
    "inscricao_documento_corrigido",
    "inscricao_documento_devolvido",
    "inscricao_documento_rejeitado",
    "inscricao_etapa_avaliada",
    "inscricao_etapa_enviada",
  ],
  mensagem: ["mensagem"],
};

const CATEGORIA_DO_TIPO = new Map(
  Object.entries(TIPOS).flatMap(([c, tipos]) => tipos.map((t) => [t, c as CategoriaNotificacao])),
);

/** The kind of a notification's `tipo`; undefined for one the table does not name (a bug the test finds). */
export const categoriaDe = (tipo: string) => CATEGORIA_DO_TIPO.get(tipo);

/** The `tipo`s of a kind: what the daily digest gathers for it. */
export const tiposDe = (c: CategoriaNotificacao) => TIPOS[c];
