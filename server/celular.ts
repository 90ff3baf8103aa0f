import "server-only";
import { headers } from "next/headers";
import { userAgentFromString } from "next/server";

/**
 * Whether the page is asked for by a phone, as its browser says (the client hint, else the user agent): a guess
 * at the screen for the parts whose server HTML only costs time where it is wrong (`.so-computador` parts, which
 * a phone hides and then drops). Layout itself stays CSS's to decide.
 */
export async function pedidoDeCelular(): Promise<boolean> {
  const cabecalhos = await headers();
  const dica = cabecalhos.get("sec-ch-ua-mobile");
  if (dica) return dica === "?1";
  return userAgentFromString(cabecalhos.get("user-agent") ?? undefined).device.type === "mobile";
}
