"use client";
import { useState } from "react";
import { Link } from "@/components/ui/link";
import { Button, Checkbox, Modal, Space } from "antd";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Aviso } from "@/components/ui/aviso";
import { Paragrafo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, formatBRL, formatDate } from "@/lib/format";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import {
  type AssinaturaDoPrograma,
  useAssinaturasDoPrograma,
  useAutorizarAssinatura,
} from "@/services/contrato";

const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  prontas: daUrl.sim(url, "prontas"),
});

/**
 * The programme's signatures waiting for staff: filter, select several and sign them in one go (the
 * "signature plan" modal), each through its own call so one refused (a contract changed meanwhile) does
 * not hold back the others.
 */
export function AssinaturasDoPrograma() {
  const lista = useListaFiltrada(ler);
  const { prontas, ...params } = lista.params;
  const query = useAssinaturasDoPrograma({ ...params, prontas: prontas ? "true" : undefined });
  const [selecionadas, setSelecionadas] = useState<AssinaturaDoPrograma[]>([]);
  const [, abrirPlano] = useModal("signaturePlan");

  return (
    <Cartao title={<TituloPagina>Assinaturas do programa</TituloPagina>}>
      <Paragrafo type="secondary">
        Contratos enviados aguardando a assinatura do programa. Selecione os contratos e assine em lote.
      </Paragrafo>
      <Space wrap style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar contratos"
          placeholder="Solicitação, cliente ou prestador"
          valor={lista.filtros.search}
          onBuscar={(termo) => lista.filtrar({ search: termo })}
          style={{ maxWidth: 300 }}
        />
        <Checkbox
          checked={Boolean(lista.filtros.prontas)}
          onChange={(e) => lista.filtrar({ prontas: e.target.checked || undefined })}
        >
          Somente com cliente e prestador já assinados
        </Checkbox>
        <Button
          disabled={!query.data?.results.length}
          onClick={() => setSelecionadas(query.data?.results ?? [])}
        >
          Selecionar todas da página
        </Button>
        <Button type="primary" disabled={!selecionadas.length} onClick={abrirPlano}>
          Assinar selecionadas ({selecionadas.length})
        </Button>
      </Space>
      <ListaPaginada<AssinaturaDoPrograma>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar as assinaturas."
        total={(total) => `${total} contrato(s)`}
        locale={{
          emptyText: lista.filtrado
            ? "Nenhum contrato encontrado."
            : "Nenhum contrato aguarda a assinatura do programa.",
        }}
        rowSelection={{
          selectedRowKeys: selecionadas.map((s) => s.id),
          onChange: (_, linhas) => setSelecionadas(linhas),
        }}
        columns={[
          {
            title: "Solicitação",
            render: (_, a) => (
              <Link href={`/interno/solicitacoes/${a.solicitacao.id}`}>{a.solicitacao.nrosolicitacao}</Link>
            ),
          },
          { title: "Cliente", render: (_, a) => capitalizeWords(a.empresa.nomefantasia) },
          {
            title: "Prestador",
            responsive: ["md"],
            render: (_, a) => capitalizeWords(a.prestador.nomefantasia),
          },
          { title: "Subsídio", align: "right", render: (_, a) => formatBRL(a.valor_subsidio) },
          {
            title: "Partes",
            render: (_, a) =>
              a.partes_assinadas ? (
                <Etiqueta color="green">Assinado</Etiqueta>
              ) : (
                <Etiqueta color="orange">Pendente</Etiqueta>
              ),
          },
          { title: "Enviado em", responsive: ["md"], render: (_, a) => formatDate(a.dtainclusao) },
        ]}
      />
      <PlanoDeAssinaturas selecionadas={selecionadas} aoTerminar={() => setSelecionadas([])} />
    </Cartao>
  );
}

type Falha = { nrosolicitacao: string; motivo: string };

/** The "signature plan" modal: the selected contracts, their total subsidy, and signing them in turn. */
function PlanoDeAssinaturas({
  selecionadas,
  aoTerminar,
}: {
  selecionadas: AssinaturaDoPrograma[];
  aoTerminar: () => void;
}) {
  const [open, , close] = useModal("signaturePlan");
  const autorizar = useAutorizarAssinatura();
  const [feitas, setFeitas] = useState(0);
  const [falhas, setFalhas] = useState<Falha[]>([]);
  const [assinando, setAssinando] = useState(false);
  const total = selecionadas.reduce((s, a) => s + a.valor_subsidio, 0);

  async function assinarTodas() {
    setAssinando(true);
    setFeitas(0);
    const erros: Falha[] = [];
    for (const a of selecionadas) {
      try {
        await autorizar.mutateAsync(a.id);
        setFeitas((n) => n + 1);
      } catch (e) {
        erros.push({ nrosolicitacao: a.solicitacao.nrosolicitacao, motivo: apiErrorOf(e).detail });
      }
    }
    setFalhas(erros);
    setAssinando(false);
    if (!erros.length) {
      notify("success", `${selecionadas.length} contrato(s) assinado(s) pelo programa.`);
      aoTerminar();
      close();
    }
  }

  return (
    <Modal
      title="Plano de assinaturas"
      open={open}
      onCancel={close}
      onOk={() => void assinarTodas()}
      okText={`Assinar ${selecionadas.length} contrato(s)`}
      cancelText="Fechar"
      confirmLoading={assinando}
      okButtonProps={{ disabled: !selecionadas.length }}
      afterClose={() => setFalhas([])}
      destroyOnHidden
    >
      <Paragrafo>
        O programa assinará {selecionadas.length} contrato(s), num total de {formatBRL(total)} em subsídio.
        Cada assinatura registra o seu nome, CPF, data, endereço IP e o resumo do contrato.
      </Paragrafo>
      {assinando && (
        <Paragrafo>
          Assinando… {feitas} de {selecionadas.length}
        </Paragrafo>
      )}
      {falhas.length > 0 && (
        <Aviso
          type="error"
          title={`${falhas.length} contrato(s) não foram assinados`}
          description={
            <Lista
              size="small"
              dataSource={falhas}
              renderItem={(f) => (
                <Lista.Item key={f.nrosolicitacao}>
                  {f.nrosolicitacao}: {f.motivo}
                </Lista.Item>
              )}
            />
          }
        />
      )}
      <Lista
        size="small"
        dataSource={selecionadas}
        renderItem={(a) => (
          <Lista.Item key={a.id}>
            {a.solicitacao.nrosolicitacao} – {capitalizeWords(a.empresa.nomefantasia)}:{" "}
            {formatBRL(a.valor_subsidio)}
          </Lista.Item>
        )}
      />
    </Modal>
  );
}
