import { clearToken } from "./token-cookie";

/**
 * Signs out of the Hub and goes to `callbackUrl`: the token goes at once, and next-auth's client, which ends the
 * session on the server, loads only now. Every signed-in page would otherwise evaluate it while hydrating (issue
 * 10: about 90 ms of a phone's main thread), for a button pressed once a session.
 */
export async function sair(callbackUrl: string): Promise<void> {
  clearToken();
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl });
}
