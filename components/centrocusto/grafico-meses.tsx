"use client";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatBRL, formatCompacto } from "@/lib/format";
import type { Acompanhamento } from "@/services/centrocusto";
import { FIGURAS, PARTES_DO_ORCAMENTO } from "./saldos";
import { MESES } from "@/lib/regras/centrocusto";

/**
 * The follow-up's months as a chart (recharts, loaded only on this page) with the same figures in a table
 * that screen readers read instead: the budget at each month's end, split into the four balances it went into,
 * one stacked bar a month.
 */
export default function GraficoMeses({ meses }: { meses: Acompanhamento["meses"] }) {
  const dados = meses.map((m) => ({ ...m, nome: MESES[m.mes - 1].slice(0, 3) }));
  return (
    <figure style={{ margin: 0 }}>
      <div aria-hidden="true" style={{ width: "100%", height: 300 }}>
        <ResponsiveContainer>
          {/* Hidden from screen readers (the table below reads instead), so not a keyboard stop either. */}
          <BarChart data={dados} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="nome" />
            <YAxis width={64} tickFormatter={(v: number) => `R$ ${formatCompacto(v)}`} />
            <Tooltip formatter={(v, nome) => [formatBRL(Number(v)), nome]} />
            <Legend />
            {PARTES_DO_ORCAMENTO.map((s) => (
              <Bar key={s.chave} dataKey={s.chave} name={s.titulo} stackId="orcamento" fill={s.cor} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The wrapper clips the table: a table is never narrower than its content, whatever its own width. */}
      <div className="sr-only">
        <table>
          <caption>Saldos no fim de cada mês</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              {FIGURAS.map((f) => (
                <th key={f.chave} scope="col">
                  {f.titulo}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {meses.map((m) => (
              <tr key={m.mes}>
                <th scope="row">{MESES[m.mes - 1]}</th>
                {FIGURAS.map((f) => (
                  <td key={f.chave}>{formatBRL(m[f.chave])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
