import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { CABECALHO_PAR } from "@/lib/endereco";
import { CABECALHOS_SEGURANCA, CSP_API, METODOS } from "@/lib/seguranca";

// What the HTTP server does with a request before Next sees it (DESIGN §3 "The HTTP edge"):
// - Next gives route handlers no socket, and keeps a client's X-Forwarded-For when one is sent, so the real
//   peer would be lost by the time the API runs: it goes in a header of ours, replacing any a client sent;
//   lib/endereco.ts decides from it whether X-Forwarded-For is believed.
// - Next builds a fetch Request for every call, and fetch refuses TRACE and CONNECT by throwing (a 500 with a
//   stack in the log): methods the portal does not answer get 405 here.
function recusarMetodo(res: ServerResponse) {
  res.writeHead(405, {
    "Content-Type": "application/json; charset=utf-8",
    Allow: METODOS.join(", "),
    "Content-Security-Policy": CSP_API,
    ...Object.fromEntries(CABECALHOS_SEGURANCA.map((h) => [h.key, h.value])),
  });
  res.end(JSON.stringify({ detail: "Método não permitido." }));
}

const emit = Server.prototype.emit;
Server.prototype.emit = function (this: Server, evento: string | symbol, ...args: unknown[]) {
  if (evento === "request") {
    const [req, res] = args as [IncomingMessage, ServerResponse];
    if (!METODOS.includes(req.method ?? "")) {
      recusarMetodo(res);
      return true;
    }
    req.headers[CABECALHO_PAR] = req.socket.remoteAddress ?? "";
  }
  return emit.apply(this, [evento, ...args] as Parameters<typeof emit>);
} as typeof emit;
