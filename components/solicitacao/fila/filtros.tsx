"use client";
import dayjs, { type Dayjs } from "dayjs";
import { useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { comAntd } from "@/components/tema";
import type { SelectProps } from "antd";
import { FilterOutlined } from "@ant-design/icons";
import { capitalizeWords, fullName } from "@/lib/format";
import {
  useClientes,
  useConsultores,
  useListaSimples,
  opcoesDeStatus,
  useSubstatusSolicitacao,
  type ItemSimples,
} from "@/services/listagem";
import type { Page } from "@/services/api";
import type { FilaParams, StatusTotal } from "@/services/solicitacao-interno";
import { Escolhas } from "@/components/ui/escolhas";
import { EsqueletoDeBloco } from "@/components/ui/esqueleto";
import { Filtro } from "@/components/ui/filtro";
import { Periodo } from "@/components/ui/periodo";
import { SelectAdiado, type ListaDoSelect } from "@/components/ui/select-adiado";
import { BuscaDaLista } from "@/components/ui/lista-paginada";
import { useBusca } from "@/hooks/use-busca";
import { TIPO_LABELS } from "../tipo";
import type { PrazoFila } from "@/lib/regras/solicitacao";
import { useUnidadesOpcoes } from "@/services/unidade-atendimento";
import { useMobile } from "@/hooks/use-mobile";

const carregarGaveta = () => comAntd(import("antd/es/drawer").then((m) => m.default));
// antd's Drawer loads when its button is first pointed at, focused or pressed: only phones have that button.
const Gaveta = dynamic(carregarGaveta, { ssr: false });

const TIPOS = Object.entries(TIPO_LABELS).map(([value, label]) => ({ value, label }));

/** A deadline owed by someone: a round of proposals, a diagnostic or a stage. */
const PRAZOS: { value: PrazoFila; label: string }[] = [
  { value: "semana", label: "Vence até domingo" },
  { value: "atrasado", label: "Atrasado" },
];

/** Whether the client has evaluated the service: evaluated requests wait for staff to finish them. */
const AVALIACOES: { value: "true" | "false"; label: string }[] = [
  { value: "true", label: "Avaliadas pelo cliente" },
  { value: "false", label: "Ainda sem avaliação" },
];

const DIA = "YYYY-MM-DD";

/** The filters chosen in a select; each is sent as the query parameter of the same name. */
type CampoSelect =
  "substatus" | "servico" | "empresa" | "gestor" | "consultor" | "tipo" | "unidade" | "prazo" | "avaliada";

/** Short lists loaded whole are searched among their options, by label. */
const ENTRE_AS_OPCOES = { optionFilterProp: "label" };

const opcoesSimples = (page: Page<ItemSimples> | null | undefined) =>
  page?.results.map((i) => ({ value: i.id, label: capitalizeWords(i.descricao) }));

/**
 * Status chips with their counts over the other filters, so staff see where the work is at a glance: radios
 * drawn as antd's outline radio buttons (`.escolhas`), each status with its colour's dot.
 */
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
  if (!totais) return <EsqueletoDeBloco altura={32} largura={[96, 150, 150, 130]} className="escolhas" />;
  const todas = totais.reduce((soma, t) => soma + t.total, 0);
  return (
    <Escolhas
      rotulo="Situação"
      valor={status ?? ""}
      aoMudar={(codigo) => onChange({ status: codigo || undefined, substatus: undefined })}
      opcoes={[
        { valor: "", rotulo: `Todas (${todas})` },
        ...totais.map((t) => ({
          valor: t.codigo,
          rotulo: (
            <span className="com-ponto">
              <span className="ponto" style={{ background: t.cor }} />
              {`${t.descricao} (${t.total})`}
            </span>
          ),
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
  // A select's options are read when it is first pointed at, focused or pressed, or at once when the URL gave it a
  // value (its label): eight lists read with the page were eight calls and redraws while a phone hydrated it.
  const [pedidos, setPedidos] = useState<ReadonlySet<CampoSelect>>(new Set());
  const pedir = (campo: CampoSelect) => {
    if (!pedidos.has(campo)) setPedidos(new Set(pedidos).add(campo));
  };
  const ler = (campo: CampoSelect) => ({ enabled: pedidos.has(campo) || filtros[campo] !== undefined });
  const substatus = useSubstatusSolicitacao(filtros.status, ler("substatus"));
  const servicos = useListaSimples("servicos", {}, ler("servico"));
  const gestores = useListaSimples("gestores", {}, ler("gestor"));
  const consultores = useConsultores({ page_size: 100 }, ler("consultor"));
  const clientes = useClientes({ search: buscaEmpresa, page_size: 50 }, ler("empresa"));
  const unidades = useUnidadesOpcoes(ler("unidade"));
  const periodo: [Dayjs, Dayjs] | null =
    filtros.min_date && filtros.max_date ? [dayjs(filtros.min_date), dayjs(filtros.max_date)] : null;

  /** One labelled, clearable select of the row; when `lista` (its options' query) failed, it says so. */
  const select = (
    campo: CampoSelect,
    label: string,
    placeholder: string,
    props: SelectProps<string | number> & { lista?: ListaDoSelect },
  ) => (
    <Filtro id={`fila-${campo}`} rotulo={label}>
      <SelectAdiado
        id={`fila-${campo}`}
        allowClear
        placeholder={placeholder}
        value={filtros[campo]}
        onChange={(v?: string | number) => onChange({ [campo]: v })}
        aoAlcancar={() => pedir(campo)}
        style={{ width: "100%" }}
        {...props}
      />
    </Filtro>
  );

  return (
    <>
      <StatusChips status={filtros.status} totais={totais} onChange={onChange} />
      <div className="filtros">
        <Filtro id="fila-buscar" rotulo="Buscar" className="filtros-busca">
          <BuscaDaLista
            id="fila-buscar"
            placeholder="Número, serviço, empresa ou CNPJ"
            valor={filtros.search}
            onBuscar={(termo) => onChange({ search: termo })}
          />
        </Filtro>
        {select("substatus", "Etapa", "Todas as etapas", {
          lista: substatus,
          options: opcoesDeStatus(substatus.data),
        })}
        {select("servico", "Serviço", "Todos os serviços", {
          lista: servicos,
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
          showSearch: ENTRE_AS_OPCOES,
          options: opcoesSimples(gestores.data),
        })}
        {select("consultor", "Consultor", "Todos os consultores", {
          lista: consultores,
          showSearch: ENTRE_AS_OPCOES,
          options: consultores.data?.results.map((c) => ({ value: c.id, label: fullName(c) })),
        })}
        {select("tipo", "Origem", "Todas as origens", { options: TIPOS })}
        {select("unidade", "Unidade de atendimento", "Todas as unidades", {
          lista: unidades,
          showSearch: ENTRE_AS_OPCOES,
          options: unidades.data?.map((u) => ({ value: u.id, label: capitalizeWords(u.descricao) })),
        })}
        {select("prazo", "Prazo", "Qualquer prazo", { options: PRAZOS })}
        {select("avaliada", "Avaliação do cliente", "Com ou sem avaliação", { options: AVALIACOES })}
        <Filtro id="fila-periodo" rotulo="Enviada entre">
          <Periodo
            id={{ start: "fila-periodo" }}
            format="DD/MM/YYYY"
            value={periodo}
            style={{ width: "100%" }}
            onChange={(datas) =>
              onChange({ min_date: datas?.[0]?.format(DIA), max_date: datas?.[1]?.format(DIA) })
            }
          />
        </Filtro>
        <div className="filtros-acoes">
          <button type="button" className="botao" onClick={onLimpar}>
            Limpar filtros
          </button>
        </div>
      </div>
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
  // Once opened the drawer stays mounted, so it closes with its animation.
  const [montada, setMontada] = useState(false);
  const preparar = () => void carregarGaveta();
  return (
    <>
      <button
        type="button"
        className="botao"
        onPointerEnter={preparar}
        onFocus={preparar}
        onClick={() => {
          setMontada(true);
          setAberta(true);
        }}
        style={{ marginBottom: 16 }}
      >
        <FilterOutlined aria-hidden />
        {ativos ? `Filtros (${ativos})` : "Filtros"}
      </button>
      {montada && (
        <Gaveta
          title="Filtros"
          placement="bottom"
          size="85%"
          open={aberta}
          closable={false}
          onClose={() => setAberta(false)}
          extra={
            <button type="button" className="botao" onClick={() => setAberta(false)}>
              Fechar
            </button>
          }
        >
          {children}
        </Gaveta>
      )}
    </>
  );
}
