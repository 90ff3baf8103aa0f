import "server-only";
import { DOCUMENTO_INSCRICAO, INSCRICAO } from "@/lib/regras/edital";
import { avaliador, doObjeto, inscricaoDe, type Quem, type Regra } from "./alvos";

const motivo = (ev: { payload: Record<string, unknown> }) =>
  ev.payload.motivo ? `: ${String(ev.payload.motivo)}` : ".";

/** The evaluator, when what the company sent is the correction of a returned document. */
const seCorrecao: Quem = (conn, c, ev) =>
  ev.payload.de === DOCUMENTO_INSCRICAO.DEVOLVIDO ? avaliador(conn, c, ev) : Promise.resolve([]);

/**
 * A tender's enrolment: the evaluator assigned to it is told a stage or a correction waits; the company,
 * that a document was returned or rejected and that its stage was evaluated.
 */
export const REGRAS_DA_INSCRICAO: Record<string, Regra> = {
  "inscricao.ENVIAR_ETAPA": {
    tipo: "inscricao_etapa_enviada",
    titulo: "Etapa para avaliar",
    texto: (c) => `${c.empresa} enviou uma etapa da inscrição no edital ${c.nro}: avalie os documentos.`,
    para: { avaliador },
    link: { avaliador: inscricaoDe("avaliador") },
  },
  "inscricao.AVANCAR_ETAPA": {
    tipo: "inscricao_etapa_avaliada",
    titulo: "Etapa avaliada",
    texto: (c, ev) =>
      ev.payload.para === INSCRICAO.AVALIADA
        ? `A avaliação da sua inscrição no edital ${c.nro} terminou: aguarde o resultado preliminar.`
        : `A etapa da sua inscrição no edital ${c.nro} foi avaliada: envie os documentos da próxima.`,
    para: { prestador: doObjeto },
    link: { prestador: inscricaoDe("prestador") },
  },
  "documento_inscricao.ENVIAR": {
    tipo: "inscricao_documento_corrigido",
    titulo: "Documento corrigido",
    texto: (c) => `${c.empresa} corrigiu um documento devolvido da inscrição no edital ${c.nro}.`,
    para: { avaliador: seCorrecao },
    link: { avaliador: inscricaoDe("avaliador") },
  },
  "documento_inscricao.DEVOLVER": {
    tipo: "inscricao_documento_devolvido",
    titulo: "Documento devolvido",
    texto: (c, ev) =>
      `Um documento da sua inscrição no edital ${c.nro} foi devolvido para correção${motivo(ev)}`,
    para: { prestador: doObjeto },
    link: { prestador: inscricaoDe("prestador") },
  },
  "documento_inscricao.REJEITAR": {
    tipo: "inscricao_documento_rejeitado",
    titulo: "Documento rejeitado",
    texto: (c, ev) => `Um documento da sua inscrição no edital ${c.nro} foi rejeitado${motivo(ev)}`,
    para: { prestador: doObjeto },
    link: { prestador: inscricaoDe("prestador") },
  },
};
