import { formatDate } from "@/lib/format";
import type { Projeto } from "@/services/projeto";

export const periodo = (p: Projeto) =>
  p.dta_inicio ? `${formatDate(p.dta_inicio)} a ${formatDate(p.dta_fim) || "—"}` : "A definir";
