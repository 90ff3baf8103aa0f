// E-mail (issue 47 item 4): messages written (server/lib/email) as the outbox's consumer, by a link sent to an
// address and by the daily digest; sent afterwards, outside any transaction, through the HUB_EMAIL driver; and
// what administrators see of them.
export { EMAIL } from "./consumidor";
export { arquivo, driverDeEmail, smtp, type DriverEmail } from "./driver";
export { enviarEmail, enviarFila, MAX_TENTATIVAS } from "./envio";
export { fazerResumos } from "./resumo";
export { correio } from "./correio";
export { emailRoutes } from "./routes";
export { historicoDoEmail, listarEmails, reenviarAgora, SITUACOES_EMAIL } from "./admin";
