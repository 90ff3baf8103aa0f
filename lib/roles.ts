// Groups, page areas and home pages. Pure, so proxy.ts, layouts and components share one rule set.

export const GROUPS = [
  "cliente",
  "prestador",
  "consultor",
  "gestor",
  "coordenador",
  "interno",
  "admin",
  "avaliador",
] as const;

export type Group = (typeof GROUPS)[number];

export const ROLE_LABELS: Record<Group, string> = {
  cliente: "Cliente",
  prestador: "Prestador",
  consultor: "Consultor",
  gestor: "Gestor",
  coordenador: "Coordenador",
  interno: "Interno",
  admin: "Administrador",
  avaliador: "Avaliador",
};

/** The part of a session user that roles depend on (`user.groups` from POST /auth/login/). */
export type RoleUser = { groups?: ReadonlyArray<{ id?: number; name: string }> | null } | null | undefined;

export function hasRole(user: RoleUser, role: Group): boolean {
  return user?.groups?.some((group) => group.name === role) ?? false;
}

export function hasAnyRole(user: RoleUser, roles: readonly Group[]): boolean {
  return roles.some((role) => hasRole(user, role));
}

// One list per meaning; each is named for what its members may do, and the server's action table
// (server/authz/acoes.ts) and the pages' gates use the same lists.

/** Who may be named a request's manager or a service unit's: their active members are "the managers". */
export const GESTORES = ["gestor", "coordenador"] as const satisfies readonly Group[];
/** Who run requests: the managers and the internal team; they reach every request. */
export const GESTAO = [...GESTORES, "interno"] as const satisfies readonly Group[];
/** Internal staff: those who run requests and the consultants, who act only on the requests they reach. */
export const STAFF: readonly Group[] = ["consultor", ...GESTAO];
/** Staff plus administrators: who may read the programme's reference data. */
export const STAFF_ADMIN: readonly Group[] = [...STAFF, "admin"];
/** Who write and publish accreditation tenders (edital.gerir): the staff who run requests, and administrators. */
export const GESTORES_DE_EDITAL = [...GESTAO, "admin"] as const satisfies readonly Group[];
/** Who keep cost centres: their data, their flags, their budget (contributions, adjustments) and their people. */
export const ORCAMENTO = [...GESTORES, "admin"] as const satisfies readonly Group[];
/**
 * Who read a person's or rural producer's CPF in full (they sign contracts and check a CPF's links to
 * companies); everyone else, and every list, gets `cpf_mask`.
 */
export const VEEM_CPF = [...GESTORES, "admin"] as const satisfies readonly Group[];

export const AREAS = {
  externo: ["cliente", "prestador"],
  interno: STAFF,
  admin: ["admin"],
  credenciamento: ["prestador", "avaliador", ...GESTAO, "admin"],
  // The signed-in user's own settings, whatever their groups.
  conta: GROUPS,
} as const satisfies Record<string, readonly Group[]>;

export type Area = keyof typeof AREAS;

/** The protected area a path belongs to (its first segment), or null for public pages. */
export function areaOfPath(pathname: string): Area | null {
  const segment = pathname.split("/").find(Boolean) ?? "";
  return Object.hasOwn(AREAS, segment) ? (segment as Area) : null;
}

export function canEnter(user: RoleUser, pathname: string): boolean {
  const area = areaOfPath(pathname);
  return area === null || hasAnyRole(user, AREAS[area]);
}

// Highest-privilege group first: a user in several groups lands on the broadest home page.
const HOME_PATHS: ReadonlyArray<readonly [Group, string]> = [
  ["admin", "/admin"],
  ["gestor", "/interno/gestor"],
  ["coordenador", "/interno/coordenador"],
  ["consultor", "/interno/consultor"],
  ["interno", "/interno"],
  ["avaliador", "/credenciamento/avaliador"],
  ["prestador", "/externo/prestador"],
  ["cliente", "/externo/cliente"],
];

export function homePath(user: RoleUser): string {
  return HOME_PATHS.find(([group]) => hasRole(user, group))?.[1] ?? "/";
}
