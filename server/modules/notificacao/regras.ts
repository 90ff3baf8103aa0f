import "server-only";
import { DIAGNOSTICOS_PATH, MY_REQUESTS_PATH, PROJETOS_PATH, PROPOSTAS_PATH } from "@/lib/paths";
import type { GrupoMensagem, PapelMensagem } from "@/lib/regras/mensagem";
import type { Conn } from "../../db/client";
import type { Caso, Evento } from "./caso";
import {
  clientes,
  contratada,
  daEmpresa,
  equipe,
  prestadorasAbertas,
  prestadorasComProposta,
} from "./destinatarios";

/** The sides of a request a notification goes to; each opens its own page. */
export type Lado = "cliente" | "prestador" | "equipe";

type Quem = (conn: Conn, c: Caso, ev: Evento) => Promise<number[]>;

/** One event's notification: its kind, title and text, and who is told on each side. */
type Regra = {
  tipo: string;
  titulo: string;
  texto: (c: Caso, ev: Evento) => string;
  para: Partial<Record<Lado, Quem>>;
  /** The page each side opens, when not the request's own (`LINK`). */
  link?: Partial<Record<Lado, (c: Caso) => string>>;
};

const cliente: Quem = (conn, c) => clientes(conn, c.solicitacao);
const time: Quem = (conn, c) => equipe(conn, c.solicitacao);
const abertas: Quem = async (conn, c) => daEmpresa(conn, await prestadorasAbertas(conn, c.solicitacao));
const comProposta: Quem = async (conn, c) =>
  daEmpresa(conn, await prestadorasComProposta(conn, c.solicitacao));
const doObjeto: Quem = (conn, c) => daEmpresa(conn, c.prestadora ? [c.prestadora] : []);
const contratadaQ: Quem = async (conn, c) => daEmpresa(conn, await contratada(conn, c.solicitacao));

const oportunidade = (c: Caso) => `${PROPOSTAS_PATH}/solicitacao/${c.solicitacao}`;
const projetoDe = (lado: "cliente" | "prestador") => (c: Caso) =>
  c.projeto ? `${PROJETOS_PATH[lado]}/${c.projeto}` : LINK[lado](c);
const diagnosticoDe = (lado: "cliente" | "prestador") => (c: Caso) =>
  c.diagnostico ? `${DIAGNOSTICOS_PATH[lado]}/${c.diagnostico}` : LINK[lado](c);

/** The request's page on each side. */
export const LINK: Record<Lado, (c: Caso) => string> = {
  cliente: (c) => `${MY_REQUESTS_PATH}/${c.solicitacao}`,
  prestador: (c) => (c.projeto ? `${PROJETOS_PATH.prestador}/${c.projeto}` : oportunidade(c)),
  equipe: (c) => `/interno/solicitacoes/${c.solicitacao}`,
};

const de = (c: Caso) => `${c.nro} (${c.servico})`;

/** The messages' sides: who wrote (`papel`) tells who reads, by the conversation's group. */
const LEITORES: Record<GrupoMensagem, Partial<Record<PapelMensagem, Lado>>> = {
  CLIENTE_EQUIPE: { cliente: "equipe", equipe: "cliente" },
  PRESTADOR_EQUIPE: { prestador: "equipe", equipe: "prestador" },
  CLIENTE_PRESTADOR: { cliente: "prestador", prestador: "cliente" },
};
const leitor =
  (lado: Lado, quem: Quem): Quem =>
  (conn, c, ev) => {
    const p = ev.payload as { grupo: GrupoMensagem; papel: PapelMensagem };
    return LEITORES[p.grupo]?.[p.papel] === lado ? quem(conn, c, ev) : Promise.resolve([]);
  };

/**
 * Every event that tells someone something, by `entidade.ACAO` (the outbox's codes): the workflow
 * transitions, the creations (a proposal sent), the chat and the deadline alerts. Events not listed
 * (staff's own bookkeeping: managers, cost centres, documents) notify nobody.
 */
export const REGRAS: Record<string, Regra> = {
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
      ev.payload.para === "AGUARDANDO_DIAGNOSTICO"
        ? `A solicitação ${de(c)} precisa de um diagnóstico: aceite ou recuse.`
        : `A solicitação ${de(c)} está aberta a propostas.`,
    para: {
      cliente,
      prestador: (conn, c, ev) =>
        ev.payload.para === "AGUARDANDO_DIAGNOSTICO" ? doObjeto(conn, c, ev) : abertas(conn, c, ev),
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
      ev.payload.para === "AGUARDANDO_PAGAMENTO"
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
      cliente: (conn, c, ev) =>
        pendente(ev, "CLIENTE") ? clientes(conn, c.solicitacao) : Promise.resolve([]),
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
        ev.payload.de === "RASCUNHO" && ev.payload.para === "ENVIADA"
          ? time(conn, c, ev)
          : Promise.resolve([]),
    },
  },
  "proposta.SELECIONAR": {
    tipo: "proposta_selecionada",
    titulo: "Proposta selecionada",
    texto: (c) => `O cliente selecionou a sua proposta para a solicitação ${de(c)}.`,
    para: { prestador: doObjeto },
    link: { prestador: (c) => `${PROPOSTAS_PATH}/${c.proposta}` },
  },
  "proposta.NAO_SELECIONAR": {
    tipo: "proposta_nao_selecionada",
    titulo: "Proposta não selecionada",
    texto: (c) => `O cliente escolheu outra proposta para a solicitação ${de(c)}.`,
    para: { prestador: doObjeto },
    link: { prestador: (c) => `${PROPOSTAS_PATH}/${c.proposta}` },
  },
  "proposta.NEGOCIAR": {
    tipo: "proposta_negociacao",
    titulo: "Proposta em negociação",
    texto: (c) => `A sua proposta para a solicitação ${de(c)} entrou em negociação: revise-a.`,
    para: { prestador: doObjeto },
    link: { prestador: (c) => `${PROPOSTAS_PATH}/${c.proposta}` },
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
    link: { prestador: (c) => `${PROPOSTAS_PATH}/${c.proposta}` },
  },
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

const pendente = (ev: Evento, papel: string) =>
  (ev.payload.papeis as string[] | undefined)?.includes(papel) ?? false;
