import { describe, expect, it } from "vitest";
import { z } from "@hono/zod-openapi";
import { ptBR } from "zod/locales";
import { fieldErrors } from "./errors";
import { Dia, Id, IdParam, QueryId, Texto } from "./params";

// The app sets the Portuguese locale once (server/app.ts); the schemas' own messages do not depend on it.
z.config(ptBR());

// The messages of one field as the API answers them (fieldErrors), here for a bare value.
const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : (fieldErrors(r.error).non_field_errors ?? []);
};

describe("ids", () => {
  it("takes positive whole numbers that fit a database integer", () => {
    expect(Id.parse(1)).toBe(1);
    expect(Id.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(QueryId.parse("42")).toBe(42);
    expect(IdParam.parse({ id: "7" })).toEqual({ id: 7 });
  });

  it("refuses anything else with one clear message", () => {
    for (const bad of [0, -1, 1.5, -1.5, 2_147_483_648, 1e300, "1", null])
      expect(messages(Id, bad), String(bad)).toEqual(["Informe um identificador válido."]);
    for (const bad of ["abc", "0", "3000000000"])
      expect(messages(QueryId, bad), bad).toEqual(["Informe um identificador válido."]);
  });
});

describe("Dia", () => {
  it("takes real calendar days only", () => {
    expect(Dia.parse("2028-02-29")).toBe("2028-02-29");
    expect(messages(Dia, "2026-02-30")).toEqual(["Data inexistente."]);
  });

  it("stops at the format when the text is not AAAA-MM-DD", () => {
    expect(messages(Dia, "20/03/2026")).toEqual(["Use a data no formato AAAA-MM-DD."]);
  });
});

describe("Texto", () => {
  it("trims and says what is missing in words a user acts on", () => {
    expect(Texto(10, 20).parse("  Dez letras ok  ")).toBe("Dez letras ok");
    expect(messages(Texto(10, 20), undefined)).toEqual(["Preencha este campo."]);
    expect(messages(Texto(10, 20), 5)).toEqual(["Envie um texto."]);
    expect(messages(Texto(10, 20), "   curto   ")).toEqual(["Escreva ao menos 10 caracteres."]);
    expect(messages(Texto(1, 20), "   ")).toEqual(["Preencha este campo."]);
    expect(messages(Texto(0, 5), "longo demais")).toEqual(["Escreva no máximo 5 caracteres."]);
    expect(Texto(0, 5).parse("")).toBe("");
  });
});
