// Calendar days as São Paulo sees them, for the browser and the server alike (a staff member abroad, a
// server in UTC): the portal's dates are the programme's, not the device's.

/** Today in São Paulo as AAAA-MM-DD: a request sent at 22:00 on 31/12 still belongs to that day and year. */
export const hojeEmSaoPaulo = (now: Date = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
