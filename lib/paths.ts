import { hasAnyRole, type Group, type RoleUser } from "./roles";

export const LOGIN_PATH = "/login";
export const NOT_FOUND_PATH = "/404";

export type MenuItem = { href: string; label: string; groups: readonly Group[] };

/** Every page the menu may show, with who may open it; only pages that exist are listed. */
export const MENU: readonly MenuItem[] = [
  { href: "/externo/cliente", label: "Painel do cliente", groups: ["cliente"] },
  { href: "/externo/prestador", label: "Painel do prestador", groups: ["prestador"] },
  { href: "/interno/gestor", label: "Painel do gestor", groups: ["gestor"] },
  { href: "/interno/coordenador", label: "Painel do coordenador", groups: ["coordenador"] },
  { href: "/interno/consultor", label: "Painel do consultor", groups: ["consultor"] },
  { href: "/interno", label: "Painel interno", groups: ["interno"] },
  { href: "/credenciamento/avaliador", label: "Painel do avaliador", groups: ["avaliador"] },
  { href: "/admin", label: "Painel do administrador", groups: ["admin"] },
  { href: "/admin/usuarios", label: "Usuários", groups: ["admin"] },
];

export const menuFor = (user: RoleUser) => MENU.filter((item) => hasAnyRole(user, item.groups));
