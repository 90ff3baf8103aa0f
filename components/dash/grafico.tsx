"use client";
import { useId, useState, type CSSProperties } from "react";
import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";
import { Checkbox } from "antd";
import { EsqueletoDeBloco } from "@/components/ui/esqueleto";
import { Vazio } from "@/components/ui/vazio";
import { useVisivel } from "@/hooks/use-visivel";

/** A series of a chart: one bar per row, or one part of each row's stacked bar. */
export type Serie = { chave: string; rotulo: string; cor: string };

/** A row of a chart: its label, its value per series and the list each value counts. */
export type LinhaDoGrafico = {
  chave: string | number;
  rotulo: string;
  /** The bar's colour when there is one series (a status paints its own). */
  cor?: string;
  valores: Record<string, number>;
  links: Record<string, string | undefined>;
};

export type DadosDoGrafico = {
  series: Serie[];
  linhas: LinhaDoGrafico[];
  formatar: (valor: number) => string;
  /** Several series side by side (a median and a maximum) instead of stacked (parts of a whole). */
  ladoALado?: boolean;
};

const ALTURA_DA_BARRA = 36;
/** The chart's height, held by its place before it draws, so nothing under it moves when it does. */
const alturaDoGrafico = ({ linhas, series, ladoALado }: DadosDoGrafico) =>
  48 + linhas.length * ALTURA_DA_BARRA * (ladoALado ? series.length : 1);

// The chart library is loaded by the dashboards only, so no other page's JavaScript grows with it.
const GraficoBarras = dynamic(() => import("./grafico-barras"), {
  ssr: false,
  loading: () => <EsqueletoDeBloco altura={ALTURA_DA_BARRA} />,
});

const CELULA: CSSProperties = { padding: "4px 8px", borderBottom: "1px solid #f0f0f0", textAlign: "left" };
const NUMERO: CSSProperties = { ...CELULA, textAlign: "right", whiteSpace: "nowrap" };

/** The chart's figures as a table: what screen readers read, and anyone may show instead of the chart. */
function TabelaDoGrafico({
  titulo,
  eixo,
  visivel,
  series,
  linhas,
  formatar,
}: DadosDoGrafico & { titulo: string; eixo: string; visivel: boolean }) {
  return (
    // Hidden, the wrapper clips it: a table is never narrower than its content, whatever its own width.
    <div className={visivel ? undefined : "sr-only"}>
      <table style={{ width: "100%", borderCollapse: "collapse" }}>
        <caption style={{ textAlign: "left", fontWeight: 600, paddingBottom: 4 }}>{titulo}</caption>
        <thead>
          <tr>
            <th scope="col" style={CELULA}>
              {eixo}
            </th>
            {series.map((s) => (
              <th key={s.chave} scope="col" style={NUMERO}>
                {s.rotulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {linhas.map((l) => (
            <tr key={l.chave}>
              <th scope="row" style={{ ...CELULA, fontWeight: 400 }}>
                {l.rotulo}
              </th>
              {series.map((s) => {
                const href = l.links[s.chave];
                const valor = formatar(l.valores[s.chave] ?? 0);
                return (
                  <td key={s.chave} style={NUMERO}>
                    {/* Hidden, the table is for screen readers: its links are no keyboard stop of sighted users. */}
                    {href ? (
                      <Link href={href} tabIndex={visivel ? undefined : -1}>
                        {valor}
                      </Link>
                    ) : (
                      valor
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A dashboard chart with its table: bars that open the list each one counts, the same figures as a table
 * for screen readers, shown instead of the chart on request; an empty state when there is nothing to draw.
 */
export function Grafico({
  titulo,
  eixo,
  vazio,
  ...dados
}: DadosDoGrafico & {
  /** What the chart shows: the table's caption. */
  titulo: string;
  /** What its rows are (Situação, Unidade…): the table's first column. */
  eixo: string;
  vazio: string;
}) {
  const [tabela, setTabela] = useState(false);
  const id = useId();
  // Drawn once near the screen: a dashboard's charts are below its cards on a phone, and drawing them all while
  // the page hydrated (recharts, several charts) blocked its main thread for seconds.
  const [lugar, visivel] = useVisivel<HTMLDivElement>();
  const total = dados.linhas.reduce(
    (soma, l) => soma + dados.series.reduce((s, serie) => s + Math.abs(l.valores[serie.chave] ?? 0), 0),
    0,
  );
  if (total === 0) return <Vazio>{vazio}</Vazio>;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={`${id}-titulo`}>
      <figcaption id={`${id}-titulo`} className="sr-only">
        {titulo}
      </figcaption>
      <Checkbox
        checked={tabela}
        onChange={(e) => setTabela(e.target.checked)}
        aria-label={`Ver como tabela: ${titulo}`}
        style={{ marginBottom: 8 }}
      >
        Ver como tabela
      </Checkbox>
      {!tabela && (
        <div ref={lugar} style={{ height: alturaDoGrafico(dados) }}>
          {visivel ? (
            <GraficoBarras {...dados} />
          ) : (
            <EsqueletoDeBloco parado altura={alturaDoGrafico(dados)} />
          )}
        </div>
      )}
      <TabelaDoGrafico titulo={titulo} eixo={eixo} visivel={tabela} {...dados} />
    </figure>
  );
}
