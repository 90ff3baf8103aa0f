import { describe, expect, it } from "vitest";
import { isValidCpf } from "@brazilian-utils/brazilian-utils";
import { CLIENTES } from "./data/empresas";
import { PESSOAS } from "./data/pessoas";

describe("demo owners and managing partners", () => {
  it("have valid CPFs, once per company and role", () => {
    for (const p of PESSOAS) expect(isValidCpf(p.cpf), `${p.nome} ${p.cpf}`).toBe(true);
    const keys = PESSOAS.map((p) => `${p.empresa}|${p.papel}|${p.cpf}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("own rural producers (CPF) or run companies (CNPJ) among the demo clients", () => {
    for (const p of PESSOAS) {
      const empresa = CLIENTES.find((e) => (e.cnpj ?? e.cpf) === p.empresa);
      expect(empresa, p.empresa).toBeDefined();
      expect(p.papel, empresa!.nomefantasia).toBe(empresa!.cpf ? "PROPRIETARIO" : "SOCIO_ADMINISTRADOR");
    }
    expect(PESSOAS.some((p) => p.papel === "PROPRIETARIO")).toBe(true);
    expect(PESSOAS.some((p) => p.papel === "SOCIO_ADMINISTRADOR")).toBe(true);
  });
});
