"use client";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/**
 * A consumer's last 30 days (recharts, loaded only by the integration panel): deliveries and failed attempts
 * per day, stacked. Hidden from screen readers: the numbers beside it read instead.
 */
export default function GraficoDias({
  serie,
}: {
  serie: { dia: string; entregues: number; falhas: number }[];
}) {
  const dados = serie.map((d) => ({ ...d, rotulo: `${d.dia.slice(8, 10)}/${d.dia.slice(5, 7)}` }));
  return (
    <div aria-hidden="true" style={{ width: "100%", height: 180 }}>
      <ResponsiveContainer>
        <BarChart data={dados} margin={{ top: 4, right: 8, left: -16, bottom: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="rotulo" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="entregues" name="Entregues" stackId="d" fill="#389e0d" />
          <Bar dataKey="falhas" name="Falhas" stackId="d" fill="#cf1322" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
