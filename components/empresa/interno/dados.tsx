"use client";
import { Descriptions } from "antd";
import { Etiqueta } from "@/components/ui/etiqueta";
import { capitalizeWords, formatDate, formatPhone, maskCPF } from "@/lib/format";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import type { EmpresaDetalhe } from "@/services/empresa";
import { TIPO_EMPRESA } from "./tipo";

const colunas = { xs: 1, md: 2, xl: 3 } as const;

/** Who the company is: names, document (the full CPF when the server gives it), type, size, area, programmes. */
export function DadosEmpresa({ empresa: e }: { empresa: EmpresaDetalhe }) {
  const documento = e.cnpj_mask ? `CNPJ ${e.cnpj_mask}` : `CPF ${e.cpf ? maskCPF(e.cpf) : e.cpf_mask}`;
  return (
    <Descriptions column={colunas} size="small">
      <Descriptions.Item label="Razão social">{capitalizeWords(e.razaosocial)}</Descriptions.Item>
      <Descriptions.Item label="Nome fantasia">{capitalizeWords(e.nomefantasia)}</Descriptions.Item>
      <Descriptions.Item label="Documento">
        <SemQuebra>{documento}</SemQuebra>
      </Descriptions.Item>
      <Descriptions.Item label="Tipo">{TIPO_EMPRESA[e.tipo]}</Descriptions.Item>
      <Descriptions.Item label="Situação">
        <TagDeCor cor={e.status.cor}>{e.status.descricao}</TagDeCor>
        {e.ativo && e.suspenso && <Etiqueta>Suspensa para novas liberações</Etiqueta>}
      </Descriptions.Item>
      <Descriptions.Item label="Porte">{e.porte?.descricao ?? "Não informado"}</Descriptions.Item>
      <Descriptions.Item label="Área de atuação">
        {e.areaatuacao?.descricao ?? "Não informada"}
      </Descriptions.Item>
      <Descriptions.Item label="Programas">
        {e.programa.map((p) => p.descricao).join(", ") || "Nenhum até agora"}
      </Descriptions.Item>
      <Descriptions.Item label="SICAB">{e.sicab ?? "Não informado"}</Descriptions.Item>
      <Descriptions.Item label="Cadastrada em">
        <SemQuebra>{formatDate(e.dtainclusao)}</SemQuebra>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Where the company is and how to reach it. */
export function EnderecoEmpresa({ empresa: e }: { empresa: EmpresaDetalhe }) {
  return (
    <Descriptions column={colunas} size="small">
      <Descriptions.Item label="Logradouro">
        {e.logradouro}
        {e.complemento && ` – ${e.complemento}`}
      </Descriptions.Item>
      <Descriptions.Item label="Cidade">
        {capitalizeWords(e.cidade.nome)}/{e.estado.sigla}
      </Descriptions.Item>
      <Descriptions.Item label="CEP">
        <SemQuebra>{e.cep_mask}</SemQuebra>
      </Descriptions.Item>
      <Descriptions.Item label="Telefone">
        <SemQuebra>{formatPhone(e.telefone)}</SemQuebra>
      </Descriptions.Item>
      <Descriptions.Item label="E-mail">
        <a href={`mailto:${e.email}`}>{e.email}</a>
      </Descriptions.Item>
    </Descriptions>
  );
}
