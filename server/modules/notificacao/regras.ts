import "server-only";
import {
  admins,
  cliente,
  daEmpresaNa,
  de,
  decisores,
  doObjeto,
  leitor,
  MINHA_EMPRESA,
  projetoDe,
  time,
  type Regra,
} from "./alvos";
import { REGRAS_DA_INSCRICAO } from "./regras-inscricao";
import { REGRAS_DO_EDITAL } from "./regras-edital";
import { REGRAS_DA_SOLICITACAO } from "./regras-solicitacao";

export { LINK, type Lado } from "./alvos";

/**
 * Every event that tells someone something, by `entidade.ACAO` (the outbox's codes): the workflow
 * transitions, the creations (a proposal sent), the chat and the deadline alerts. Every other event of
 * the catalogue is in SEM_AVISO.
 */
export const REGRAS: Record<string, Regra> = {
  ...REGRAS_DA_SOLICITACAO,
  ...REGRAS_DA_INSCRICAO,
  ...REGRAS_DO_EDITAL,
  "etapa_projeto.ENTREGAR": {
    tipo: "etapa_entregue",
    titulo: "Etapa entregue",
    texto: (c) => `O prestador entregou uma etapa do projeto da solicitação ${de(c)}: aprove-a ou devolva-a.`,
    para: { cliente },
    link: { cliente: projetoDe("cliente") },
  },
  "etapa_projeto.APROVAR": {
    tipo: "etapa_aprovada",
    titulo: "Etapa aprovada",
    texto: (c) => `O cliente aprovou uma etapa do projeto da solicitação ${de(c)}.`,
    para: { prestador: doObjeto, equipe: time },
    link: { prestador: projetoDe("prestador") },
  },
  "etapa_projeto.DEVOLVER": {
    tipo: "etapa_devolvida",
    titulo: "Etapa devolvida",
    texto: (c, ev) =>
      `O cliente devolveu uma etapa do projeto da solicitação ${de(c)}${ev.payload.motivo ? `: ${String(ev.payload.motivo)}` : "."}`,
    para: { prestador: doObjeto },
    link: { prestador: projetoDe("prestador") },
  },
  "etapa_projeto.ALERTA_ATRASO": {
    tipo: "alerta_etapa",
    titulo: "Etapa em atraso",
    texto: (c) => `Uma etapa do projeto da solicitação ${de(c)} passou da data sem entrega aprovada.`,
    para: { prestador: doObjeto, equipe: time },
    link: { prestador: projetoDe("prestador") },
  },
  "nota.AUTORIZAR": {
    tipo: "nota_autorizada",
    titulo: "Nota autorizada",
    texto: (c, ev) => `A Nota ${String(ev.payload.parcela)} da solicitação ${de(c)} foi autorizada: envie-a.`,
    para: { prestador: doObjeto },
    link: { prestador: projetoDe("prestador") },
  },
  "nota.ENVIAR": {
    tipo: "nota_enviada",
    titulo: "Nota enviada",
    texto: (c, ev) => `O prestador enviou a Nota ${String(ev.payload.parcela)} da solicitação ${de(c)}.`,
    para: { equipe: time },
  },
  "credenciamento.SOLICITAR": {
    tipo: "credenciamento_solicitado",
    titulo: "Pedido de credenciamento",
    texto: (c) => `${c.empresa} pediu credenciamento em ${c.servico}.`,
    para: { equipe: decisores, admin: admins },
    link: { equipe: daEmpresaNa("interno"), admin: daEmpresaNa("admin") },
  },
  "credenciamento.CREDENCIAR": {
    tipo: "credenciamento_aprovado",
    titulo: "Credenciamento aprovado",
    texto: (c) => `Sua empresa foi credenciada em ${c.servico}.`,
    para: { prestador: doObjeto },
    link: { prestador: () => MINHA_EMPRESA },
  },
  "credenciamento.RECUSAR": {
    tipo: "credenciamento_recusado",
    titulo: "Credenciamento recusado",
    texto: (c, ev) =>
      `O credenciamento em ${c.servico} foi recusado${ev.payload.motivo ? `: ${String(ev.payload.motivo)}` : "."}`,
    para: { prestador: doObjeto },
    link: { prestador: () => MINHA_EMPRESA },
  },
  "credenciamento.SUSPENDER": {
    tipo: "credenciamento_suspenso",
    titulo: "Credenciamento suspenso",
    texto: (c, ev) =>
      `O credenciamento em ${c.servico} foi suspenso${ev.payload.motivo ? `: ${String(ev.payload.motivo)}` : "."}`,
    para: { prestador: doObjeto },
    link: { prestador: () => MINHA_EMPRESA },
  },
  "credenciamento.REATIVAR": {
    tipo: "credenciamento_reativado",
    titulo: "Suspensão encerrada",
    texto: (c) => `O credenciamento em ${c.servico} voltou a valer.`,
    para: { prestador: doObjeto },
    link: { prestador: () => MINHA_EMPRESA },
  },
  "proposta.DESISTENCIA": {
    tipo: "proposta_desistencia",
    titulo: "Prestador desistiu da proposta",
    texto: (c, ev) =>
      `Um prestador desistiu da proposta da solicitação ${de(c)}${ev.payload.motivo ? `: ${String(ev.payload.motivo)}` : "."}`,
    para: { equipe: time },
  },
  "mensagem.ENVIAR": {
    tipo: "mensagem",
    titulo: "Nova mensagem",
    texto: (c) => `Nova mensagem na conversa da solicitação ${de(c)}.`,
    para: {
      cliente: leitor("cliente", cliente),
      prestador: leitor("prestador", doObjeto),
      equipe: leitor("equipe", time),
    },
  },
};

