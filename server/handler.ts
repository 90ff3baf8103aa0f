import "server-only";
import { env } from "@/lib/env";
import { API_BASE, createApp } from "./app";
import { getDb, ouvirDb } from "./banco";
import { criarCentral } from "./modules/notificacao";
import { relogio } from "./lib/relogio";

// Headers that describe one hop, not the message; forwarding them would confuse the next hop.
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"];

/** Passes a call to the external Hub API of HUB_API_URL unchanged, path and query included. */
export async function passThrough(req: Request, base: string): Promise<Response> {
  const url = new URL(req.url);
  const target = base.replace(/\/$/, "") + url.pathname.slice(API_BASE.length) + url.search;
  const headers = new Headers(req.headers);
  for (const h of HOP_BY_HOP) headers.delete(h);
  const hasBody = !["GET", "HEAD"].includes(req.method);
  try {
    const res = await fetch(target, {
      method: req.method,
      headers,
      body: hasBody ? await req.arrayBuffer() : undefined,
      redirect: "manual",
    });
    const out = new Headers(res.headers);
    for (const h of [...HOP_BY_HOP, "content-encoding"]) out.delete(h);
    return new Response(res.body, { status: res.status, headers: out });
  } catch {
    return Response.json(
      { detail: "A API do Hub não respondeu. Tente novamente em instantes." },
      { status: 502 },
    );
  }
}

const now = relogio(env.HUB_RELOGIO_ARQUIVO);
// Every 5 s: the deadline alerts, and any event a change did not deliver (another instance's, a retry).
const ENTREGA_MS = 5_000;

const app = env.HUB_API_URL
  ? null
  : createApp({
      db: getDb,
      now,
      central: criarCentral({ db: getDb, now, ouvir: ouvirDb, intervaloMs: ENTREGA_MS }),
      proxies: env.HUB_TRUSTED_PROXIES,
      segredo: env.NEXTAUTH_SECRET ?? "",
    });

export function handleHub(req: Request): Response | Promise<Response> {
  return app ? app.fetch(req) : passThrough(req, env.HUB_API_URL!);
}
