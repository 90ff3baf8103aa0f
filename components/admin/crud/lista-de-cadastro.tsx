"use client";
import { useCallback } from "react";
import { PlusOutlined } from "@ant-design/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { Cartao } from "@/components/ui/cartao";
import { Exportar } from "@/components/ui/exportar";
import { Link } from "@/components/ui/link";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { SelectAdiado } from "@/components/ui/select-adiado";
import { SelectNativo } from "@/components/ui/select-nativo";
import type { TabelaProps } from "@/components/ui/tabela";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import type { Page } from "@/services/api";
import type { FiltrosDeCadastro } from "@/services/cadastro";

type Opcao = { value: string; label: string };

/** The list and export of an entity: a CRUD builder's (services/cadastro.ts), or one of its own. */
export type ServicoDaLista<T> = {
  useLista: (filtros: FiltrosDeCadastro) => UseQueryResult<Page<T>>;
  exportar: (
    filtros: FiltrosDeCadastro,
    arquivo: string,
    progresso: (bytes: number) => void,
  ) => Promise<void>;
};

/**
 * A filter of the list (a service's type, a user's groups): its query field, its label and its choices;
 * `multipla` takes several, sent comma-separated; `todos` names no choice ("Tipo: todos" unless said).
 */
export type FiltroDaLista = {
  campo: string;
  rotulo: string;
  opcoes: Opcao[];
  todos?: string;
  multipla?: boolean;
};

/** The `ordering` choices: the default's label (the server's first order) and the others. */
export type OrdemDaLista = { padrao: string; opcoes: Opcao[] };

/** What a back-office list declares: its words, its service, its filters, order, columns and actions. */
export type ListaDeCadastroProps<T> = {
  titulo: string;
  /** "unidade", "usuário": the words of the total and messages. */
  singular: string;
  plural: string;
  servico: ServicoDaLista<T>;
  /** The export's file name, without the day. */
  arquivo: string;
  /** A word on the search box: what the search looks in; its label ("Buscar unidades" unless said). */
  busca: string;
  rotuloDaBusca?: string;
  /** The button to a new record's form. */
  novo?: { rotulo: string; href: string };
  filtros?: FiltroDaLista[];
  ordem?: OrdemDaLista;
  /** Every column, its name and actions among them (see arquivaveis.tsx for the archivable entities'). */
  colunas: TabelaProps<T>["columns"];
};

/**
 * The one list screen of the back office: search, filters, order and page in the URL, the export of every
 * row they pick, and the columns and actions each entity declares.
 */
export function ListaDeCadastro<T extends { id: number }>(p: ListaDeCadastroProps<T>) {
  // The declared orders and filters as one text: the same declaration, re-rendered, reads the URL the same way.
  const declarados = `${(p.ordem?.opcoes ?? []).map((o) => o.value).join(",")}|${(p.filtros ?? []).map((f) => f.campo).join(",")}`;
  const ler = useCallback(
    (url: URLSearchParams): Record<string, string | undefined> => {
      const [ordens, campos] = declarados.split("|").map((t) => t.split(",").filter(Boolean));
      return {
        search: daUrl.texto(url, "search"),
        ordering: daUrl.umDe(url, "ordering", ordens),
        ...Object.fromEntries(campos.map((c) => [c, daUrl.texto(url, c)])),
      };
    },
    [declarados],
  );
  const lista = useListaFiltrada(ler);
  const query = p.servico.useLista(lista.params);
  return (
    <Cartao title={<TituloPagina>{p.titulo}</TituloPagina>}>
      <div className="barra-da-lista">
        <div className="barra-da-lista-filtros">
          <BuscaDaLista
            aria-label={p.rotuloDaBusca ?? `Buscar ${p.plural}`}
            placeholder={p.busca}
            {...lista.busca("search")}
            style={{ maxWidth: 300 }}
          />
          {p.filtros?.map((f) =>
            f.multipla ? (
              // antd's select comes when first reached, so the page's first load goes without it.
              <SelectAdiado<string[]>
                key={f.campo}
                id={`filtro-${f.campo}`}
                aria-label={f.rotulo}
                mode="multiple"
                allowClear
                placeholder={f.todos ?? `${f.rotulo}: todos`}
                value={lista.filtros[f.campo]?.split(",") ?? []}
                onChange={(v: string[]) => lista.filtrar({ [f.campo]: v.join(",") || undefined })}
                options={f.opcoes}
                style={{ minWidth: 240, width: "auto" }}
              />
            ) : (
              <SelectNativo
                key={f.campo}
                rotulo={f.rotulo}
                style={{ width: 160 }}
                todos={f.todos ?? `${f.rotulo}: todos`}
                {...lista.escolha(f.campo)}
                opcoes={f.opcoes}
              />
            ),
          )}
          {p.ordem && (
            <SelectNativo
              rotulo="Ordem"
              style={{ width: 140 }}
              todos={p.ordem.padrao}
              {...lista.escolha("ordering")}
              opcoes={p.ordem.opcoes}
            />
          )}
        </div>
        <div className="fileira" style={{ flexWrap: "wrap" }}>
          <Exportar exportar={(progresso) => p.servico.exportar(lista.filtros, p.arquivo, progresso)} />
          {p.novo && (
            <Link href={p.novo.href} className="botao botao-principal">
              <PlusOutlined /> {p.novo.rotulo}
            </Link>
          )}
        </div>
      </div>
      <ListaPaginada<T>
        query={query}
        pagination={lista.pagination}
        erro={`Não foi possível carregar ${p.plural}.`}
        total={(total) => `${total} ${p.singular}(s)`}
        locale={{
          emptyText: lista.filtrado ? `Nada encontrado com estes filtros.` : `Nenhum cadastro ainda.`,
        }}
        columns={p.colunas}
      />
    </Cartao>
  );
}
