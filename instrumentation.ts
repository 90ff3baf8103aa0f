// Runs once when the server starts; the Node-only work lives in server/ so the Edge build never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await import("./server/borda");
  // next-auth reads NEXTAUTH_URL from process.env at each request to build the addresses it sends the browser
  // to (sign-out's return to /login among them); unset, it says :3000 whatever PORT is.
  const { env, publicUrl } = await import("./lib/env");
  process.env.NEXTAUTH_URL ||= publicUrl(env);
  if (!process.env.HUB_API_URL) await (await import("./server/start")).start();
}