/** The events that tell nobody, and why: a test fails when an event of the catalogue is in neither list. */
export const SEM_AVISO: readonly string[] = [
  // Staff's own bookkeeping on a request.
  "solicitacao.ALTERAR_CENTROCUSTO",
  "solicitacao.ALTERAR_CONSULTOR",
  "solicitacao.ALTERAR_OBJETIVO",
  "solicitacao.ALTERAR_PARCEIROS",
  "solicitacao.ALTERAR_RESPONSAVEIS",
  "solicitacao.DOCUMENTO_INCLUIDO",
  "solicitacao.DOCUMENTO_REMOVIDO",
  "solicitacao.REMOVER_CONSULTOR",
  "solicitacao.SUBSOLICITACAO",
  "credenciamento.ATIVAR",
  "credenciamento.DESATIVAR",
  // Told through the request's event they move (ENVIAR_CONTRATOS, CONTRATOS_ASSINADOS, DIAGNOSTICO_REJEITADO,
  // PAGAMENTO_CONFIRMADO, NEGOCIAR on the proposal, SELECIONAR…), or by the release that created them.
  "contrato.ASSINAR",
  "diagnostico.CRIAR",
  "diagnostico.REJEITAR",
  "pagamento.CONFIRMAR",
  "pagamento.RECUSAR",
  // A refund follows the request's cancellation, which tells the client; it shows on the payment's history.
  "pagamento.ESTORNAR",
  "proposta.CONTRATAR",
  "proposta.REABRIR",
  "solicitacao.NEGOCIAR",
  "solicitacao.PROPOSTA_REVISADA",
  "solicitacao.PROPOSTA_SELECIONADA",
  "solicitacao.VOLTAR_NEGOCIACAO",
  // A draft, or a file added to one: nobody else sees it yet.
  "proposta.CRIAR",
  "proposta.ARQUIVO",
  // The invoice's payment is recorded by staff and shown on the project; the provider follows it there.
  "nota.PAGAR",
  // A tender's enrolment made by the company itself; a document accepted is read on the enrolment, and
  // the company is told when its whole stage is evaluated.
  "inscricao.INSCREVER",
  "documento_inscricao.ACEITAR",
  // Staff's own writing of a tender; a published one is announced by its public list, open to every company.
  "edital.CRIAR",
  "edital.EDITAR",
  "edital.PUBLICAR",
  "edital.ENCERRAR",
];
