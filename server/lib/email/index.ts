// Writing an e-mail (DESIGN §3): in the caller's transaction, for server/modules/email's sender to send once it
// commits. Here, beside the outbox, so any module may write one (a password link) without a loop of imports.
export { enviarLink, EnvioDeLinkBody, escreverEmail, LinkEnviadoSchema, type TipoLink } from "./escrever";
