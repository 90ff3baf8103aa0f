"use client";
import { useState } from "react";
import Link from "next/link";
import { useSession } from "next-auth/react";
import { Card, Checkbox, Input, Select, Space } from "antd";
import { capitalizeWords, formatDate, fullName } from "@/lib/format";
import { GESTAO, hasAnyRole, hasRole } from "@/lib/roles";
import { useSubstatusSolicitacao } from "@/services/listagem";
import { useProjetosConsultor, type Projeto, type ProjetosParams } from "@/services/projeto";
import { StatusTag } from "@/components/solicitacao/status-tag";
import { semLista } from "@/components/ui/lista-indisponivel";
import { PagedTable } from "@/components/ui/paged-table";
import { usePagination } from "@/hooks/use-pagination";

export const periodo = (p: Projeto) =>
  p.dta_inicio ? `${formatDate(p.dta_inicio)} a ${formatDate(p.dta_fim) || "—"}` : "A definir";

/** Projects consultants follow: their own (consultants) or every one (managers). */
export function ProjetosConsultor() {
  const { data: session } = useSession();
  const [search, setSearch] = useState<string>();
  const [status, setStatus] = useState<ProjetosParams["status"]>();
  const [meus, setMeus] = useState(false);
  const substatus = useSubstatusSolicitacao();
  const pagination = usePagination();
  const query = useProjetosConsultor({
    search,
    status,
    consultor: meus ? session?.user.id : undefined,
    ...pagination.params,
  });
  const filtrado = Boolean(search || status || meus);
  // Consultant-only users see just their own projects already; managers who also consult may narrow to theirs.
  const escolheMeus = hasRole(session?.user, "consultor") && hasAnyRole(session?.user, GESTAO);

  return (
    <Card title="Projetos">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Buscar projetos"
          placeholder="Número, serviço ou empresa"
          allowClear
          onSearch={(v) => {
            setSearch(v.trim() || undefined);
            pagination.reset();
          }}
          style={{ width: 300 }}
        />
        <Select
          aria-label="Filtrar por situação"
          placeholder="Todas as situações"
          allowClear
          value={status}
          loading={substatus.isPending}
          notFoundContent={semLista(substatus)}
          onChange={(v?: ProjetosParams["status"]) => {
            setStatus(v);
            pagination.reset();
          }}
          options={substatus.data?.map((s) => ({ value: s.codigo, label: s.descricao }))}
          style={{ width: 240 }}
        />
        {escolheMeus && (
          <Checkbox
            checked={meus}
            onChange={(e) => {
              setMeus(e.target.checked);
              pagination.reset();
            }}
          >
            Somente vinculados a mim
          </Checkbox>
        )}
      </Space>
      <PagedTable<Projeto>
        query={query}
        pagination={pagination}
        erro="Não foi possível carregar os projetos."
        total={(total) => `${total} projeto(s)`}
        locale={{ emptyText: filtrado ? "Nenhum projeto encontrado." : "Nenhum projeto para acompanhar." }}
        columns={[
          {
            title: "Projeto",
            dataIndex: "nroprojeto",
            render: (nro: string, p) => <Link href={`/interno/consultor/projetos/${p.id}`}>{nro}</Link>,
          },
          { title: "Solicitação", render: (_, p) => p.solicitacao.nrosolicitacao },
          { title: "Serviço", render: (_, p) => capitalizeWords(p.modelooferta.titulo) },
          { title: "Empresa", render: (_, p) => capitalizeWords(p.empresa_label) },
          { title: "Prestador", render: (_, p) => capitalizeWords(p.prestador.nomefantasia) },
          { title: "Consultor", render: (_, p) => fullName(p.consultor) || "—" },
          { title: "Situação", render: (_, p) => <StatusTag substatus={p.solicitacao.substatus} /> },
          { title: "Período", render: (_, p) => periodo(p) },
        ]}
      />
    </Card>
  );
}
