import { bundleDaReferencia, CSP_DA_REFERENCIA } from "@/server/openapi";

export const runtime = "nodejs";

// GET /api/hub/docs/scalar.js?v= – the reference page's viewer, its version in the address
export async function GET() {
  return new Response(new Uint8Array(await bundleDaReferencia()), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Content-Security-Policy": CSP_DA_REFERENCIA,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
