"use client";
import { formatDias, formatNumero } from "@/lib/format";
import { Grafico, type Serie } from "./grafico";

type Situacao = { codigo: string; descricao: string };

/**
 * One bar per state of a workflow (a request's status, a proposal's or an invoice's state) in the state's
 * colour, each opening the list of that state (`link`).
 */
export function PorSituacao({
  titulo,
  vazio,
  itens,
  link,
  rotulo = "Solicitações",
  formatar = formatNumero,
}: {
  titulo: string;
  vazio: string;
  itens: (Situacao & { cor: string; valor: number })[];
  link: (codigo: string) => string;
  /** What the bars count, the table's column. */
  rotulo?: string;
  formatar?: (valor: number) => string;
}) {
  return (
    <Grafico
      titulo={titulo}
      eixo="Situação"
      vazio={vazio}
      formatar={formatar}
      series={[{ chave: "valor", rotulo, cor: "#11488f" }]}
      linhas={itens.map((i) => ({
        chave: i.codigo,
        rotulo: i.descricao,
        cor: i.cor,
        valores: { valor: i.valor },
        links: { valor: link(i.codigo) },
      }))}
    />
  );
}

/**
 * Days per status, side by side (a median beside a maximum or a 90th percentile), the row saying how many
 * requests or stays it measures; each opens the queue of that status (`link`).
 */
export function DiasPorSituacao({
  titulo,
  vazio,
  series,
  itens,
  link,
}: {
  titulo: string;
  vazio: string;
  series: Serie[];
  itens: (Situacao & { total: number; dias: Record<string, number> })[];
  link: (codigo: string) => string;
}) {
  return (
    <Grafico
      titulo={titulo}
      eixo="Situação"
      vazio={vazio}
      formatar={formatDias}
      ladoALado
      series={series}
      linhas={itens.map((i) => ({
        chave: i.codigo,
        rotulo: `${i.descricao} (${formatNumero(i.total)})`,
        valores: i.dias,
        links: Object.fromEntries(series.map((s) => [s.chave, link(i.codigo)])),
      }))}
    />
  );
}
