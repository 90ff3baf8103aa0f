"use client";
import { useState } from "react";
import Link from "next/link";
import { Card, Radio, Space, Tabs, Tag, type TableProps } from "antd";
import { capitalizeWords, formatDate, fullName } from "@/lib/format";
import { DIAGNOSTIC_PAGE_SIZE } from "@/lib/constants";
import {
  useDiagnosticosConsultor,
  useDiagnosticosEnviados,
  useStatusDiagnostico,
  type Diagnostico,
  type DiagnosticosParams,
} from "@/services/diagnostico";
import { PagedTable } from "@/components/ui/paged-table";
import { usePagination } from "@/hooks/use-pagination";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Page } from "@/services/api";

const ATRASO_BG = "#fff1f0";
const TODAS = "";

export function DiagnosticoStatus({ status }: { status: Pick<Diagnostico["status"], "cor" | "descricao"> }) {
  return <Tag color={status.cor}>{status.descricao}</Tag>;
}

export function Prazo({ d }: { d: Pick<Diagnostico, "prazo" | "ematraso"> }) {
  return (
    <Space size={4}>
      {formatDate(d.prazo)}
      {d.ematraso && <Tag color="red">Em atraso</Tag>}
    </Space>
  );
}

const columns: TableProps<Diagnostico>["columns"] = [
  {
    title: "Diagnóstico",
    dataIndex: "nrodiagnostico",
    render: (nro: string, d) => <Link href={`/interno/consultor/diagnosticos/${d.id}`}>{nro}</Link>,
  },
  { title: "Solicitação", render: (_, d) => d.solicitacao.nrosolicitacao },
  { title: "Modelo de oferta", render: (_, d) => capitalizeWords(d.modelooferta.titulo) },
  { title: "Empresa", render: (_, d) => capitalizeWords(d.empresa_label) },
  { title: "Prestador", render: (_, d) => capitalizeWords(d.prestador.nomefantasia) },
  { title: "Consultor", render: (_, d) => fullName(d.consultor) || "—" },
  { title: "Situação", render: (_, d) => <DiagnosticoStatus status={d.status} /> },
  { title: "Prazo", render: (_, d) => <Prazo d={d} /> },
];

function Tabela({
  query,
  pagination,
  vazio,
}: {
  query: UseQueryResult<Page<Diagnostico>>;
  pagination: ReturnType<typeof usePagination>;
  vazio: string;
}) {
  return (
    <PagedTable<Diagnostico>
      query={query}
      pagination={pagination}
      erro="Não foi possível carregar os diagnósticos."
      total={(total) => `${total} diagnóstico(s)`}
      locale={{ emptyText: vazio }}
      onRow={(d) => (d.ematraso ? { style: { background: ATRASO_BG } } : {})}
      columns={columns}
    />
  );
}

function Todos() {
  const [filtro, setFiltro] = useState<DiagnosticosParams["dash_filter"]>();
  const status = useStatusDiagnostico();
  const pagination = usePagination(DIAGNOSTIC_PAGE_SIZE);
  const query = useDiagnosticosConsultor({ dash_filter: filtro, ...pagination.params });
  // The options are the diagnostic statuses the API lists, the same codes its dash_filter takes.
  const escolher = (codigo: string | undefined) => {
    setFiltro(codigo as DiagnosticosParams["dash_filter"]);
    pagination.reset();
  };
  return (
    <>
      <Radio.Group
        aria-label="Filtrar por situação"
        optionType="button"
        buttonStyle="solid"
        value={filtro ?? TODAS}
        onChange={(e) => escolher(e.target.value === TODAS ? undefined : e.target.value)}
        options={[
          { value: TODAS, label: "Todas" },
          ...(status.data ?? []).map((s) => ({ value: s.codigo, label: s.descricao })),
        ]}
        style={{ marginBottom: 16 }}
      />
      <Tabela
        query={query}
        pagination={pagination}
        vazio={filtro ? "Nenhum diagnóstico nesta situação." : "Nenhum diagnóstico para acompanhar."}
      />
    </>
  );
}

function Enviados() {
  const pagination = usePagination(DIAGNOSTIC_PAGE_SIZE);
  const query = useDiagnosticosEnviados(pagination.params);
  return <Tabela query={query} pagination={pagination} vazio="Nenhum diagnóstico enviado." />;
}

/** Diagnostics consultants follow; late ones stand out. */
export function DiagnosticosConsultor() {
  return (
    <Card title="Diagnósticos">
      <Tabs
        items={[
          { key: "todos", label: "Todos", children: <Todos /> },
          { key: "enviados", label: "Enviados", children: <Enviados /> },
        ]}
      />
    </Card>
  );
}
