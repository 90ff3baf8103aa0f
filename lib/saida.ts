import { clearToken } from "./token-cookie";

/**
 * Signs out of the Hub and goes to `callbackUrl`: the token goes at once, and next-auth's client, which ends the
 * session on the server, loads only now. Every signed-in page would otherwise evaluate it while hydrating (issue
 * 10: about 90 ms of a phone's main thread), for a button pressed once a session. When that client cannot load or
 * reach /api/auth (the server is down), the page leaves anyway: "Sair" and a forced sign-out never stay put.
 */
export async function sair(callbackUrl: string): Promise<void> {
  clearToken();
  try {
    const { signOut } = await import("next-auth/react");
    await signOut({ callbackUrl });
  } catch {
    window.location.assign(callbackUrl);
  }
}
