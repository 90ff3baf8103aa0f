import "server-only";
import { formatPhone } from "@/lib/format";
import type { Coluna } from "../../../lib/xlsx";
import { buscadaDe, type LinhaEmpresa } from "./service";

export type Exportada = ReturnType<typeof buscadaDe> & Pick<LinhaEmpresa, "telefone" | "email">;

export const COLUNAS: Coluna<Exportada>[] = [
  { titulo: "Nome fantasia", largura: 32, valor: (e) => e.nomefantasia },
  { titulo: "Razão social", largura: 40, valor: (e) => e.razaosocial },
  { titulo: "CNPJ/CPF", largura: 20, valor: (e) => e.cnpj_mask ?? e.cpf_mask },
  { titulo: "Tipo", largura: 11, valor: (e) => (e.tipo === "PRESTADOR" ? "Prestador" : "Cliente") },
  { titulo: "Área de atuação", largura: 22, valor: (e) => e.areaatuacao?.descricao ?? "" },
  { titulo: "Porte", largura: 24, valor: (e) => e.porte?.descricao ?? "" },
  { titulo: "Cidade", largura: 22, valor: (e) => e.cidade.nome },
  { titulo: "UF", largura: 5, valor: (e) => e.estado.sigla },
  { titulo: "Situação", largura: 10, valor: (e) => e.status.descricao },
  { titulo: "Telefone", largura: 17, valor: (e) => formatPhone(e.telefone) },
  { titulo: "E-mail", largura: 34, valor: (e) => e.email },
  { titulo: "Cadastro", largura: 11, tipo: "data", valor: (e) => e.dtainclusao },
];

/** The search's batches of rows as the export's rows: each company as the search shows it, with its contacts. */
export async function* exportadas(lotes: AsyncIterable<LinhaEmpresa[]>) {
  for await (const lote of lotes)
    yield lote.map((l) => ({ ...buscadaDe(l), telefone: l.telefone, email: l.email }));
}
