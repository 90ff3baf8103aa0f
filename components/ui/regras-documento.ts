// Checks of Brazilian documents on form fields (CPF, CNPJ, CEP, phone), as lib/cpf-cnpj checks them on the server.
import type { FormRule } from "antd";
import { validCpf } from "@/lib/cpf-cnpj";

/** A field's check of a document as typed, masked or not; an empty field passes (`required` decides that). */
export const regraDocumento = (valido: (texto: string) => boolean, mensagem: string): FormRule => ({
  validator: (_, valor?: string) =>
    !valor || valido(valor) ? Promise.resolve() : Promise.reject(new Error(mensagem)),
});

/** A required CPF field: present, with valid check digits. */
export const regrasCpf: FormRule[] = [
  { required: true, message: "Informe o CPF." },
  regraDocumento(validCpf, "CPF inválido."),
];
