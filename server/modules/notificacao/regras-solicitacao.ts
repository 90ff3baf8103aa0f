import "server-only";
import { PROPOSTA } from "@/lib/regras/proposta";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import {
  abertas,
  cliente,
  comProposta,
  contratadaQ,
  de,
  diagnosticoDe,
  doObjeto,
  oportunidade,
  pendente,
  projetoDe,
  propostaDe,
  time,
  type Regra,
} from "./alvos";

/** A request that staff of its unit must analyse: a client's purchase, or one created by another manager. */
const NOVA: Regra = {
  tipo: "solicitacao_nova",
  titulo: "Nova solicitação",
  texto: (c) => `Chegou a solicitação ${de(c)}: analise-a.`,
  para: { equipe: time },
};

/** The notifications of a request's way to a contract: release, diagnostic, proposals, signatures, payment. */
export const REGRAS_DA_SOLICITACAO: Record<string, Regra> = {
  "solicitacao.ENVIAR": NOVA,
  "solicitacao.CRIAR": NOVA,
  "solicitacao.DEVOLVER": {
    tipo: "solicitacao_devolvida",
    titulo: "Solicitação devolvida para ajustes",
    texto: (c) => `A equipe do programa pediu ajustes na solicitação ${de(c)}.`,
    para: { cliente },
  },
  "solicitacao.RESPOSTA_CLIENTE": {
    tipo: "solicitacao_respondida",
    titulo: "Cliente respondeu ao ajuste",
    texto: (c) => `O cliente respondeu ao ajuste da solicitação ${de(c)}.`,
    para: { equipe: time },
  },
  "solicitacao.LIBERAR": {
    tipo: "solicitacao_liberada",
    titulo: "Solicitação liberada",
    texto: (c, ev) =>
      ev.payload.para === SOLICITACAO.AGUARDANDO_DIAGNOSTICO
        ? `A solicitação ${de(c)} precisa de um diagnóstico: aceite ou recuse.`
        : `A solicitação ${de(c)} está aberta a propostas.`,
    textoPara: {
      cliente: (c, ev) =>
        ev.payload.para === SOLICITACAO.AGUARDANDO_DIAGNOSTICO
          ? `A solicitação ${de(c)} foi liberada: um prestador vai preparar o diagnóstico.`
          : `A solicitação ${de(c)} foi liberada e está aberta a propostas dos prestadores.`,
    },
    para: {
      cliente,
      prestador: (conn, c, ev) =>
        ev.payload.para === SOLICITACAO.AGUARDANDO_DIAGNOSTICO ? doObjeto(conn, c, ev) : abertas(conn, c, ev),
    },
    link: { prestador: (c) => (c.diagnostico ? diagnosticoDe("prestador")(c) : oportunidade(c)) },
  },
  "solicitacao.DIAGNOSTICO_REJEITADO": {
    tipo: "diagnostico_rejeitado",
    titulo: "Diagnóstico recusado pelo prestador",
    texto: (c) => `O prestador recusou o diagnóstico da solicitação ${de(c)}: escolha outro prestador.`,
    para: { equipe: time },
  },
  "solicitacao.DIAGNOSTICO_APROVADO": {
    tipo: "solicitacao_liberada",
    titulo: "Nova oportunidade",
    texto: (c) => `O diagnóstico foi aprovado e a solicitação ${de(c)} está aberta a propostas.`,
    para: { prestador: abertas },
    link: { prestador: oportunidade },
  },
  "solicitacao.ADIAR_PRAZO_PROPOSTAS": {
    tipo: "prazo_propostas_adiado",
    titulo: "Prazo de propostas adiado",
    texto: (c, ev) => `O prazo de propostas da solicitação ${de(c)} foi adiado. ${String(ev.payload.motivo)}`,
    para: { cliente, equipe: time, prestador: abertas },
    link: { prestador: oportunidade },
  },
  "solicitacao.ENCERRAR_PRAZO": {
    tipo: "rodada_encerrada",
    titulo: "Prazo de propostas encerrado",
    texto: (c) => `O prazo de propostas da solicitação ${de(c)} terminou; as propostas estão em análise.`,
    para: { cliente, equipe: time, prestador: comProposta },
  },
  "solicitacao.NOVA_RODADA": {
    tipo: "nova_rodada",
    titulo: "Nova rodada de propostas",
    texto: (c) => `Uma nova rodada de propostas foi aberta na solicitação ${de(c)}.`,
    para: { cliente, prestador: abertas },
    link: { prestador: oportunidade },
  },
  "solicitacao.ANALISE_GESTOR": {
    tipo: "analise_final",
    titulo: "Proposta escolhida para análise final",
    texto: (c) => `O cliente enviou a proposta escolhida da solicitação ${de(c)} para a análise final.`,
    para: { equipe: time },
  },
  "solicitacao.ENVIAR_CONTRATOS": {
    tipo: "contrato_assinar",
    titulo: "Contrato para assinar",
    texto: (c) => `O contrato da solicitação ${de(c)} está pronto para a sua assinatura.`,
    para: { cliente, prestador: contratadaQ },
    link: { prestador: oportunidade },
  },
  "solicitacao.CONTRATOS_ASSINADOS": {
    tipo: "contrato_assinado",
    titulo: "Contrato assinado",
    texto: (c, ev) =>
      ev.payload.para === SOLICITACAO.AGUARDANDO_PAGAMENTO
        ? `Todas as partes assinaram o contrato da solicitação ${de(c)}. Falta pagar a contrapartida.`
        : `Todas as partes assinaram o contrato da solicitação ${de(c)}.`,
    para: { cliente, equipe: time },
  },
  "solicitacao.PAGAMENTO_CONFIRMADO": {
    tipo: "pagamento_confirmado",
    titulo: "Pagamento confirmado",
    texto: (c) => `O pagamento da contrapartida da solicitação ${de(c)} foi confirmado.`,
    para: { cliente, equipe: time },
  },
  "solicitacao.LINK_PAGAMENTO_BLOQUEADO": {
    tipo: "link_pagamento_bloqueado",
    titulo: "Link de pagamento bloqueado",
    texto: (c, ev) =>
      `O link de pagamento da solicitação ${de(c)} foi bloqueado depois de ${String(ev.payload.tentativas)} tentativas com cartão recusadas. Confira com o cliente e, se for o caso, gere um novo link.`,
    para: { equipe: time },
  },
  "solicitacao.AUTORIZAR_EXECUCAO": {
    tipo: "execucao_autorizada",
    titulo: "Execução autorizada",
    texto: (c) => `A execução da solicitação ${de(c)} foi autorizada.`,
    para: { cliente, prestador: contratadaQ },
    link: { cliente: projetoDe("cliente"), prestador: projetoDe("prestador") },
  },
  "solicitacao.FINALIZAR_PROJETO": {
    tipo: "avaliacao_solicitada",
    titulo: "Avalie o serviço",
    texto: (c) =>
      `O prestador concluiu o projeto da solicitação ${de(c)}. Conte como foi avaliando o serviço.`,
    textoPara: {
      equipe: (c) => `O prestador concluiu o projeto da solicitação ${de(c)}; falta a avaliação do cliente.`,
    },
    para: { cliente, equipe: time },
    link: { cliente: projetoDe("cliente") },
  },
  "solicitacao.FINALIZAR": {
    tipo: "solicitacao_concluida",
    titulo: "Solicitação concluída",
    texto: (c) => `A solicitação ${de(c)} foi concluída.`,
    para: { cliente, prestador: contratadaQ },
  },
  "solicitacao.CANCELAR": {
    tipo: "solicitacao_cancelada",
    titulo: "Solicitação cancelada",
    texto: (c, ev) =>
      `A solicitação ${de(c)} foi cancelada${ev.payload.motivo ? `: ${String(ev.payload.motivo)}` : "."}`,
    para: { cliente, prestador: comProposta },
  },
  "solicitacao.ALERTA_ASSINATURA": {
    tipo: "alerta_assinatura",
    titulo: "Contrato ainda sem assinatura",
    texto: (c, ev) =>
      `O contrato da solicitação ${de(c)} espera assinaturas há ${String(ev.payload.dias)} dias.`,
    para: {
      cliente: (conn, c, ev) => (pendente(ev, "CLIENTE") ? cliente(conn, c, ev) : Promise.resolve([])),
      prestador: (conn, c, ev) =>
        pendente(ev, "PRESTADOR") ? contratadaQ(conn, c, ev) : Promise.resolve([]),
      equipe: time,
    },
    link: { prestador: oportunidade },
  },
  "diagnostico.ACEITE": {
    tipo: "diagnostico_aceito",
    titulo: "Diagnóstico aceito",
    texto: (c) => `O prestador aceitou fazer o diagnóstico da solicitação ${de(c)}.`,
    para: { equipe: time },
  },
  "diagnostico.ENVIAR": {
    tipo: "diagnostico_enviado",
    titulo: "Diagnóstico para revisar",
    texto: (c) => `O diagnóstico da solicitação ${de(c)} chegou: aprove-o ou peça correções.`,
    para: { cliente, equipe: time },
    link: { cliente: diagnosticoDe("cliente") },
  },
  "diagnostico.CORRECAO": {
    tipo: "diagnostico_correcao",
    titulo: "Diagnóstico devolvido para correção",
    texto: (c, ev) =>
      `O cliente pediu correções no diagnóstico da solicitação ${de(c)}${ev.payload.motivo ? `: ${String(ev.payload.motivo)}` : "."}`,
    para: { prestador: doObjeto },
    link: { prestador: diagnosticoDe("prestador") },
  },
  "diagnostico.APROVAR": {
    tipo: "diagnostico_aprovado",
    titulo: "Diagnóstico aprovado",
    texto: (c) => `O cliente aprovou o diagnóstico da solicitação ${de(c)}.`,
    para: { prestador: doObjeto, equipe: time },
    link: { prestador: diagnosticoDe("prestador") },
  },
  "diagnostico.ALERTA_ATRASO": {
    tipo: "alerta_diagnostico",
    titulo: "Diagnóstico em atraso",
    texto: (c) => `O prazo do diagnóstico da solicitação ${de(c)} passou e ele ainda não foi enviado.`,
    para: { prestador: doObjeto, equipe: time },
    link: { prestador: diagnosticoDe("prestador") },
  },
  "proposta.ENVIAR": {
    tipo: "proposta_recebida",
    titulo: "Proposta recebida",
    texto: (c) => `Um prestador enviou proposta para a solicitação ${de(c)}.`,
    para: { equipe: time },
  },
  "proposta.ATUALIZAR": {
    tipo: "proposta_recebida",
    titulo: "Proposta recebida",
    texto: (c) => `Um prestador enviou proposta para a solicitação ${de(c)}.`,
    // A draft sent now; revisions of a sent proposal are not news to staff until the round closes.
    para: {
      equipe: (conn, c, ev) =>
        ev.payload.de === PROPOSTA.RASCUNHO && ev.payload.para === PROPOSTA.ENVIADA
          ? time(conn, c, ev)
          : Promise.resolve([]),
    },
  },
  "proposta.SELECIONAR": {
    tipo: "proposta_selecionada",
    titulo: "Proposta selecionada",
    texto: (c) => `O cliente selecionou a sua proposta para a solicitação ${de(c)}.`,
    para: { prestador: doObjeto },
    link: { prestador: propostaDe },
  },
  "proposta.NAO_SELECIONAR": {
    tipo: "proposta_nao_selecionada",
    titulo: "Proposta não selecionada",
    texto: (c) => `O cliente escolheu outra proposta para a solicitação ${de(c)}.`,
    para: { prestador: doObjeto },
    link: { prestador: propostaDe },
  },
  "proposta.NEGOCIAR": {
    tipo: "proposta_negociacao",
    titulo: "Proposta em negociação",
    texto: (c) => `A sua proposta para a solicitação ${de(c)} entrou em negociação: revise-a.`,
    para: { prestador: doObjeto },
    link: { prestador: propostaDe },
  },
  "proposta.REVISAR": {
    tipo: "proposta_revisada",
    titulo: "Proposta revisada",
    texto: (c) => `O prestador revisou a proposta da solicitação ${de(c)}.`,
    para: { cliente, equipe: time },
  },
  "proposta.ALERTA_PRAZO": {
    tipo: "alerta_prazo_proposta",
    titulo: "Prazo de propostas termina amanhã",
    texto: (c) =>
      `O prazo de propostas da solicitação ${de(c)} termina amanhã e a sua proposta ainda é um rascunho.`,
    para: { prestador: doObjeto },
    link: { prestador: propostaDe },
  },
};
