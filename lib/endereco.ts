import { createHmac, timingSafeEqual } from "node:crypto";

// The caller's network address, for the sign-in limits. Clients write X-Forwarded-For as they please, so it is
// believed only when the socket's peer is a proxy we trust (DESIGN §3): the loopback (this server's own calls,
// or a proxy on the same machine) and the addresses of HUB_TRUSTED_PROXIES.

/** Set by the server from the socket on every request (server/borda.ts), overwriting any sent by a client. */
export const CABECALHO_PAR = "x-hub-peer";

/**
 * The portal's server signs in on behalf of a browser; it passes that browser's address here, signed with
 * NEXTAUTH_SECRET, since the API sees only the portal's own address (or a proxy's, on whatever path the call
 * takes).
 */
export const CABECALHO_CLIENTE = "x-hub-cliente";
const CABECALHO_ASSINATURA = "x-hub-cliente-assinatura";

const LOOPBACK = ["127.0.0.1", "::1"];

const assinatura = (endereco: string, segredo: string) =>
  createHmac("sha256", segredo).update(endereco).digest("base64url");

/** The headers that carry a browser's address to the API, signed; none without a secret. */
export const enderecoAssinado = (endereco: string, segredo: string | undefined): Record<string, string> =>
  segredo ? { [CABECALHO_CLIENTE]: endereco, [CABECALHO_ASSINATURA]: assinatura(endereco, segredo) } : {};

function enderecoDoPortal(cabecalho: (nome: string) => string | null | undefined, segredo?: string) {
  const endereco = cabecalho(CABECALHO_CLIENTE);
  const recebida = cabecalho(CABECALHO_ASSINATURA);
  if (!segredo || !endereco || !recebida) return undefined;
  const esperada = Buffer.from(assinatura(endereco, segredo));
  const dada = Buffer.from(recebida);
  return dada.length === esperada.length && timingSafeEqual(dada, esperada) ? endereco : undefined;
}

const normalizar = (endereco: string | null | undefined) =>
  endereco?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") || undefined;

/**
 * The address the portal's server vouches for; else the socket's peer; when that peer is trusted, the nearest hop of X-Forwarded-For that is not (each proxy
 * appends the address it saw, so the hops to the right of the first untrusted one are ours).
 */
export function enderecoDoCliente(
  cabecalho: (nome: string) => string | null | undefined,
  proxies: readonly string[],
  segredo?: string,
): string {
  const doPortal = enderecoDoPortal(cabecalho, segredo);
  if (doPortal) return doPortal;
  const par = normalizar(cabecalho(CABECALHO_PAR));
  if (!par) return "desconhecido";
  const confiavel = (e: string) => LOOPBACK.includes(e) || proxies.includes(e);
  if (!confiavel(par)) return par;
  const saltos = (cabecalho("x-forwarded-for") ?? "").split(",").flatMap((e) => normalizar(e) ?? []);
  return saltos.findLast((e) => !confiavel(e)) ?? saltos[0] ?? par;
}
