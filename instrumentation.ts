// Runs once when the server starts; the Node-only work lives in server/start.ts so the Edge build never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && !process.env.HUB_API_URL) await import("./server/start");
}
