"use client";
import { useState } from "react";
import dayjs, { type Dayjs } from "dayjs";
import { Badge, Button, Col, DatePicker, Form, Input, Radio, Row, Select } from "antd";
import { capitalizeWords } from "@/lib/format";
import { useClientes, useConsultores, useListaSimples, useSubstatusSolicitacao } from "@/services/listagem";
import type { FilaParams, StatusTotal, TipoSolicitacao } from "@/services/solicitacao-interno";
import { semLista } from "./sem-lista";
import { TIPO_LABELS } from "./textos";

const TIPOS = Object.entries(TIPO_LABELS).map(([value, label]) => ({ value, label }));

const DIA = "YYYY-MM-DD";

/** Status chips with their counts over the other filters, so staff see where the work is at a glance. */
function StatusChips({
  status,
  totais,
  onChange,
}: {
  status?: string;
  totais: StatusTotal[];
  onChange: (m: FilaParams) => void;
}) {
  const todas = totais.reduce((soma, t) => soma + t.total, 0);
  return (
    <Radio.Group
      aria-label="Situação"
      optionType="button"
      value={status ?? ""}
      style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}
      onChange={(e) => onChange({ status: e.target.value || undefined, substatus: undefined })}
      options={[
        { value: "", label: `Todas (${todas})` },
        ...totais.map((t) => ({
          value: t.codigo,
          label: <Badge color={t.cor} text={`${t.descricao} (${t.total})`} />,
        })),
      ]}
    />
  );
}

export function FilaFiltros({
  filtros,
  totais,
  onChange,
  onLimpar,
}: {
  filtros: FilaParams;
  totais: StatusTotal[];
  onChange: (m: FilaParams) => void;
  onLimpar: () => void;
}) {
  const [buscaEmpresa, setBuscaEmpresa] = useState<string>();
  const substatus = useSubstatusSolicitacao(filtros.status);
  const servicos = useListaSimples("servicos");
  const gestores = useListaSimples("gestores");
  const consultores = useConsultores({ page_size: 100 });
  const clientes = useClientes({ search: buscaEmpresa, page_size: 50 });
  const periodo: [Dayjs, Dayjs] | null =
    filtros.min_date && filtros.max_date ? [dayjs(filtros.min_date), dayjs(filtros.max_date)] : null;

  return (
    <>
      <StatusChips status={filtros.status} totais={totais} onChange={onChange} />
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col xs={24} md={12} lg={8}>
            <Form.Item label="Buscar" htmlFor="fila-buscar">
              <Input.Search
                // Remounted when the URL's term changes (clear filters, back button), since it is uncontrolled.
                key={filtros.search ?? ""}
                id="fila-buscar"
                placeholder="Número, serviço, empresa ou CNPJ"
                defaultValue={filtros.search}
                allowClear
                onSearch={(v) => onChange({ search: v.trim() || undefined })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Etapa" htmlFor="fila-substatus">
              <Select
                id="fila-substatus"
                allowClear
                placeholder="Todas as etapas"
                value={filtros.substatus}
                loading={substatus.isPending}
                notFoundContent={semLista(substatus)}
                options={substatus.data?.map((s) => ({ value: s.codigo, label: s.descricao }))}
                onChange={(v?: string) => onChange({ substatus: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Serviço" htmlFor="fila-servico">
              <Select
                id="fila-servico"
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                placeholder="Todos os serviços"
                value={filtros.servico}
                loading={servicos.isPending}
                notFoundContent={semLista(servicos)}
                options={servicos.data?.results.map((s) => ({
                  value: s.id,
                  label: capitalizeWords(s.descricao),
                }))}
                onChange={(v?: number) => onChange({ servico: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Empresa" htmlFor="fila-empresa">
              <Select
                id="fila-empresa"
                allowClear
                // The client list is long: searched on the server, 50 at a time (SPEC §9).
                showSearch={{ filterOption: false, onSearch: (v) => setBuscaEmpresa(v || undefined) }}
                placeholder="Todas as empresas"
                value={filtros.empresa}
                loading={clientes.isFetching}
                notFoundContent={semLista(clientes)}
                options={clientes.data?.results.map((c) => ({
                  value: c.id,
                  label: `${capitalizeWords(c.nomefantasia)} (${c.cnpj_mask ?? c.cpf_mask ?? ""})`,
                }))}
                onChange={(v?: number) => onChange({ empresa: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Gestor responsável" htmlFor="fila-gestor">
              <Select
                id="fila-gestor"
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                placeholder="Todos os gestores"
                value={filtros.gestor}
                loading={gestores.isPending}
                notFoundContent={semLista(gestores)}
                options={gestores.data?.results.map((g) => ({
                  value: g.id,
                  label: capitalizeWords(g.descricao),
                }))}
                onChange={(v?: number) => onChange({ gestor: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Consultor" htmlFor="fila-consultor">
              <Select
                id="fila-consultor"
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                placeholder="Todos os consultores"
                value={filtros.consultor}
                loading={consultores.isPending}
                notFoundContent={semLista(consultores)}
                options={consultores.data?.results.map((c) => ({
                  value: c.id,
                  label: capitalizeWords(`${c.nome} ${c.sobrenome}`),
                }))}
                onChange={(v?: number) => onChange({ consultor: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Origem" htmlFor="fila-tipo">
              <Select
                id="fila-tipo"
                allowClear
                placeholder="Todas as origens"
                value={filtros.tipo}
                options={TIPOS}
                onChange={(v?: TipoSolicitacao) => onChange({ tipo: v })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Enviada entre" htmlFor="fila-periodo">
              <DatePicker.RangePicker
                id={{ start: "fila-periodo" }}
                format="DD/MM/YYYY"
                value={periodo}
                style={{ width: "100%" }}
                onChange={(datas) =>
                  onChange({ min_date: datas?.[0]?.format(DIA), max_date: datas?.[1]?.format(DIA) })
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8} style={{ display: "flex", alignItems: "end" }}>
            <Form.Item>
              <Button onClick={onLimpar}>Limpar filtros</Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </>
  );
}
