import "server-only";
import { SUBSTATUS_FINAIS, SUBSTATUS_SOLICITACAO, type SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import { GESTAO, hasAnyRole } from "@/lib/roles";
import { solicitacao } from "../../db/schema";
import { conflict, forbidden, HubError } from "../../lib/errors";
import { definirWorkflow } from "../../lib/workflow";
import { CLIENTE_E_EQUIPE, PARTES_E_EQUIPE, SO_EQUIPE } from "../../lib/history";

export const SUBSTATUS = SUBSTATUS_SOLICITACAO;
export type SubstatusCodigo = SubstatusSolicitacao;

export const ABERTOS: readonly SubstatusCodigo[] = SUBSTATUS.filter((s) => !SUBSTATUS_FINAIS.includes(s));
const EM_ANALISE: readonly SubstatusCodigo[] = ["AGUARDANDO_ANALISE", "DEVOLVIDA_CLIENTE"];
/** Substatuses in which the cost centre may still change: before the contract binds the money. */
const CENTRO_CUSTO_ALTERAVEL: readonly SubstatusCodigo[] = SUBSTATUS.slice(
  0,
  SUBSTATUS.indexOf("AGUARDANDO_ASSINATURA"),
);

/** What the table's rules read of the request the user acts on. */
export type SolicitacaoLinha = {
  tipo: string;
  consultorId: number | null;
  solicitacaoPaiId: number | null;
  dtaavaliacao: Date | null;
  /** The project's stages, read where a rule needs them (sending the project for evaluation). */
  etapas?: { aprovadas: number; total: number };
};

/**
 * Every action on a request: from which substatuses, to which, by whom, and how its history row reads.
 * The detail's buttons, the early state checks and the conditional updates all come from this table.
 */
export const solicitacaoWorkflow = definirWorkflow<SubstatusCodigo, SolicitacaoLinha>()({
  entidade: "solicitacao",
  // A client's purchase is sent; staff create one (for companies, or a sub-request).
  criacoes: [
    { codigo: "ENVIAR", texto: "Solicitação enviada", audiencias: PARTES_E_EQUIPE },
    { codigo: "CRIAR", texto: "Solicitação criada", audiencias: PARTES_E_EQUIPE },
  ],
  tabela: solicitacao,
  invalida: "Esta ação não é possível na situação atual da solicitação. Atualize a página e confira.",
  desatualizada: "A solicitação mudou de situação enquanto você a via. Atualize a página e tente de novo.",
  transicoes: [
    {
      acao: "devolver",
      de: ["AGUARDANDO_ANALISE"],
      para: "DEVOLVIDA_CLIENTE",
      permissao: "solicitacao.gerir",
      // The programme hiring a provider for itself has no client to answer.
      regra: (s) =>
        s.tipo === "CONTRATACAO_INTERNA"
          ? conflict("Uma contratação interna não tem cliente a quem devolver.")
          : null,
      texto: "Devolvida ao cliente para ajustes",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      acao: "resposta_cliente",
      de: ["DEVOLVIDA_CLIENTE"],
      para: "AGUARDANDO_ANALISE",
      permissao: "solicitacao.pedir",
      texto: "Cliente respondeu ao ajuste",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      // To a diagnostic first when the service needs one, else straight to the providers' proposals.
      acao: "liberar",
      de: ["AGUARDANDO_ANALISE"],
      para: ["AGUARDANDO_PROPOSTAS", "AGUARDANDO_DIAGNOSTICO"],
      permissao: "solicitacao.gerir",
      texto: "Liberada para prestadores",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      // The provider chosen for the diagnostic refused it: staff release it again to another one.
      acao: "diagnostico_rejeitado",
      de: ["AGUARDANDO_DIAGNOSTICO"],
      para: "AGUARDANDO_ANALISE",
      permissao: "diagnostico.fazer",
      derivada: true,
      texto: "Diagnóstico recusado pelo prestador; escolha outro prestador",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "diagnostico_aprovado",
      de: ["AGUARDANDO_DIAGNOSTICO"],
      para: "AGUARDANDO_PROPOSTAS",
      permissao: "diagnostico.aprovar",
      derivada: true,
      texto: "Diagnóstico aprovado; liberada para propostas",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      // A diagnostic approved late leaves the providers too little time: the round's deadline moves
      // (acoes/prazo-do-diagnostico.ts, PRAZO_PROPOSTA_APOS_DIAGNOSTICO_DIAS).
      acao: "adiar_prazo_propostas",
      de: ["AGUARDANDO_PROPOSTAS"],
      permissao: "diagnostico.aprovar",
      derivada: true,
      texto: "Prazo de propostas adiado após a aprovação do diagnóstico",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      // The deadline passed with at least one proposal sent (the deadline job, server/modules/proposta/prazo.ts).
      acao: "encerrar_prazo",
      de: ["AGUARDANDO_PROPOSTAS"],
      para: "PROPOSTAS_EM_ANALISE",
      permissao: "solicitacao.prazos",
      derivada: true,
      texto: "Prazo de propostas encerrado; propostas em análise",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      // A later deadline: providers send or revise their proposals again.
      acao: "nova_rodada",
      de: ["AGUARDANDO_PROPOSTAS", "PROPOSTAS_EM_ANALISE", "EM_NEGOCIACAO"],
      para: "AGUARDANDO_PROPOSTAS",
      permissao: "solicitacao.gerir",
      texto: "Nova rodada de propostas aberta",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      acao: "negociar",
      de: ["PROPOSTAS_EM_ANALISE"],
      para: "EM_NEGOCIACAO",
      permissao: "proposta.negociar",
      derivada: true,
      texto: "Proposta em negociação",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      acao: "proposta_revisada",
      de: ["EM_NEGOCIACAO"],
      para: "PROPOSTAS_EM_ANALISE",
      permissao: "proposta.enviar",
      derivada: true,
      texto: "Proposta revisada pelo prestador",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      // Bumps the request's version, so a new round opened on what staff saw before the choice is stale.
      acao: "proposta_selecionada",
      de: ["PROPOSTAS_EM_ANALISE"],
      permissao: "proposta.escolher",
      derivada: true,
      texto: "Proposta selecionada pelo cliente",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      acao: "analise_gestor",
      de: ["PROPOSTAS_EM_ANALISE"],
      para: "ANALISE_FINAL_GESTOR",
      permissao: "solicitacao.pedir",
      texto: "Proposta escolhida enviada para a análise final do gestor",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      // Staff send the contracts of the selected proposal (server/modules/contrato): the parties sign.
      acao: "enviar_contratos",
      de: ["ANALISE_FINAL_GESTOR"],
      para: "AGUARDANDO_ASSINATURA",
      permissao: "solicitacao.gerir",
      texto: "Contratos enviados para assinatura",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      // Staff return the selected proposal to negotiation (server/modules/contrato); unsent or unsigned contracts lapse.
      acao: "voltar_negociacao",
      de: ["ANALISE_FINAL_GESTOR", "AGUARDANDO_ASSINATURA"],
      para: "EM_NEGOCIACAO",
      permissao: "solicitacao.gerir",
      texto: "Devolvida para negociação na análise final",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      // The last signature came in: to payment when the client has a share to pay, else to authorisation.
      acao: "contratos_assinados",
      de: ["AGUARDANDO_ASSINATURA"],
      para: ["AGUARDANDO_PAGAMENTO", "AGUARDANDO_AUTORIZACAO"],
      permissao: "contrato.compartilhar",
      peloSistema: true,
      derivada: true,
      texto: "Contratos assinados por todas as partes",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "pagamento_confirmado",
      de: ["AGUARDANDO_PAGAMENTO"],
      para: "AGUARDANDO_AUTORIZACAO",
      permissao: "pagamento.verificar",
      peloSistema: true,
      derivada: true,
      texto: "Pagamento da parte do cliente confirmado",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      // With the service order: the proposal is contracted and its project created (server/modules/contrato).
      acao: "autorizar_execucao",
      de: ["AGUARDANDO_AUTORIZACAO"],
      para: "EM_EXECUCAO",
      permissao: "solicitacao.gerir",
      texto: "Execução autorizada",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      // Every stage approved, the provider sends the project for the client's evaluation (server/modules/projeto).
      acao: "finalizar_projeto",
      de: ["EM_EXECUCAO"],
      para: "AGUARDANDO_AVALIACAO",
      permissao: "projeto.entregar",
      regra: ({ etapas = { aprovadas: 0, total: 0 } }) =>
        etapas.total && etapas.aprovadas === etapas.total
          ? null
          : new HubError(
              422,
              `Envie o projeto para avaliação depois que o cliente aprovar todas as etapas (${etapas.aprovadas} de ${etapas.total} aprovadas).`,
            ),
      texto: "Projeto enviado para avaliação",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      // Staff finish the request (server/modules/projeto): the commitment is spent, any remainder returns.
      acao: "finalizar",
      de: ["AGUARDANDO_AVALIACAO"],
      para: "CONCLUIDA",
      permissao: "solicitacao.gerir",
      // The client's evaluation is part of closing: the final attestation reports it.
      regra: (s) =>
        s.dtaavaliacao === null
          ? conflict("Finalize a solicitação depois que o cliente avaliar o serviço.")
          : null,
      texto: "Solicitação concluída",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "cancelar",
      de: ABERTOS,
      para: "CANCELADA",
      permissao: "solicitacao.gerir",
      texto: "Solicitação cancelada",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "alterar_objetivo",
      de: EM_ANALISE,
      permissao: "solicitacao.gerir",
      texto: "Objetivo alterado",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "alterar_consultor",
      de: ABERTOS,
      permissao: "solicitacao.acompanhar",
      texto: "Consultor vinculado",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "remover_consultor",
      de: ABERTOS,
      permissao: "solicitacao.acompanhar",
      regra: (s, user) =>
        s.consultorId === null
          ? conflict("A solicitação não tem consultor vinculado.")
          : !hasAnyRole(user, GESTAO) && s.consultorId !== user.id
            ? forbidden("Você só pode remover o seu próprio vínculo com a solicitação.")
            : null,
      texto: "Consultor desvinculado",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "alterar_centrocusto",
      de: CENTRO_CUSTO_ALTERAVEL,
      permissao: "solicitacao.gerir",
      texto: "Centro de custo definido",
      audiencias: SO_EQUIPE,
    },
    {
      // Partners co-funding the subsidy (server/modules/proposta reprices the proposals), until the contract.
      acao: "alterar_parceiros",
      de: CENTRO_CUSTO_ALTERAVEL,
      permissao: "solicitacao.gerir",
      texto: "Parceiros alterados",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      acao: "alterar_responsaveis",
      de: ABERTOS,
      permissao: "solicitacao.gerir",
      texto: "Gestores responsáveis alterados",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "subsolicitacao",
      de: ABERTOS,
      permissao: "solicitacao.gerir",
      regra: (s) =>
        s.solicitacaoPaiId ? conflict("Uma subsolicitação não pode ter subsolicitações.") : null,
      texto: "Subsolicitação criada",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "documento",
      codigo: "DOCUMENTO_INCLUIDO",
      de: ABERTOS,
      permissao: "solicitacao.acompanhar",
      texto: "Documento anexado",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "remover_documento",
      codigo: "DOCUMENTO_REMOVIDO",
      de: ABERTOS,
      permissao: "solicitacao.acompanhar",
      texto: "Documento removido",
      audiencias: SO_EQUIPE,
    },
  ],
});

export type AcaoSolicitacao = (typeof solicitacaoWorkflow.transicoes)[number]["acao"];

/** The action names, for the detail's schema (a zod enum needs a non-empty tuple). */
export const ACOES_SOLICITACAO = solicitacaoWorkflow.transicoes.map((t) => t.acao) as [
  AcaoSolicitacao,
  ...AcaoSolicitacao[],
];
