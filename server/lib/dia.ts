import "server-only";

/** Calendar days as São Paulo sees them: deadlines, date filters and the year in request numbers. */

export const DIA_MS = 24 * 60 * 60 * 1000;

// Brazil has kept UTC−3 all year since daylight saving time ended in 2019, so a day is a fixed UTC span.
const FUSO = "-03:00";

/** Today in São Paulo as AAAA-MM-DD: a request sent at 22:00 on 31/12 still belongs to that day and year. */
export const hojeEmSaoPaulo = (now: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);

/** The first instant of day `dia` (AAAA-MM-DD) in São Paulo. */
export const inicioDoDia = (dia: string) => new Date(`${dia}T00:00:00${FUSO}`);

/** The last millisecond of day `dia` (AAAA-MM-DD) in São Paulo: a deadline that day still meets. */
export const fimDoDia = (dia: string) => new Date(inicioDoDia(dia).getTime() + DIA_MS - 1);
