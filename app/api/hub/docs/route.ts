import { CSP_DA_REFERENCIA, paginaDaReferencia } from "@/server/openapi";

export const runtime = "nodejs";

// GET /api/hub/docs – the API reference page, public like the document it shows
export async function GET() {
  return new Response(await paginaDaReferencia(), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": CSP_DA_REFERENCIA,
      "Cache-Control": "no-cache",
    },
  });
}
