// E-mail (issue 47 item 4): messages written as the outbox's consumer, by a link sent to an address and
// by the daily digest; sent afterwards, outside any transaction, through the HUB_EMAIL driver.
export { EMAIL } from "./consumidor";
export { arquivo, driverDeEmail, smtp, type DriverEmail } from "./driver";
export { enviarFila, MAX_TENTATIVAS } from "./envio";
export { enviarLink, EnvioDeLinkBody, escreverEmail, LinkEnviadoSchema, type TipoLink } from "./fila";
export { fazerResumos } from "./resumo";
export { correio } from "./correio";
export { emailRoutes } from "./routes";
