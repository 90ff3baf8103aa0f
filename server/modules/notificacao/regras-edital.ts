import { INSCRICAO } from "@/lib/regras/edital";
import "server-only";
import { DOCUMENTOS_VENCIDOS_PATH, EDITAL_PATH } from "@/lib/paths";
import type { Contexto } from "../../lib/evento";
import { admins, decisores, doObjeto, type Regra } from "./alvos";

// A tender's results (issue 45): the candidate is told of its preliminary result, its appeal's decision and
// its final result; staff of an appeal; the company of a document about to expire.

const doEdital = (c: Contexto) => `o edital ${c.nro} (${c.servico})`;
const daInscricao = (c: Contexto) => EDITAL_PATH.resultado(c.edital!);
const dia = (iso: unknown) => String(iso).split("-").reverse().join("/");

export const REGRAS_DO_EDITAL: Record<string, Regra> = {
  "inscricao.FINALIZAR": {
    tipo: "edital_resultado_preliminar",
    titulo: "Resultado preliminar",
    texto: (c) =>
      `Saiu o resultado preliminar de ${doEdital(c)}: confira e, se quiser, apresente recurso no prazo.`,
    para: { prestador: doObjeto },
    link: { prestador: daInscricao },
  },
  "inscricao.RECORRER": {
    tipo: "edital_recurso",
    titulo: "Recurso em edital",
    texto: (c) => `${c.empresa} apresentou recurso no resultado de ${doEdital(c)}.`,
    para: { equipe: decisores, admin: admins },
    link: {
      equipe: (c) => EDITAL_PATH.resultado(c.edital!),
      admin: (c) => EDITAL_PATH.resultado(c.edital!),
    },
  },
  "inscricao.DECIDIR_RECURSO": {
    tipo: "edital_recurso_decidido",
    titulo: "Recurso decidido",
    texto: (c, ev) => `Seu recurso em ${doEdital(c)} foi decidido — ${String(ev.payload.motivo)}`,
    para: { prestador: doObjeto },
    link: { prestador: daInscricao },
  },
  "inscricao.PUBLICAR_RESULTADO": {
    tipo: "edital_resultado_final",
    titulo: "Resultado final",
    texto: (c, ev) =>
      ev.payload.para === INSCRICAO.CREDENCIADA
        ? `Sua empresa foi credenciada em ${doEdital(c)}.`
        : `Saiu o resultado final de ${doEdital(c)}: sua empresa não foi credenciada.`,
    para: { prestador: doObjeto },
    link: { prestador: daInscricao },
  },
  "documento_inscricao.ALERTA_VENCIMENTO": {
    tipo: "edital_documento_vencendo",
    titulo: "Documento perto de vencer",
    texto: (c, ev) =>
      `Um documento de sua inscrição em ${doEdital(c)} vence em ${dia(ev.payload.prazo)}: envie um novo antes disso.`,
    para: { prestador: doObjeto, equipe: decisores },
    textoPara: {
      equipe: (c, ev) => `Um documento de ${c.empresa} em ${doEdital(c)} vence em ${dia(ev.payload.prazo)}.`,
    },
    link: { prestador: daInscricao, equipe: () => DOCUMENTOS_VENCIDOS_PATH },
  },
};
