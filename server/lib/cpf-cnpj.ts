import { z } from "@hono/zod-openapi";
import { cepOf, cnpjOf, cpfOf, isCep, isCnpj, isCpf, isTelefone, telefoneOf } from "@/lib/cpf-cnpj";

export const CnpjField = z
  .string()
  .max(30)
  .transform(cnpjOf)
  .refine(isCnpj, "CNPJ inválido.")
  .openapi({ example: "12.ABC.345/01DE-35" });

export const CpfField = z
  .string()
  .max(20)
  .transform(cpfOf)
  .refine(isCpf, "CPF inválido.")
  .openapi({ example: "026.054.250-45" });

export const CepField = z
  .string()
  .max(12)
  .transform(cepOf)
  .refine(isCep, "CEP inválido.")
  .openapi({ example: "88015-200" });

export const TelefoneField = z
  .string()
  .max(20)
  .transform(telefoneOf)
  .refine(isTelefone, "Telefone inválido.")
  .openapi({ example: "(48) 99123-4567" });
