"use client";
import { type ReactNode, useCallback } from "react";
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

/** A filter an entity adds to the list (a service's type): its query field, its label and its choices. */
export type FiltroDaLista = { campo: string; rotulo: string; opcoes: { value: string; label: string }[] };

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
  /** The record's name in the list (its description unless said). */
  nome?: (item: T) => string;
  /** The server's `ordering` of names (its description unless said). */
  ordem?: string;
  filtros?: FiltroDaLista[];
  /** "o" for a masculine noun ("Ativo", "Arquivados"); "a" unless said. */
  artigo?: "o" | "a";
};

/** Deletes a record nothing uses; archives one in use. The server's answer says which it did. */
function Remover<T extends Registro>({
  item,
  nome,
  servico,
  singular,
  artigo,
}: {
  item: T;
  nome: string;
  artigo: "o" | "a";
  servico: Servico<T>;
  singular: string;
}) {
  const remover = servico.useRemover();
  return (
    <Confirmar
      rotulo={`Excluir ou arquivar ${nome}`}
      icone={<DeleteOutlined />}
      danger
      titulo={`Excluir ${nome}?`}
      detalhe={`Se ${singular} estiver em uso, será arquivad${artigo}: continua nos registros antigos e sai das escolhas.`}
      pending={remover.isPending && remover.variables === item.id}
      executar={() => remover.mutateAsync(item.id)}
      // Deleted or archived (the server decides), it leaves the pickers either way; the list shows which.
      sucesso={`${nome} saiu das escolhas.`}
    />
  );
}

/**
 * The one list screen of the back office: search, situation and order in the URL with the page, the export of
 * every row they pick, a link to each record's form and its removal (archived when in use).
 */
export function ListaDeCadastro<T extends Registro>(p: ListaDeCadastroProps<T>) {
  const ordem = p.ordem ?? "descricao";
  const a = p.artigo ?? "a";
  const campos = (p.filtros ?? []).map((f) => f.campo).join(",");
  const ler = useCallback(
    (url: URLSearchParams) => ({
      search: daUrl.texto(url, "search"),
      ativo: daUrl.umDe(url, "ativo", SITUACOES),
      ordering: daUrl.umDe(url, "ordering", [`-${ordem}`]),
      ...Object.fromEntries(
        campos
          .split(",")
          .filter(Boolean)
          .map((c) => [c, daUrl.texto(url, c)]),
      ),
    }),
    [ordem, campos],
  );
  const lista = useListaFiltrada(ler);
  const nomeDe = p.nome ?? ((item: T) => capitalizeWords(item.descricao));
  const query = p.servico.useLista(lista.params);
  const acoes: TabelaProps<T>["columns"][number] = {
    title: "Ações",
    width: 96,
    cartao: "acao",
    render: (_: unknown, item: T) => (
      <Space size={4}>
        <Link href={`${p.base}/${item.id}`} aria-label={`Editar ${nomeDe(item)}`}>
          Editar
        </Link>
        {item.ativo && (
          <Remover nome={nomeDe(item)} item={item} servico={p.servico} singular={p.singular} artigo={a} />
        )}
      </Space>
    ),
  };
  const nome: TabelaProps<T>["columns"][number] = {
    title: "Descrição",
    cartao: "titulo",
    render: (_: unknown, item: T): ReactNode => (
      <Space wrap size={4}>
        <Link href={`${p.base}/${item.id}`}>{nomeDe(item)}</Link>
        {item.ativo ? (
          <Etiqueta color="green">Ativ{a}</Etiqueta>
        ) : (
          <Etiqueta color="orange">Arquivad{a}</Etiqueta>
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
              { value: "true", label: `Ativ${a}s` },
              { value: "false", label: `Arquivad${a}s` },
            ]}
          />
          <SelectNativo
            rotulo="Ordem"
            style={{ width: 140 }}
            todos="Nome (A–Z)"
            {...lista.escolha("ordering")}
            opcoes={[{ value: `-${ordem}`, label: "Nome (Z–A)" }]}
          />
          {p.filtros?.map((f) => (
            <SelectNativo
              key={f.campo}
              rotulo={f.rotulo}
              style={{ width: 180 }}
              todos={`${f.rotulo}: todos`}
              {...(lista.escolha(f.campo as never) as {
                valor: string | undefined;
                onChange: (v: string | undefined) => void;
              })}
              opcoes={f.opcoes}
            />
          ))}
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
