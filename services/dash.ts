// The role dashboards (GET /dash/externo/… and /dash/interno/…): each role's counts of what its lists show.
import { useQuery } from "@tanstack/react-query";
import { leitura, type Lida, type Schema } from "./api";

export type DashCliente = Schema<"DashCliente">;
export type DashPrestador = Schema<"DashPrestador">;
export type DashGestor = Schema<"DashGestor">;
export type DashCoordenador = Schema<"DashCoordenador">;
/** Requests per status, each with its substatuses (every state listed). */
export type SituacaoContagem = Schema<"SolicitacaoContagem">;
/** A cost centre of a staff dashboard with its four balances. */
export type CentroDoPainel = DashGestor["centros"][number];
/** The deadlines of a staff dashboard: due this week, and missed. */
export type PrazosDoPainel = DashGestor["prazos"];
export type PendenciasDaEquipe = DashGestor["pendencias"];

export const dashKeys = {
  all: ["dash"] as const,
  cliente: ["dash", "cliente"] as const,
  prestador: ["dash", "prestador"] as const,
  gestor: ["dash", "gestor"] as const,
  coordenador: ["dash", "coordenador"] as const,
};

// `servidor`: the dashboard as the home page read it on the server (its dados.ts), shown at once.
export const useDashCliente = (servidor?: Lida<"/dash/externo/cliente/">) =>
  useQuery(leitura(dashKeys.cliente, "/dash/externo/cliente/", {}, servidor));
export const useDashPrestador = (servidor?: Lida<"/dash/externo/prestador/">) =>
  useQuery(leitura(dashKeys.prestador, "/dash/externo/prestador/", {}, servidor));
export const useDashGestor = (servidor?: Lida<"/dash/interno/gestor/">) =>
  useQuery(leitura(dashKeys.gestor, "/dash/interno/gestor/", {}, servidor));
export const useDashCoordenador = (servidor?: Lida<"/dash/interno/coordenador/">) =>
  useQuery(leitura(dashKeys.coordenador, "/dash/interno/coordenador/", {}, servidor));
