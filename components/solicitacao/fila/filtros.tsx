"use client";
import dayjs, { type Dayjs } from "dayjs";
import { useState, type ReactNode } from "react";
import {
  Badge,
  Button,
  Col,
  Drawer,
  Form,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  type SelectProps,
} from "antd";
import { FilterOutlined } from "@ant-design/icons";
import { capitalizeWords, fullName } from "@/lib/format";
import {
  useClientes,
  useConsultores,
  useListaSimples,
  useSubstatusSolicitacao,
  type ItemSimples,
} from "@/services/listagem";
import type { Page } from "@/services/api";
import type { FilaParams, StatusTotal } from "@/services/solicitacao-interno";
import { semLista } from "@/components/ui/lista-indisponivel";
import { Periodo } from "@/components/ui/periodo";
import { BuscaDaLista } from "@/components/ui/lista-paginada";
import { useBusca } from "@/hooks/use-busca";
import { TIPO_LABELS } from "../tipo";
import type { PrazoFila } from "@/lib/regras/solicitacao";
import { useUnidadesOpcoes } from "@/services/unidade-atendimento";
import { useMobile } from "@/hooks/use-mobile";

const TIPOS = Object.entries(TIPO_LABELS).map(([value, label]) => ({ value, label }));

/** A deadline owed by someone: a round of proposals, a diagnostic or a stage. */
const PRAZOS: { value: PrazoFila; label: string }[] = [
  { value: "semana", label: "Vence até domingo" },
  { value: "atrasado", label: "Atrasado" },
];

const DIA = "YYYY-MM-DD";

/** The filters chosen in a select; each is sent as the query parameter of the same name. */
type CampoSelect =
  "substatus" | "servico" | "empresa" | "gestor" | "consultor" | "tipo" | "unidade" | "prazo";

/** Short lists loaded whole are searched among their options, by label. */
const ENTRE_AS_OPCOES = { optionFilterProp: "label" };

const opcoesSimples = (page: Page<ItemSimples> | null | undefined) =>
  page?.results.map((i) => ({ value: i.id, label: capitalizeWords(i.descricao) }));

