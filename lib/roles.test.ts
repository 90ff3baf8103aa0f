import { describe, expect, it } from "vitest";
import {
  AREAS,
  GESTAO,
  GESTORES,
  GROUPS,
  ROLE_LABELS,
  areaOfPath,
  canEnter,
  hasAnyRole,
  hasRole,
  homePath,
  STAFF,
  STAFF_ADMIN,
  type Group,
} from "@/lib/roles";

function userIn(...names: string[]) {
  return { id: 1, nome: "Ana", groups: names.map((name, index) => ({ id: index + 1, name })) };
}

describe("hasRole / hasAnyRole", () => {
  it("checks the role by name within the user's groups", () => {
    const user = userIn("cliente", "avaliador");
    expect(hasRole(user, "cliente")).toBe(true);
    expect(hasRole(user, "avaliador")).toBe(true);
    expect(hasRole(user, "admin")).toBe(false);
  });

  it("matches names exactly", () => {
    expect(hasRole(userIn("Admin"), "admin")).toBe(false);
    expect(hasRole(userIn("administrador"), "admin")).toBe(false);
  });

  it("is false without a user or groups", () => {
    expect(hasRole(null, "cliente")).toBe(false);
    expect(hasRole(undefined, "cliente")).toBe(false);
    expect(hasRole({}, "cliente")).toBe(false);
    expect(hasRole({ groups: null }, "cliente")).toBe(false);
  });

  it("accepts any of several roles", () => {
    expect(hasAnyRole(userIn("gestor"), ["consultor", "gestor"])).toBe(true);
    expect(hasAnyRole(userIn("cliente"), ["consultor", "gestor"])).toBe(false);
    expect(hasAnyRole(userIn("cliente"), [])).toBe(false);
  });
});

describe("areas", () => {
  it("maps paths to areas by their first segment", () => {
    expect(areaOfPath("/externo")).toBe("externo");
    expect(areaOfPath("/externo/cliente/solicitacoes")).toBe("externo");
    expect(areaOfPath("/interno/gestor")).toBe("interno");
    expect(areaOfPath("/admin/usuarios")).toBe("admin");
    expect(areaOfPath("/credenciamento/avaliador/editais/3")).toBe("credenciamento");
  });

  it("treats other paths as public", () => {
    expect(areaOfPath("/")).toBeNull();
    expect(areaOfPath("/login")).toBeNull();
    expect(areaOfPath("/servicos/12")).toBeNull();
    expect(areaOfPath("/administrador")).toBeNull();
    expect(areaOfPath("/constructor")).toBeNull();
    expect(areaOfPath("/toString")).toBeNull();
  });

  it("lets each area's groups in and keeps the others out", () => {
    const expected: Record<keyof typeof AREAS, Group[]> = {
      externo: ["cliente", "prestador"],
      interno: ["consultor", "gestor", "coordenador", "interno"],
      admin: ["admin"],
      credenciamento: ["prestador", "avaliador", "gestor", "coordenador", "interno", "admin"],
      conta: [...GROUPS],
    };
    for (const [area, allowed] of Object.entries(expected)) {
      for (const group of GROUPS) {
        expect(canEnter(userIn(group), `/${area}/pagina`), `${group} in ${area}`).toBe(
          allowed.includes(group),
        );
      }
    }
  });

  it("lets anyone, even without a session, into public pages", () => {
    expect(canEnter(null, "/")).toBe(true);
    expect(canEnter(null, "/carrinho")).toBe(true);
    expect(canEnter(null, "/externo/cliente")).toBe(false);
    expect(canEnter(null, "/conta/notificacoes")).toBe(false);
  });
});

describe("homePath", () => {
  it("sends each group to its home page", () => {
    expect(homePath(userIn("admin"))).toBe("/admin");
    expect(homePath(userIn("gestor"))).toBe("/interno/gestor");
    expect(homePath(userIn("coordenador"))).toBe("/interno/coordenador");
    expect(homePath(userIn("consultor"))).toBe("/interno/consultor");
    expect(homePath(userIn("interno"))).toBe("/interno");
    expect(homePath(userIn("avaliador"))).toBe("/credenciamento/avaliador");
    expect(homePath(userIn("prestador"))).toBe("/externo/prestador");
    expect(homePath(userIn("cliente"))).toBe("/externo/cliente");
  });

  it("uses the priority order, not the order of the groups", () => {
    expect(homePath(userIn("cliente", "admin"))).toBe("/admin");
    expect(homePath(userIn("prestador", "avaliador"))).toBe("/credenciamento/avaliador");
    expect(homePath(userIn("interno", "coordenador"))).toBe("/interno/coordenador");
  });

  it("sends users without a known group to the catalogue", () => {
    expect(homePath(null)).toBe("/");
    expect(homePath(userIn())).toBe("/");
    expect(homePath(userIn("visitante"))).toBe("/");
  });

  it("every home page is one the user may enter", () => {
    for (const group of GROUPS) expect(canEnter(userIn(group), homePath(userIn(group)))).toBe(true);
  });
});

describe("ROLE_LABELS", () => {
  it("labels every group in Portuguese", () => {
    expect(GROUPS.map((group) => ROLE_LABELS[group])).toEqual([
      "Cliente",
      "Prestador",
      "Consultor",
      "Gestor",
      "Coordenador",
      "Interno",
      "Administrador",
      "Avaliador",
    ]);
  });
});

describe("group lists", () => {
  // Each list is one meaning; the server's action table and the page gates depend on their members.
  it("nest from the managers to every staff member and administrator", () => {
    expect(GESTORES).toEqual(["gestor", "coordenador"]);
    expect(GESTAO).toEqual(["gestor", "coordenador", "interno"]);
    expect(STAFF).toEqual(["consultor", "gestor", "coordenador", "interno"]);
    expect(STAFF_ADMIN).toEqual(["consultor", "gestor", "coordenador", "interno", "admin"]);
    expect(AREAS.interno).toBe(STAFF);
    expect(AREAS.credenciamento).toEqual([
      "prestador",
      "avaliador",
      "gestor",
      "coordenador",
      "interno",
      "admin",
    ]);
  });
});
