"use client";
import type { ComponentProps } from "react";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Fatos } from "@/components/ui/fatos";
import { capitalizeWords, formatDate, formatPhone, maskCPF } from "@/lib/format";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import type { EmpresaDetalhe } from "@/services/empresa";
import { TIPO_EMPRESA } from "./tipo";

/** The company's facts in three columns where there is room (two on tablets, one on phones). */
const FatosDaEmpresa = ({ fatos }: { fatos: ComponentProps<typeof Fatos>["fatos"] }) => (
  <Fatos duasColunas className="fatos-em-tres" style={{ marginBottom: 0 }} fatos={fatos} />
);

/** Who the company is: names, document (the full CPF when the server gives it), type, size, area, programmes. */
export function DadosEmpresa({ empresa: e }: { empresa: EmpresaDetalhe }) {
  const documento = e.cnpj_mask ? `CNPJ ${e.cnpj_mask}` : `CPF ${e.cpf ? maskCPF(e.cpf) : e.cpf_mask}`;
  return (
    <FatosDaEmpresa
      fatos={[
        ["Razão social", capitalizeWords(e.razaosocial)],
        ["Nome fantasia", capitalizeWords(e.nomefantasia)],
        ["Documento", <SemQuebra key="documento">{documento}</SemQuebra>],
        ["Tipo", TIPO_EMPRESA[e.tipo]],
        [
          "Situação",
          <>
            <TagDeCor cor={e.status.cor}>{e.status.descricao}</TagDeCor>
            {e.ativo && e.suspenso && <Etiqueta>Suspensa para novas liberações</Etiqueta>}
          </>,
        ],
        ["Porte", e.porte?.descricao ?? "Não informado"],
        ["Área de atuação", e.areaatuacao?.descricao ?? "Não informada"],
        ["Programas", e.programa.map((p) => p.descricao).join(", ") || "Nenhum até agora"],
        ["SICAB", e.sicab ?? "Não informado"],
        ["Cadastrada em", <SemQuebra key="cadastro">{formatDate(e.dtainclusao)}</SemQuebra>],
      ]}
    />
  );
}

/** Where the company is and how to reach it. */
export function EnderecoEmpresa({ empresa: e }: { empresa: EmpresaDetalhe }) {
  return (
    <FatosDaEmpresa
      fatos={[
        [
          "Logradouro",
          <>
            {e.logradouro}
            {e.complemento && ` – ${e.complemento}`}
          </>,
        ],
        ["Cidade", `${capitalizeWords(e.cidade.nome)}/${e.estado.sigla}`],
        ["CEP", <SemQuebra key="cep">{e.cep_mask}</SemQuebra>],
        ["Telefone", <SemQuebra key="telefone">{formatPhone(e.telefone)}</SemQuebra>],
        [
          "E-mail",
          <a key="email" href={`mailto:${e.email}`}>
            {e.email}
          </a>,
        ],
      ]}
    />
  );
}
