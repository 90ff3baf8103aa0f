"use client";
import type { ReactNode } from "react";
import { Space } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Link } from "@/components/ui/link";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { SelectNativo } from "@/components/ui/select-nativo";
import type { TabelaProps } from "@/components/ui/tabela";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { capitalizeWords } from "@/lib/format";
import { Exportar } from "@/components/ui/exportar";
import type { cadastro } from "@/services/cadastro";

type Registro = { id: number; descricao: string; ativo: boolean };
type Servico<T extends Registro> = Pick<
  ReturnType<typeof cadastro<T, never>>,
  "useLista" | "useRemover" | "exportar"
>;

const SITUACOES = ["true", "false"] as const;
const ORDENS = ["descricao", "-descricao"] as const;
const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  ativo: daUrl.umDe(url, "ativo", SITUACOES),
  ordering: daUrl.umDe(url, "ordering", ORDENS),
});

/** What a back-office list declares: its words, its service, where its form lives and its own columns. */
export type ListaDeCadastroProps<T extends Registro> = {
  titulo: string;
  /** "unidade", "área": the words of its buttons and messages. */
  singular: string;
  plural: string;
  novo: string;
  servico: Servico<T>;
  /** The form's address: `${base}/novo`, `${base}/{id}`. */
  base: string;
  arquivo: string;
  colunas: TabelaProps<T>["columns"];
  /** A word on the search box: what the search looks in. */
  busca: string;
};

/** Deletes a record nothing uses; archives one in use. The server's answer says which it did. */
function Remover<T extends Registro>({
  item,
  servico,
  singular,
}: {
  item: T;
  servico: Servico<T>;
  singular: string;
}) {
  const remover = servico.useRemover();
  return (
    <Confirmar
      rotulo={`Excluir ou arquivar ${item.descricao}`}
      icone={<DeleteOutlined />}
      danger
      titulo={`Excluir ${item.descricao}?`}
      detalhe={`Se ${singular} estiver em uso, será arquivada: continua nos registros antigos e sai das escolhas.`}
      pending={remover.isPending && remover.variables === item.id}
      executar={() => remover.mutateAsync(item.id)}
      // Deleted or archived (the server decides), it leaves the pickers either way; the list shows which.
      sucesso={`${item.descricao} saiu das escolhas.`}
    />
  );
}

/**
 * The one list screen of the back office: search, situation and order in the URL with the page, the export of
 * every row they pick, a link to each record's form and its removal (archived when in use).
 */
export function ListaDeCadastro<T extends Registro>(p: ListaDeCadastroProps<T>) {
  const lista = useListaFiltrada(ler);
  const query = p.servico.useLista(lista.params);
  const acoes: TabelaProps<T>["columns"][number] = {
    title: "Ações",
    width: 96,
    cartao: "acao",
    render: (_: unknown, item: T) => (
      <Space size={4}>
        <Link href={`${p.base}/${item.id}`} aria-label={`Editar ${item.descricao}`}>
          Editar
        </Link>
        {item.ativo && <Remover item={item} servico={p.servico} singular={p.singular} />}
      </Space>
    ),
  };
  const nome: TabelaProps<T>["columns"][number] = {
    title: "Descrição",
    cartao: "titulo",
    render: (_: unknown, item: T): ReactNode => (
      <Space wrap size={4}>
        <Link href={`${p.base}/${item.id}`}>{capitalizeWords(item.descricao)}</Link>
        {item.ativo ? (
          <Etiqueta color="green">Ativa</Etiqueta>
        ) : (
          <Etiqueta color="orange">Arquivada</Etiqueta>
        )}
      </Space>
    ),
  };
  return (
    <Cartao title={<TituloPagina>{p.titulo}</TituloPagina>}>
      <div className="barra-da-lista">
        <div className="barra-da-lista-filtros">
          <BuscaDaLista
            aria-label={`Buscar ${p.plural}`}
            placeholder={p.busca}
            {...lista.busca("search")}
            style={{ maxWidth: 300 }}
          />
          <SelectNativo
            rotulo="Situação"
            style={{ width: 140 }}
            todos="Todas"
            {...lista.escolha("ativo")}
            opcoes={[
              { value: "true", label: "Ativas" },
              { value: "false", label: "Arquivadas" },
            ]}
          />
          <SelectNativo
            rotulo="Ordem"
            style={{ width: 140 }}
            todos="Nome (A–Z)"
            {...lista.escolha("ordering")}
            opcoes={[{ value: "-descricao", label: "Nome (Z–A)" }]}
          />
        </div>
        <Space wrap>
          <Exportar exportar={(progresso) => p.servico.exportar(lista.filtros, p.arquivo, progresso)} />
          <Link href={`${p.base}/novo`} className="botao botao-principal">
            <PlusOutlined /> {p.novo}
          </Link>
        </Space>
      </div>
      <ListaPaginada<T>
        query={query}
        pagination={lista.pagination}
        erro={`Não foi possível carregar ${p.plural}.`}
        total={(total) => `${total} ${p.singular}(s)`}
        locale={{
          emptyText: lista.filtrado ? `Nada encontrado com estes filtros.` : `Nenhum cadastro ainda.`,
        }}
        columns={[nome, ...p.colunas, acoes]}
      />
    </Cartao>
  );
}
