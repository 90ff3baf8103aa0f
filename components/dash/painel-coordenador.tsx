"use client";
import type { Lida } from "@/services/api";
import { Link } from "@/components/ui/link";
import { Paragrafo } from "@/components/ui/texto";
import { formatDate, formatNumero, formatPercent } from "@/lib/format";
import { STATUS_CONTRATADO, STATUS_EM_ANDAMENTO } from "@/lib/regras/solicitacao";
import { useDashCoordenador, type DashCoordenador } from "@/services/dash";
import { ACargoDaEquipe, CentrosDoPainel, FilaPorSituacao, PrazosDaEquipe } from "./equipe";
import { Grafico, type Serie } from "./grafico";
import { linkFila } from "./links";
import { DiasPorSituacao, PorSituacao } from "./por-situacao";
import { Grade, Painel, Secao } from "./secao";

type Grupo = DashCoordenador["unidades"][number];

/** Open requests of each unit or manager, stacked by status; each part opens the queue so filtered. */
function PorGrupo({
  titulo,
  eixo,
  grupos,
  series,
  filtro,
}: {
  titulo: string;
  eixo: string;
  grupos: Grupo[];
  series: Serie[];
  filtro: "unidade" | "gestor";
}) {
  return (
    <Secao titulo={titulo}>
      <Grafico
        titulo={`${titulo}: solicitações em andamento por situação`}
        eixo={eixo}
        vazio="Nenhuma solicitação em andamento."
        formatar={formatNumero}
        series={series}
        linhas={grupos.map((g) => ({
          chave: g.id,
          rotulo: g.nome,
          valores: Object.fromEntries(g.status.map((s) => [s.codigo, s.total])),
          links: Object.fromEntries(
            series.map((s) => [s.chave, linkFila({ [filtro]: g.id, status: s.chave })]),
          ),
        }))}
      />
    </Secao>
  );
}

/** Where the requests of the last year are now, and the share that became contracts. */
function Conversao({ conversao }: { conversao: DashCoordenador["conversao"] }) {
  const contratadas = conversao.status
    .filter((s) => STATUS_CONTRATADO.includes(s.codigo))
    .reduce((soma, s) => soma + s.total, 0);
  const desde = conversao.desde;
  return (
    <Secao
      titulo="Da solicitação ao contrato"
      extra={<Link href={linkFila({ min_date: desde })}>Ver as {formatNumero(conversao.total)}</Link>}
    >
      <Paragrafo>
        Das {formatNumero(conversao.total)} solicitações enviadas desde {formatDate(`${desde}T12:00:00`)},{" "}
        <strong>
          {formatPercent(conversao.total ? (100 * contratadas) / conversao.total : 0)} viraram contrato
        </strong>{" "}
        (em execução ou finalizadas).
      </Paragrafo>
      <PorSituacao
        titulo={`Solicitações enviadas desde ${formatDate(`${desde}T12:00:00`)}, por situação atual`}
        vazio="Nenhuma solicitação enviada no último ano."
        itens={conversao.status.map((st) => ({ ...st, valor: st.total }))}
        link={(status) => linkFila({ min_date: desde, status })}
      />
    </Secao>
  );
}

/** Median and 90th percentile of the days spent in each status, over the latest stays ended in 90 days. */
function DiasPorEtapa({ etapas }: { etapas: DashCoordenador["etapas"] }) {
  return (
    <Secao titulo="Dias por etapa">
      <DiasPorSituacao
        titulo="Dias em cada situação, nas últimas etapas concluídas (até 2.000, dos últimos 90 dias)"
        vazio="Nenhuma etapa concluída nos últimos 90 dias."
        series={[
          { chave: "mediana", rotulo: "Mediana", cor: "#11488f" },
          { chave: "p90", rotulo: "9 em cada 10 até", cor: "#d46b08" },
        ]}
        itens={etapas.map((e) => ({ ...e, dias: { mediana: e.mediana_dias, p90: e.p90_dias } }))}
        link={(status) => linkFila({ status })}
      />
    </Secao>
  );
}

/**
 * The coordinator's dashboard: what waits for the programme's staff, every request by status, per service unit and per manager, the conversion
 * into contracts, the days per stage, the deadlines and the most used cost centres.
 */
export function PainelCoordenador({ servidor }: { servidor?: Lida<"/dash/interno/coordenador/"> }) {
  const query = useDashCoordenador(servidor);
  return (
    <Painel query={query}>
      {(d) => {
        const series = d.fila.status
          .filter((s) => STATUS_EM_ANDAMENTO.includes(s.codigo))
          .map((s) => ({ chave: s.codigo, rotulo: s.descricao, cor: s.cor }));
        return (
          <Grade largas={[0, 7]}>
            <ACargoDaEquipe p={d.pendencias} atrasados={d.prazos.atrasado.total} recorte={{}} />
            <PrazosDaEquipe prazos={d.prazos} recorte={{}} />
            <FilaPorSituacao titulo="Fila do programa" fila={d.fila} recorte={{}} />
            <PorGrupo
              titulo="Por unidade de atendimento"
              eixo="Unidade"
              grupos={d.unidades}
              series={series}
              filtro="unidade"
            />
            <PorGrupo titulo="Por gestor" eixo="Gestor" grupos={d.gestores} series={series} filtro="gestor" />
            <Conversao conversao={d.conversao} />
            <DiasPorEtapa etapas={d.etapas} />
            <CentrosDoPainel titulo="Centros de custo mais usados no ano" centros={d.centros} />
          </Grade>
        );
      }}
    </Painel>
  );
}
