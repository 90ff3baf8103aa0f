// The role dashboards (GET /dash/externo/… and /dash/interno/…): each role's counts of what its lists show.
import { useQuery } from "@tanstack/react-query";
import { leitura, type Schema } from "./api";

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

export const dashKeys = {
  all: ["dash"] as const,
  cliente: ["dash", "cliente"] as const,
  prestador: ["dash", "prestador"] as const,
  gestor: ["dash", "gestor"] as const,
  coordenador: ["dash", "coordenador"] as const,
};

export const useDashCliente = () => useQuery(leitura(dashKeys.cliente, "/dash/externo/cliente/"));
export const useDashPrestador = () => useQuery(leitura(dashKeys.prestador, "/dash/externo/prestador/"));
export const useDashGestor = () => useQuery(leitura(dashKeys.gestor, "/dash/interno/gestor/"));
export const useDashCoordenador = () => useQuery(leitura(dashKeys.coordenador, "/dash/interno/coordenador/"));