/** Status chips with their counts over the other filters, so staff see where the work is at a glance. */
function StatusChips({
  status,
  totais,
  onChange,
}: {
  status?: string;
  /** Undefined while the first page loads: a count of 0 would be a wrong answer, so skeletons stand in. */
  totais: StatusTotal[] | undefined;
  onChange: (m: FilaParams) => void;
}) {
  if (!totais)
    return (
      <Space wrap style={{ marginBottom: 16 }} aria-busy="true">
        {[96, 150, 150, 130].map((largura, i) => (
          <Skeleton.Button key={i} active style={{ width: largura }} />
        ))}
      </Space>
    );
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
  totais: StatusTotal[] | undefined;
  onChange: (m: FilaParams) => void;
  onLimpar: () => void;
}) {
  const [buscaEmpresa, setBuscaEmpresa] = useBusca();
  const substatus = useSubstatusSolicitacao(filtros.status);
  const servicos = useListaSimples("servicos");
  const gestores = useListaSimples("gestores");
  const consultores = useConsultores({ page_size: 100 });
  const clientes = useClientes({ search: buscaEmpresa, page_size: 50 });
  const unidades = useUnidadesOpcoes();
  const periodo: [Dayjs, Dayjs] | null =
    filtros.min_date && filtros.max_date ? [dayjs(filtros.min_date), dayjs(filtros.max_date)] : null;

  /** One labelled, clearable select of the row; when `lista` (its options' query) failed, it says so. */
  const select = (
    campo: CampoSelect,
    label: string,
    placeholder: string,
    { lista, ...props }: SelectProps<string | number> & { lista?: Parameters<typeof semLista>[0] },
  ) => (
    <Col xs={24} sm={12} lg={8}>
      <Form.Item label={label} htmlFor={`fila-${campo}`}>
        <Select<string | number>
          id={`fila-${campo}`}
          allowClear
          placeholder={placeholder}
          value={filtros[campo]}
          notFoundContent={lista && semLista(lista)}
          onChange={(v?: string | number) => onChange({ [campo]: v })}
          {...props}
        />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <StatusChips status={filtros.status} totais={totais} onChange={onChange} />
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          <Col xs={24} md={12} lg={8}>
            <Form.Item label="Buscar" htmlFor="fila-buscar">
              <BuscaDaLista
                id="fila-buscar"
                placeholder="Número, serviço, empresa ou CNPJ"
                valor={filtros.search}
                onBuscar={(termo) => onChange({ search: termo })}
              />
            </Form.Item>
          </Col>
          {select("substatus", "Etapa", "Todas as etapas", {
            lista: substatus,
            loading: substatus.isPending,
            options: substatus.data?.map((s) => ({ value: s.codigo, label: s.descricao })),
          })}
          {select("servico", "Serviço", "Todos os serviços", {
            lista: servicos,
            loading: servicos.isPending,
            showSearch: ENTRE_AS_OPCOES,
            options: opcoesSimples(servicos.data),
          })}
          {select("empresa", "Empresa", "Todas as empresas", {
            lista: clientes,
            loading: clientes.isFetching,
            // The client list is long: searched on the server, 50 at a time (SPEC §9).
            showSearch: { filterOption: false, onSearch: setBuscaEmpresa },
            options: clientes.data?.results.map((c) => ({
              value: c.id,
              label: `${capitalizeWords(c.nomefantasia)} (${c.cnpj_mask ?? c.cpf_mask ?? ""})`,
            })),
          })}
          {select("gestor", "Gestor responsável", "Todos os gestores", {
            lista: gestores,
            loading: gestores.isPending,
            showSearch: ENTRE_AS_OPCOES,
            options: opcoesSimples(gestores.data),
          })}
          {select("consultor", "Consultor", "Todos os consultores", {
            lista: consultores,
            loading: consultores.isPending,
            showSearch: ENTRE_AS_OPCOES,
            options: consultores.data?.results.map((c) => ({ value: c.id, label: fullName(c) })),
          })}
          {select("tipo", "Origem", "Todas as origens", { options: TIPOS })}
          {select("unidade", "Unidade de atendimento", "Todas as unidades", {
            lista: unidades,
            loading: unidades.isPending,
            showSearch: ENTRE_AS_OPCOES,
            options: unidades.data?.map((u) => ({ value: u.id, label: capitalizeWords(u.descricao) })),
          })}
          {select("prazo", "Prazo", "Qualquer prazo", { options: PRAZOS })}
          <Col xs={24} sm={12} lg={8}>
            <Form.Item label="Enviada entre" htmlFor="fila-periodo">
              <Periodo
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

/**
 * The filters on the page on a computer; on a phone behind a "Filtros (n)" button, in a drawer, as eight
 * filters stacked would push the first request a screen down. Both are in the server's page, CSS showing one;
 * once the script knows the screen, only that one stays. The screen is asked here, not by the queue: its
 * answer, right after hydration, redraws the filters only, not the whole table.
 */
export function FiltrosDaTela({ ativos, children }: { ativos: number; children: ReactNode }) {
  const mobile = useMobile();
  return (
    <>
      <div className="so-computador">{mobile !== true && children}</div>
      <div className="so-celular">
        {mobile !== false && <FiltrosNaGaveta ativos={ativos}>{children}</FiltrosNaGaveta>}
      </div>
    </>
  );
}

/** The filters behind a "Filtros (n)" button, in a drawer: on a phone the queue's first row stays in view. */
function FiltrosNaGaveta({ ativos, children }: { ativos: number; children: ReactNode }) {
  const [aberta, setAberta] = useState(false);
  return (
    <>
      <Button
        icon={<FilterOutlined aria-hidden />}
        onClick={() => setAberta(true)}
        style={{ marginBottom: 16 }}
      >
        {ativos ? `Filtros (${ativos})` : "Filtros"}
      </Button>
      <Drawer
        title="Filtros"
        placement="bottom"
        size="85%"
        open={aberta}
        closable={false}
        onClose={() => setAberta(false)}
        extra={<Button onClick={() => setAberta(false)}>Fechar</Button>}
      >
        {children}
      </Drawer>
    </>
  );
}
