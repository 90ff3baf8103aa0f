"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Flex } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { SelectNativo } from "@/components/ui/select-nativo";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { SITUACAO_VISTA, type SituacaoIntegracao } from "@/lib/regras/integracao";
import type { Page } from "@/services/api";
import type { RegistroIntegracao } from "@/services/integracao";
import { colunasDeRegistro } from "./colunas";
import { NavegacaoIntegracao } from "./navegacao";

type Filtro<S extends SituacaoIntegracao> = { search?: string; situacao?: S };

/**
 * The filters of a list of records (search and state), read from the URL, and the list's query made from
 * them: what every list of records keeps in its address.
 */
export function useFiltroDeRegistros<S extends SituacaoIntegracao>(situacoes: readonly S[]) {
  return useListaFiltrada((url: URLSearchParams) => ({
    search: daUrl.texto(url, "search"),
    situacao: daUrl.umDe(url, "situacao", situacoes),
  }));
}

/**
 * A screen of records an outside system (or the mail server) is owed: searched and filtered by state, each
 * row opening its history (`historico`) and offering its actions (`acoes`). By default (no state chosen)
 * it lists what needs attention, as `todos` names.
 */
export function ListaDeRegistros<S extends SituacaoIntegracao>({
  titulo,
  caminho,
  lista,
  query,
  situacoes,
  todos,
  busca,
  textos,
  historico,
  acoes,
}: {
  titulo: string;
  caminho: string;
  lista: ReturnType<typeof useFiltroDeRegistros<S>>;
  query: UseQueryResult<Page<RegistroIntegracao>>;
  situacoes: readonly S[];
  todos: string;
  busca: { rotulo: string; exemplo: string };
  /** What the list says: its load error, its total, and its emptiness when filtered and when not. */
  textos: { erro: string; total: (n: number) => string; nenhum: string; vazio: string };
  historico: (r: RegistroIntegracao) => string;
  acoes: (r: RegistroIntegracao) => ReactNode;
}) {
  return (
    <Cartao title={<TituloPagina>{titulo}</TituloPagina>}>
      <NavegacaoIntegracao atual={caminho} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label={busca.rotulo}
          placeholder={busca.exemplo}
          {...lista.busca("search")}
          style={{ maxWidth: 280 }}
        />
        <SelectNativo<S>
          rotulo="Situação"
          style={{ width: 220 }}
          todos={todos}
          valor={lista.filtros.situacao}
          onChange={(situacao) => lista.filtrar({ situacao } as Filtro<S>)}
          opcoes={situacoes.map((s) => ({ value: s, label: SITUACAO_VISTA[s].texto }))}
        />
      </Flex>
      <ListaPaginada<RegistroIntegracao>
        query={query}
        pagination={lista.pagination}
        erro={textos.erro}
        total={textos.total}
        locale={{ emptyText: lista.filtrado ? textos.nenhum : textos.vazio }}
        columns={[
          ...colunasDeRegistro(historico),
          {
            title: "Ações",
            cartao: "acao",
            render: (_, r) => (
              <Flex wrap gap={8}>
                {acoes(r)}
              </Flex>
            ),
          },
        ]}
      />
    </Cartao>
  );
}
