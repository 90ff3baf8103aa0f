"use client";
import { Space } from "antd";
import { DeleteOutlined } from "@ant-design/icons";
import { Confirmar } from "@/components/ui/confirmar";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Link } from "@/components/ui/link";
import type { TabelaProps } from "@/components/ui/tabela";
import { capitalizeWords } from "@/lib/format";
import type { Remocao } from "@/services/cadastro";
import type { FiltroDaLista, ListaDeCadastroProps } from "./lista-de-cadastro";

type Arquivavel = { id: number; ativo: boolean; descricao?: string };
type Remover = {
  useRemover: () => {
    mutateAsync: (id: number) => Promise<Remocao>;
    isPending: boolean;
    variables?: number;
  };
};

/** What an archivable entity (an area, a unit, a service, a question) declares on the list screen. */
type Declaracao<T extends Arquivavel> = {
  /** The form's address: `${base}/novo`, `${base}/{id}`. */
  base: string;
  novo: string;
  singular: string;
  servico: Remover;
  /** "o" for a masculine noun ("Ativo", "Arquivados"); "a" unless said. */
  artigo?: "o" | "a";
  /** The record's name in the list (its description unless said). */
  nome?: (item: T) => string;
  /** The server's `ordering` of names (its description unless said). */
  ordem?: string;
  /** Its own columns, between the name and the actions, and its own filters, after the situation. */
  colunas: TabelaProps<T>["columns"];
  filtros?: FiltroDaLista[];
};

/** Deletes a record nothing uses; archives one in use. The server's answer says which it did. */
function Remover({
  id,
  nome,
  d,
}: {
  id: number;
  nome: string;
  d: Pick<Declaracao<Arquivavel>, "servico" | "singular" | "artigo">;
}) {
  const remover = d.servico.useRemover();
  return (
    <Confirmar
      rotulo={`Excluir ou arquivar ${nome}`}
      icone={<DeleteOutlined />}
      danger
      titulo={`Excluir ${nome}?`}
      detalhe={`Se ${d.singular} estiver em uso, será arquivad${d.artigo ?? "a"}: continua nos registros antigos e sai das escolhas.`}
      pending={remover.isPending && remover.variables === id}
      executar={() => remover.mutateAsync(id)}
      // Deleted or archived (the server decides), it leaves the pickers either way; the list shows which.
      sucesso={`${nome} saiu das escolhas.`}
    />
  );
}

/**
 * The list screen's parts of an entity that is archived rather than deleted when in use: its situation filter,
 * its order by name, its name column (a link to its form, tagged active or archived), its actions (edit, and
 * delete-or-archive while active) and its new record's button, around the entity's own columns and filters.
 */
export function arquivaveis<T extends Arquivavel>(
  d: Declaracao<T>,
): Pick<ListaDeCadastroProps<T>, "filtros" | "ordem" | "colunas" | "novo"> {
  const a = d.artigo ?? "a";
  const ordem = d.ordem ?? "descricao";
  const nomeDe = d.nome ?? ((item: T) => capitalizeWords(item.descricao ?? ""));
  return {
    novo: { rotulo: d.novo, href: `${d.base}/novo` },
    filtros: [
      {
        campo: "ativo",
        rotulo: "Situação",
        todos: "Todas",
        opcoes: [
          { value: "true", label: `Ativ${a}s` },
          { value: "false", label: `Arquivad${a}s` },
        ],
      },
      ...(d.filtros ?? []),
    ],
    ordem: { padrao: "Nome (A–Z)", opcoes: [{ value: `-${ordem}`, label: "Nome (Z–A)" }] },
    colunas: [
      {
        title: "Descrição",
        cartao: "titulo",
        render: (_: unknown, item: T) => (
          <Space wrap size={4}>
            <Link href={`${d.base}/${item.id}`}>{nomeDe(item)}</Link>
            {item.ativo ? (
              <Etiqueta color="green">Ativ{a}</Etiqueta>
            ) : (
              <Etiqueta color="orange">Arquivad{a}</Etiqueta>
            )}
          </Space>
        ),
      },
      ...d.colunas,
      {
        title: "Ações",
        width: 96,
        cartao: "acao",
        render: (_: unknown, item: T) => (
          <Space size={4}>
            <Link href={`${d.base}/${item.id}`} aria-label={`Editar ${nomeDe(item)}`}>
              Editar
            </Link>
            {item.ativo && <Remover id={item.id} nome={nomeDe(item)} d={d} />}
          </Space>
        ),
      },
    ],
  };
}
