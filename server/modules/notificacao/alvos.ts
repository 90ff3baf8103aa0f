import "server-only";
import {
  AVALIACAO_PATH,
  DIAGNOSTICOS_PATH,
  INSCRICOES_PATH,
  EMPRESAS_PATH,
  MY_REQUESTS_PATH,
  PROJETOS_PATH,
  PROPOSTAS_PATH,
} from "@/lib/paths";
import type { GrupoMensagem, PapelMensagem } from "@/lib/regras/mensagem";
import type { Conn } from "../../db/client";
import type { Contexto, EventoLido } from "../../lib/evento";
import {
  clientes,
  avaliadorDaInscricao,
  contratada,
  daEmpresa,
  doGrupo,
  equipe,
  prestadorasAbertas,
  prestadorasComProposta,
} from "./destinatarios";

/** The sides a notification goes to; each opens its own page (administrators theirs, not the staff area). */
export type Lado = "cliente" | "prestador" | "equipe" | "admin" | "avaliador";

export type Quem = (conn: Conn, c: Contexto, ev: EventoLido) => Promise<number[]>;

type Texto = (c: Contexto, ev: EventoLido) => string;

/** One event's notification: its kind, title and text, and who is told on each side. */
export type Regra = {
  tipo: string;
  titulo: string;
  texto: Texto;
  /** What a side reads instead of `texto`, when the event asks different things of each. */
  textoPara?: Partial<Record<Lado, Texto>>;
  para: Partial<Record<Lado, Quem>>;
  /** The page each side opens, when not the request's own (`LINK`). */
  link?: Partial<Record<Lado, (c: Contexto) => string>>;
};

/** Those of the event's request `quem` names; nobody for an event with no request. */
export const daSolicitacao =
  (quem: (conn: Conn, solicitacao: number) => Promise<number[]>): Quem =>
  (conn, c) =>
    c.solicitacao === null ? Promise.resolve([]) : quem(conn, c.solicitacao);
export const cliente = daSolicitacao(clientes);
export const time = daSolicitacao(equipe);
export const abertas = daSolicitacao(async (conn, s) => daEmpresa(conn, await prestadorasAbertas(conn, s)));
export const comProposta = daSolicitacao(async (conn, s) =>
  daEmpresa(conn, await prestadorasComProposta(conn, s)),
);
export const contratadaQ = daSolicitacao(async (conn, s) => daEmpresa(conn, await contratada(conn, s)));
export const doObjeto: Quem = (conn, c) => daEmpresa(conn, c.prestadora ? [c.prestadora] : []);
export const decisores: Quem = (conn) => doGrupo(conn, ["gestor", "coordenador", "interno"]);
export const admins: Quem = (conn) => doGrupo(conn, ["admin"]);
/** The evaluator assigned to the event's enrolment. */
export const avaliador: Quem = (conn, c) =>
  c.inscricao ? avaliadorDaInscricao(conn, c.inscricao) : Promise.resolve([]);

/** The provider's page of its proposal. */
export const propostaDe = (c: Contexto) => `${PROPOSTAS_PATH}/${c.proposta}`;
export const oportunidade = (c: Contexto) => `${PROPOSTAS_PATH}/solicitacao/${c.solicitacao}`;
export const projetoDe = (lado: "cliente" | "prestador") => (c: Contexto) =>
  c.projeto ? `${PROJETOS_PATH[lado]}/${c.projeto}` : LINK[lado](c);
export const diagnosticoDe = (lado: "cliente" | "prestador") => (c: Contexto) =>
  c.diagnostico ? `${DIAGNOSTICOS_PATH[lado]}/${c.diagnostico}` : LINK[lado](c);

/** The request's page on each side. */
export const LINK: Record<Lado, (c: Contexto) => string> = {
  cliente: (c) => `${MY_REQUESTS_PATH}/${c.solicitacao}`,
  prestador: (c) => (c.projeto ? `${PROJETOS_PATH.prestador}/${c.projeto}` : oportunidade(c)),
  equipe: (c) => `/interno/solicitacoes/${c.solicitacao}`,
  admin: () => "/admin",
  avaliador: () => AVALIACAO_PATH,
};

/** A tender's enrolment: the company's page of it, and its evaluator's. */
export const inscricaoDe = (lado: "prestador" | "avaliador") => (c: Contexto) =>
  lado === "prestador" ? `${INSCRICOES_PATH}/${c.inscricao}` : `${AVALIACAO_PATH}/inscricoes/${c.inscricao}`;
export const MINHA_EMPRESA = "/externo/prestador/empresa";
export const daEmpresaNa = (area: "interno" | "admin") => (c: Contexto) =>
  `${EMPRESAS_PATH[area]}/${c.prestadora}`;

export const de = (c: Contexto) => `${c.nro} (${c.servico})`;

/** The messages' sides: who wrote (`papel`) tells who reads, by the conversation's group. */
const LEITORES: Record<GrupoMensagem, Partial<Record<PapelMensagem, Lado>>> = {
  CLIENTE_EQUIPE: { cliente: "equipe", equipe: "cliente" },
  PRESTADOR_EQUIPE: { prestador: "equipe", equipe: "prestador" },
  CLIENTE_PRESTADOR: { cliente: "prestador", prestador: "cliente" },
};
export const leitor =
  (lado: Lado, quem: Quem): Quem =>
  (conn, c, ev) => {
    const p = ev.payload as { grupo: GrupoMensagem; papel: PapelMensagem };
    return LEITORES[p.grupo]?.[p.papel] === lado ? quem(conn, c, ev) : Promise.resolve([]);
  };

/** Whether the alert names `papel` among the parties that have not signed. */
export const pendente = (ev: EventoLido, papel: string) =>
  (ev.payload.papeis as string[] | undefined)?.includes(papel) ?? false;
