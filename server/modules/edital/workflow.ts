import "server-only";
import type { SituacaoDocumentoInscricao, SituacaoEdital, SituacaoInscricao } from "@/lib/regras/edital";
import { edital, inscricao, inscricaoDocumento } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { INSCRICAO_E_AVALIACAO, SO_EQUIPE } from "../../lib/history";
import { definirWorkflow } from "../../lib/workflow";

/** What the rules read of a tender: what `check` finds missing, and enrolments not yet published. */
export type LinhaEdital = { pendencias: readonly string[]; inscricoesAbertas: number };

/**
 * A tender (DESIGN §5): staff write it as a draft and publish it once `check` finds nothing missing;
 * they close it when every enrolment has its published result.
 */
export const editalWorkflow = definirWorkflow<SituacaoEdital, LinhaEdital>()({
  entidade: "edital",
  tabela: edital,
  invalida: "Este edital não permite mais esta ação. Atualize a página e confira.",
  desatualizada: "O edital mudou enquanto você o via. Atualize a página e tente de novo.",
  criacoes: [{ codigo: "CRIAR", texto: "Edital criado", audiencias: SO_EQUIPE }],
  transicoes: [
    {
      acao: "editar",
      de: ["RASCUNHO"],
      permissao: "edital.gerir",
      texto: "Edital alterado",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "publicar",
      de: ["RASCUNHO"],
      para: "PUBLICADO",
      permissao: "edital.gerir",
      regra: (l) =>
        l.pendencias.length
          ? conflict(`O edital ainda não pode ser publicado: ${l.pendencias.join("; ")}.`)
          : null,
      texto: "Edital publicado",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "encerrar",
      de: ["PUBLICADO"],
      para: "ENCERRADO",
      permissao: "edital.gerir",
      regra: (l) =>
        l.inscricoesAbertas ? conflict("Ainda há inscrições sem resultado publicado neste edital.") : null,
      texto: "Edital encerrado",
      audiencias: SO_EQUIPE,
    },
  ],
});

/**
 * What the rules read of an enrolment: the required documents of its current stage not yet sent, those
 * not yet decided (sent, returned), whether the stage's period ended, its evaluator, whether the appeal
 * period is still open and whether every service it asked was approved.
 */
export type LinhaInscricao = {
  faltando: number;
  emAberto: number;
  etapaEncerrada: boolean;
  avaliadorId: number | null;
  recursoAberto: boolean;
  tudoAprovado: boolean;
};

const doAvaliador = (l: { avaliadorId: number | null }, user: { id: number }) =>
  l.avaliadorId === user.id ? null : notFound("Inscrição não encontrada.");

/**
 * A company's enrolment (DESIGN §5): it sends its current stage once every required document is there;
 * the evaluator assigned to it moves it on once every document of the stage is decided (to the next
 * stage, or AVALIADA after the last); the partial finish gives the preliminary result; the candidate may
 * appeal while the period is open; staff publish the result, which accredits the approved services.
 */
