// A proposal's values (DESIGN §5), from what the provider chose, computed alike by the server (what is stored)
// and by the proposal form (what it shows as it is filled): hours per stage
// priced with the hour model (the rate up to `horaLimite` hours in all, the additional rate beyond), the
// travel band's value on each stage with a visit, the subsidy as a percentage of the gross capped at it:
// the programme's share, plus the partners' co-funding the request.
// Money in whole cents, so sums never drift.

export type ModeloHora = { valorHora: number; valorHoraAdicional: number; horaLimite: number };
export type EtapaPedida = { ordem: number; horas: number; visita: boolean };

export type Valores = {
  etapas: (EtapaPedida & { valor: number })[];
  parcelas: { numero: number; etapaOrdem: number; valor: number }[];
  bruto: number;
  /** The whole subsidy, programme's and partners'. */
  subsidio: number;
  /** The partners' part of `subsidio`. */
  subsidioParceiros: number;
  cliente: number;
};

/**
 * Splits `bruto` cents between the programme (`programa`%), the partners (`parceiros`% together) and the
 * client: the programme's share first, the partners' on top, the whole capped at the gross.
 */
export function dividirSubsidio(bruto: number, programa: number, parceiros: number) {
  const doPrograma = Math.min(bruto, Math.round((bruto * programa) / 100));
  const subsidio = Math.min(bruto, Math.round((bruto * (programa + parceiros)) / 100));
  return { subsidio, subsidioParceiros: subsidio - doPrograma, cliente: bruto - subsidio };
}

const centavos = (reais: number) => Math.round(reais * 100);

/**
 * The stages' values, the instalments (equal parts of the gross, the remainder cents on the last, each
 * tied to a stage) and the split between programme and client.
 */
export function calcularValores(x: {
  etapas: EtapaPedida[];
  hora: ModeloHora;
  /** The travel band's value in reais, when a stage has a visit. */
  deslocamento: number | null;
  /** The stage order each instalment is paid on, in instalment order. */
  parcelas: number[];
  porcentagemSubsidio: number;
  /** The partners' percentages together (none by default). */
  porcentagemParceiros?: number;
}): Valores {
  let acumuladas = 0;
  const etapas = [...x.etapas]
    .sort((a, b) => a.ordem - b.ordem)
    .map((e) => {
      const noLimite = Math.max(0, Math.min(e.horas, x.hora.horaLimite - acumuladas));
      acumuladas += e.horas;
      const valor =
        noLimite * centavos(x.hora.valorHora) +
        (e.horas - noLimite) * centavos(x.hora.valorHoraAdicional) +
        (e.visita ? centavos(x.deslocamento ?? 0) : 0);
      return { ...e, valor };
    });
  const bruto = etapas.reduce((soma, e) => soma + e.valor, 0);
  const parte = Math.floor(bruto / x.parcelas.length);
  const parcelas = x.parcelas.map((etapaOrdem, i) => ({
    numero: i + 1,
    etapaOrdem,
    valor: i === x.parcelas.length - 1 ? bruto - parte * (x.parcelas.length - 1) : parte,
  }));
  return {
    etapas,
    parcelas,
    bruto,
    ...dividirSubsidio(bruto, x.porcentagemSubsidio, x.porcentagemParceiros ?? 0),
  };
}

/** Cents as the numeric text the database stores ("1234.50"). */
export const emReais = (valor: number) => (valor / 100).toFixed(2);

/** A proposal's value columns, from its computed values and the percentages they used (the whole shown). */
export const colunasDeValores = (
  v: Pick<Valores, "bruto" | "subsidio" | "subsidioParceiros" | "cliente">,
  p: { porcentagem: number; parceiros: number },
) => ({
  valorBruto: emReais(v.bruto),
  valorSubsidio: emReais(v.subsidio),
  valorSubsidioParceiros: emReais(v.subsidioParceiros),
  valorCliente: emReais(v.cliente),
  percentualSubsidio: Math.min(100, p.porcentagem + p.parceiros).toFixed(2),
});
