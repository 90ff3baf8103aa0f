"use client";
import type { ReactNode } from "react";
import { Space } from "antd";
import type { Coluna } from "@/components/ui/tabela";
import { capitalizeWords, formatPhone, fullName } from "@/lib/format";
import { SITUACAO_CONSULTOR } from "@/lib/regras/consultor";
import type { Consultor } from "@/services/empresa-consultor";
import { TagDeCor } from "@/components/ui/tag-de-cor";

type Credenciamento = Consultor["credenciamentos"][number];

/**
 * The columns of a company's consultants: name, masked CPF, contacts (from tablets up) and accreditations
 * per service. The provider's list adds what it may do: `retirar` beside each accreditation, `acoes` per row.
 */
export function colunasConsultor({
  retirar,
  acoes,
}: {
  retirar?: (c: Consultor, cc: Credenciamento) => ReactNode;
  acoes?: (c: Consultor) => ReactNode;
} = {}): Coluna<Consultor>[] {
  const colunas: Coluna<Consultor>[] = [
    { title: "Nome", cartao: "titulo", render: (_, c) => capitalizeWords(fullName(c)) },
    { title: "CPF", dataIndex: "cpf_mask", semQuebra: true, render: (v: string | null) => v ?? "—" },
    {
      title: "Contato",
      responsive: ["md"],
      render: (_, c) => (
        <Space orientation="vertical" size={0}>
          <span>{c.email}</span>
          {c.telefone && <span>{formatPhone(c.telefone)}</span>}
        </Space>
      ),
    },
    {
      title: "Credenciamentos",
      render: (_, c) =>
        c.credenciamentos.length === 0 ? (
          "Nenhum"
        ) : (
          <Space wrap size={4}>
            {c.credenciamentos.map((cc) => (
              <Space key={cc.id} size={2}>
                <TagDeCor cor={SITUACAO_CONSULTOR[cc.situacao].cor} title={cc.servico.titulo}>
                  {cc.servico.codigo} · {SITUACAO_CONSULTOR[cc.situacao].descricao}
                </TagDeCor>
                {retirar?.(c, cc)}
              </Space>
            ))}
          </Space>
        ),
    },
  ];
  return acoes ? [...colunas, { title: "Ações", cartao: "acao", render: (_, c) => acoes(c) }] : colunas;
}
