// Brazilian document checks shared by the forms and the API, so both refuse the same inputs.
import { isValidCep, isValidCnpj, isValidCpf, isValidPhone } from "@brazilian-utils/brazilian-utils";

// Documents arrive with or without their mask and are kept without it (CNPJ upper-cased).
export const cnpjOf = (text: string) => text.toUpperCase().replace(/[\s./-]/g, "");
export const cpfOf = (text: string) => text.replace(/[\s.-]/g, "");
export const cepOf = (text: string) => text.replace(/[\s.-]/g, "");
export const telefoneOf = (text: string) => text.replace(/[\s()-]/g, "");

/** Numeric or alphanumeric (issued from 2026) CNPJ with valid check digits. */
export const isCnpj = (v: string) => /^[0-9A-Z]{12}\d{2}$/.test(v) && isValidCnpj(v, { version: 2 });
export const isCpf = (v: string) => /^\d{11}$/.test(v) && isValidCpf(v);
export const isCep = (v: string) => /^\d{8}$/.test(v) && isValidCep(v);
// The library also takes a "+55" prefix; the Hub stores DDD + number only, with a DDD that exists.
export const isTelefone = (v: string) => /^\d{10,11}$/.test(v) && isValidPhone(v);

/** The same checks on masked input, as the forms hold it. */
export const validCnpj = (text: string) => isCnpj(cnpjOf(text));
export const validCpf = (text: string) => isCpf(cpfOf(text));
export const validCep = (text: string) => isCep(cepOf(text));
export const validTelefone = (text: string) => isTelefone(telefoneOf(text));
