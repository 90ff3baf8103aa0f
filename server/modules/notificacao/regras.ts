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
import { REGRAS_DA_SOLICITACAO } from "./regras-solicitacao";

export { LINK, type Lado } from "./alvos";

/**
 * Every event that tells someone something, by `entidade.ACAO` (the outbox's codes): the workflow
 * transitions, the creations (a proposal sent), the chat and the deadline alerts. Events not listed
 * (staff's own bookkeeping: managers, cost centres, documents) notify nobody.
 */
export const REGRAS: Record<string, Regra> = {
  ...REGRAS_DA_SOLICITACAO,
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
