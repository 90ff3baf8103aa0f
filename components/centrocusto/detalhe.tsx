"use client";
import { Link } from "@/components/ui/link";
import dynamic from "next/dynamic";
import { Button, Flex, Space, Switch } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { Fatos } from "@/components/ui/fatos";
import { DollarOutlined, EditOutlined } from "@ant-design/icons";
import { useSessao } from "@/hooks/use-sessao";
import { apiErrorOf } from "@/lib/api-client";
import { capitalizeWords } from "@/lib/format";
import { hasAnyRole, ORCAMENTO } from "@/lib/roles";
import { useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { useJaAberto, useModal } from "@/stores/modals";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { QueryBlock } from "@/components/ui/query-block";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import {
  type AtivacaoCentroCusto,
  type CentroCustoInterno,
  useAtivarCentroCusto,
  useCentroCustoInterno,
} from "@/services/centrocusto";
import { Envolvidos } from "./envolvidos";
import { linkDaSolicitacao, TabelaMovimentos } from "./movimentos";
import { Saldos, SituacaoTag } from "./saldos";
import { executarComAviso } from "@/lib/aviso-da-api";

// The data's and the budget's dialogs load when one is first opened: most visits only read the centre.
const FormularioDados = dynamic(() => import("./formularios").then((m) => m.FormularioDados), { ssr: false });
const FormularioOrcamento = dynamic(() => import("./formularios").then((m) => m.FormularioOrcamento), {
  ssr: false,
});

// The movements' page lives in the URL like a list's; the server gives 20 a page.
const MOVIMENTOS_POR_PAGINA = 20;
const semFiltros = () => ({});

/** The centre's three switches: itself, and its action's and project's part in the Hub (those change on all their centres). */
function Ativacao({ centro, gerir }: { centro: CentroCustoInterno; gerir: boolean }) {
  const ativar = useAtivarCentroCusto(centro.id);
  const mudar = (body: AtivacaoCentroCusto) => executarComAviso(() => ativar.mutateAsync(body));
  const chave = (rotulo: string, campo: keyof AtivacaoCentroCusto, valor: boolean) => (
    <Space>
      <Switch
        aria-label={rotulo}
        checked={valor}
        disabled={!gerir}
        loading={ativar.isPending && ativar.variables?.[campo] !== undefined}
        onChange={(v) => void mudar({ [campo]: v })}
      />
      {rotulo}
    </Space>
  );
  return (
    <Flex wrap gap={16}>
      {chave("Centro ativo", "ativo", centro.ativo)}
      {chave(`Ação ${centro.acao.codigo} ativa no Hub`, "acao_ativo_hub", centro.acao_ativo_hub)}
      {chave("Projeto ativo no Hub", "projeto_ativo_hub", centro.projeto_ativo_hub)}
    </Flex>
  );
}

/**
 * A cost centre for staff: its data and switches, its balances from the ledger, its movements (newest
 * first, the page in the URL) and the people involved. Who keeps budgets edits the data and records
 * contributions or adjustments; the rest of staff read.
 */
export function CentroCustoDetalhe({ id, base }: { id: number; base: string }) {
  const lista = useListaFiltrada(semFiltros, MOVIMENTOS_POR_PAGINA);
  const query = useCentroCustoInterno(id, lista.pagination.page);
  const sessao = useSessao();
  const gerir = hasAnyRole(sessao?.user, ORCAMENTO);
  const [, editar] = useModal("centroCustoDados");
  const [, orcamento] = useModal("centroCustoOrcamento");
  const formulariosMontados = useJaAberto("centroCustoDados", "centroCustoOrcamento");
  if (query.isError && apiErrorOf(query.error).status === 404)
    return (
      <NaoEncontrado
        titulo="Centro de custo não encontrado"
        subtitulo="Ele não existe ou foi removido."
        voltar={base}
        rotulo="Ver centros de custo"
      />
    );
  return (
    <>
      <Paragrafo>
        <Link href={base}>← Centros de custo</Link>
      </Paragrafo>
      <QueryBlock query={query} empty="" erro="Não foi possível carregar o centro de custo.">
        {(c) => (
          <>
            <Cartao
              title={<TituloPagina>{`Centro de custo ${c.codigo}`}</TituloPagina>}
              style={{ marginBottom: 16 }}
              extra={
                gerir && (
                  <Space wrap>
                    <Button icon={<EditOutlined />} onClick={editar}>
                      Editar dados
                    </Button>
                    <Button type="primary" icon={<DollarOutlined />} onClick={orcamento}>
                      Aporte ou ajuste
                    </Button>
                  </Space>
                )
              }
            >
              <Fatos
                duasColunas
                fatos={[
                  ["Descrição", capitalizeWords(c.descricao), "largo"],
                  ["Ação", c.acao.codigo],
                  ["Projeto", capitalizeWords(c.projeto)],
                  ["Ano", c.ano],
                  ["Situação", <SituacaoTag key="situacao" situacao={c.situacao} normal />],
                ]}
              />
              <Ativacao centro={c} gerir={gerir} />
            </Cartao>
            <Saldos saldos={c} titulo="Saldos" />
            <Cartao title="Movimentos" size="small" style={{ marginBottom: 16 }}>
              <TabelaMovimentos
                dataSource={c.movimentos.results}
                loading={query.isFetching}
                linkSolicitacao={linkDaSolicitacao(base)}
                locale={{ emptyText: "Nenhum movimento." }}
                pagination={{
                  current: lista.pagination.page,
                  pageSize: MOVIMENTOS_POR_PAGINA,
                  total: c.movimentos.count,
                  showTotal: (total) => `${total} movimento(s)`,
                  onChange: (page) => lista.pagination.onChange(page, MOVIMENTOS_POR_PAGINA),
                }}
              />
            </Cartao>
            <Envolvidos centro={c} gerir={gerir} />
            {gerir && formulariosMontados && (
              <>
                <FormularioDados centro={c} />
                <FormularioOrcamento centro={c} />
              </>
            )}
          </>
        )}
      </QueryBlock>
    </>
  );
}
