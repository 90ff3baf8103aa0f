"use client";
import { Flex } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { SelectNativo } from "@/components/ui/select-nativo";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { INTEGRACAO_PATH } from "@/lib/paths";
import {
  SITUACAO_VISTA,
  SITUACOES_A_REPROCESSAR,
  SITUACOES_INTEGRACAO,
  type SituacaoIntegracao,
} from "@/lib/regras/integracao";
import {
  type RegistroIntegracao,
  useProvisionamentos,
  useRemoverProvisionamento,
  useReprocessarProvisionamento,
} from "@/services/integracao";
import { colunasDeRegistro } from "./colunas";
import { NavegacaoIntegracao } from "./navegacao";
import { RemoverRegistro } from "./remover";

export const PROVISIONAMENTO_PATH = `${INTEGRACAO_PATH}/provisionamento`;
const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  situacao: daUrl.umDe(url, "situacao", SITUACOES_INTEGRACAO),
});

/** Reprocess (what failed or waits) and remove (from the ERP too, when it holds it), each confirmed. */
export function AcoesDoProvisionamento({ registro }: { registro: RegistroIntegracao }) {
  const reprocessar = useReprocessarProvisionamento();
  const remover = useRemoverProvisionamento();
  return (
    <>
      {SITUACOES_A_REPROCESSAR.includes(registro.situacao) && (
        <Confirmar
          rotulo="Reprocessar"
          size="small"
          pending={reprocessar.isPending}
          titulo="Reprocessar este provisionamento?"
          detalhe="O registro será enviado ao ERP agora, com as tentativas zeradas. Se falhar de novo, voltará a ser tentado automaticamente."
          sucesso="Provisionamento reprocessado."
          executar={() => reprocessar.mutateAsync(registro.id)}
        />
      )}
      <RemoverRegistro
        registro={registro}
        nome={{ artigo: "este", palavra: "provisionamento", sucesso: "Provisionamento removido." }}
        sistema={{ nome: "O ERP", destino: "ao ERP" }}
        pending={remover.isPending}
        executar={() => remover.mutateAsync(registro.id)}
      />
    </>
  );
}

/** The ERP's provisionings: by default those failed or waiting, with their errors and actions. */
export function Provisionamentos() {
  const lista = useListaFiltrada(ler);
  const query = useProvisionamentos(lista.params);
  return (
    <Cartao title={<TituloPagina>Provisionamentos no ERP (RM)</TituloPagina>}>
      <NavegacaoIntegracao atual={PROVISIONAMENTO_PATH} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar provisionamentos"
          placeholder="Solicitação, serviço ou empresa"
          {...lista.busca("search")}
          style={{ maxWidth: 280 }}
        />
        <SelectNativo<SituacaoIntegracao>
          rotulo="Situação"
          style={{ width: 220 }}
          todos="Com falha ou aguardando"
          valor={lista.filtros.situacao}
          onChange={(situacao) => lista.filtrar({ situacao })}
          opcoes={SITUACOES_INTEGRACAO.map((s) => ({ value: s, label: SITUACAO_VISTA[s].texto }))}
        />
      </Flex>
      <ListaPaginada<RegistroIntegracao>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os provisionamentos."
        total={(t) => `${t} provisionamento(s)`}
        locale={{
          emptyText: lista.filtrado
            ? "Nenhum provisionamento encontrado."
            : "Nenhum provisionamento com falha ou aguardando.",
        }}
        columns={[
          ...colunasDeRegistro((r) => `${PROVISIONAMENTO_PATH}/${r.id}`),
          {
            title: "Ações",
            cartao: "acao",
            render: (_, r) => (
              <Flex wrap gap={8}>
                <AcoesDoProvisionamento registro={r} />
              </Flex>
            ),
          },
        ]}
      />
    </Cartao>
  );
}
