import "server-only";
import { and, gte, lt, type AnyColumn } from "drizzle-orm";

/** Calendar days as São Paulo sees them: deadlines, date filters and the year in request numbers. */

export const DIA_MS = 24 * 60 * 60 * 1000;

// Brazil has kept UTC−3 all year since daylight saving time ended in 2019, so a day is a fixed UTC span.
const FUSO = "-03:00";

// Shared with the browser, which picks dates in São Paulo too.
export { hojeEmSaoPaulo } from "@/lib/dia";

/** The first instant of day `dia` (AAAA-MM-DD) in São Paulo. */
export const inicioDoDia = (dia: string) => new Date(`${dia}T00:00:00${FUSO}`);

/** The last millisecond of day `dia` (AAAA-MM-DD) in São Paulo: a deadline that day still meets. */
export const fimDoDia = (dia: string) => new Date(inicioDoDia(dia).getTime() + DIA_MS - 1);

/** `coluna` within the days `min_date`..`max_date` (São Paulo), either end optional: a list's date filter. */
export const noPeriodo = (coluna: AnyColumn, f: { min_date?: string; max_date?: string }) =>
  and(
    f.min_date ? gte(coluna, inicioDoDia(f.min_date)) : undefined,
    f.max_date ? lt(coluna, new Date(inicioDoDia(f.max_date).getTime() + DIA_MS)) : undefined,
  );