export const inscricaoWorkflow = definirWorkflow<SituacaoInscricao, LinhaInscricao>()({
  entidade: "inscricao",
  tabela: inscricao,
  invalida: "Esta inscrição não permite mais esta ação. Atualize a página e confira.",
  desatualizada: "A inscrição mudou enquanto você a via. Atualize a página e tente de novo.",
  criacoes: [{ codigo: "INSCREVER", texto: "Inscrição feita", audiencias: INSCRICAO_E_AVALIACAO }],
  transicoes: [
    {
      acao: "enviar_etapa",
      de: ["EM_INSCRICAO"],
      para: "EM_AVALIACAO",
      permissao: "edital.inscrever",
      regra: (l) =>
        l.etapaEncerrada
          ? conflict("O prazo desta etapa terminou.")
          : l.faltando
            ? conflict("Envie todos os documentos obrigatórios da etapa antes de enviá-la.")
            : null,
      texto: "Etapa enviada para avaliação",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
    {
      acao: "avancar_etapa",
      de: ["EM_AVALIACAO"],
      para: ["EM_INSCRICAO", "AVALIADA"],
      permissao: "edital.avaliar",
      regra: (l, user) =>
        doAvaliador(l, user) ??
        (l.emAberto ? conflict("Decida todos os documentos da etapa antes de avançar.") : null),
      texto: "Etapa avaliada",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
    {
      acao: "finalizar",
      de: ["AVALIADA"],
      para: "RESULTADO_PRELIMINAR",
      permissao: "edital.finalizar",
      derivada: true,
      texto: "Resultado preliminar divulgado",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
    {
      acao: "recorrer",
      de: ["RESULTADO_PRELIMINAR"],
      para: "EM_RECURSO",
      permissao: "edital.inscrever",
      // One appeal per candidate, about what it had refused.
      regra: (l) =>
        l.tudoAprovado
          ? conflict("Todos os serviços foram aprovados: não há do que recorrer.")
          : l.recursoAberto
            ? null
            : conflict("O prazo de recurso terminou."),
      texto: "Recurso apresentado",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
    {
      acao: "decidir_recurso",
      de: ["EM_RECURSO"],
      para: "RESULTADO_PRELIMINAR",
      permissao: "edital.gerir",
      texto: "Recurso decidido",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
    {
      acao: "publicar_resultado",
      de: ["RESULTADO_PRELIMINAR"],
      para: ["CREDENCIADA", "NAO_CREDENCIADA"],
      permissao: "edital.gerir",
      // A candidate with a refused service keeps its right to appeal until the period ends; one approved
      // in everything has nothing to appeal.
      regra: (l) =>
        l.recursoAberto && !l.tudoAprovado
          ? conflict("O prazo de recurso deste candidato ainda está aberto.")
          : null,
      texto: "Resultado final publicado",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
  ],
});

/**
 * What the rules read of an enrolment's document: the enrolment's state, whether the document belongs to
 * its current stage, its evaluator, and whether it was returned and the correction deadline passed.
 */
export type LinhaDocumentoInscricao = {
  inscricao: SituacaoInscricao;
  etapaAtual: boolean;
  devolvido: boolean;
  avaliadorId: number | null;
  prazoCorrecaoPassou: boolean;
};

const emAvaliacao = (l: LinhaDocumentoInscricao, user: { id: number }) =>
  doAvaliador(l, user) ??
  (l.inscricao === "EM_AVALIACAO" && l.etapaAtual ? null : conflict("Este documento não está em avaliação."));

/**
 * Each document of an enrolment: the company sends it while it fills the stage, or again when it was
 * returned (until the correction deadline); the evaluator accepts, returns or rejects what was sent.
 */
export const documentoInscricaoWorkflow = definirWorkflow<
  SituacaoDocumentoInscricao,
  LinhaDocumentoInscricao
>()({
  entidade: "documento_inscricao",
  tabela: inscricaoDocumento,
  invalida: "Este documento já foi decidido. Atualize a página e confira.",
  desatualizada: "O documento mudou enquanto você o via. Atualize a página e tente de novo.",
  transicoes: [
    {
      acao: "enviar",
      de: ["PENDENTE", "ENVIADO", "DEVOLVIDO"],
      para: "ENVIADO",
      permissao: "edital.inscrever",
      regra: (l) =>
        l.inscricao === "EM_INSCRICAO" && l.etapaAtual
          ? null
          : l.inscricao === "EM_AVALIACAO" && l.etapaAtual && l.devolvido && !l.prazoCorrecaoPassou
            ? null
            : conflict("Este documento não pode ser enviado agora."),
      texto: "Documento enviado",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
    {
      acao: "aceitar",
      de: ["ENVIADO"],
      para: "ACEITO",
      permissao: "edital.avaliar",
      regra: emAvaliacao,
      texto: "Documento aceito",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
    {
      acao: "devolver",
      de: ["ENVIADO"],
      para: "DEVOLVIDO",
      permissao: "edital.avaliar",
      regra: emAvaliacao,
      texto: "Documento devolvido para correção",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
    {
      acao: "rejeitar",
      de: ["ENVIADO"],
      para: "REJEITADO",
      permissao: "edital.avaliar",
      regra: emAvaliacao,
      texto: "Documento rejeitado",
      audiencias: INSCRICAO_E_AVALIACAO,
    },
  ],
});

export type AcaoEdital = (typeof editalWorkflow.transicoes)[number]["acao"];
export type AcaoInscricao = (typeof inscricaoWorkflow.transicoes)[number]["acao"];
export type AcaoDocumentoInscricao = (typeof documentoInscricaoWorkflow.transicoes)[number]["acao"];
