"use client";
import { useRouter } from "next/navigation";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCompacto } from "@/lib/format";
import type { DadosDoGrafico } from "./grafico";

/**
 * Horizontal bars (recharts, loaded only by the dashboards): one coloured bar per row with one series, or
 * the series stacked in each row. A click on a bar opens the list it counts. Hidden from screen readers
 * and the keyboard: the table beside it reads, and links, instead.
 */
export default function GraficoBarras({ series, linhas, formatar, ladoALado }: DadosDoGrafico) {
  const router = useRouter();
  const dados = linhas.map((l) => ({ rotulo: l.rotulo, ...l.valores }));
  const abrir = (serie: string) => (_: unknown, indice: number) => {
    const href = linhas[indice]?.links[serie];
    if (href) router.push(href);
  };
  const varias = series.length > 1;
  const empilhado = varias && !ladoALado;
  return (
    // As tall as the place Grafico holds for it (alturaDoGrafico).
    <div aria-hidden="true" style={{ width: "100%", height: "100%" }}>
      <ResponsiveContainer>
        <BarChart
          data={dados}
          layout="vertical"
          margin={{ top: 4, right: 16, left: 0, bottom: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickFormatter={formatCompacto} />
          <YAxis
            type="category"
            dataKey="rotulo"
            width={112}
            tick={{ fontSize: 12 }}
            tickFormatter={(v: string) => (v.length > 16 ? `${v.slice(0, 15)}…` : v)}
          />
          <Tooltip formatter={(v, nome) => [formatar(Number(v)), nome]} />
          {varias && <Legend />}
          {series.map((s) => (
            <Bar
              key={s.chave}
              dataKey={s.chave}
              name={s.rotulo}
              stackId={empilhado ? "pilha" : undefined}
              fill={s.cor}
              cursor="pointer"
              onClick={abrir(s.chave)}
            >
              {!varias && linhas.map((l) => <Cell key={l.chave} fill={l.cor ?? s.cor} />)}
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
