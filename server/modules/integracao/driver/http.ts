import "server-only";
import { createHmac } from "node:crypto";
import { type DriverIntegracao, type Entrega, ErroDeEnvio } from "./driver";

export type ConfigHttp = { url: string; segredo: string; timeoutMs: number };

/** The header that carries the signature: `sha256=` and the HMAC of the method, path, key and body. */
export const CABECALHO_ASSINATURA = "X-Hub-Assinatura";

/** The signature the other side recomputes with the shared secret to know the call is the portal's. */
export const assinatura = (segredo: string, metodo: string, caminho: string, chave: string, corpo: string) =>
  `sha256=${createHmac("sha256", segredo).update(`${metodo}\n${caminho}\n${chave}\n${corpo}`).digest("hex")}`;

/**
 * A system reached over HTTPS: a record is POSTed as JSON to `{url}/{tipo}/`, a removal is a DELETE of
 * `{url}/{tipo}/{id}/`; each carries its Idempotency-Key and the signature. Any answer but 2xx (or 404 to a
 * removal: nothing left to remove), a timeout or a network error is a failed delivery.
 */
export function criarHttp(config: ConfigHttp): DriverIntegracao {
  const base = config.url.replace(/\/$/, "");
  return {
    nome: "http",
    async entregar(e: Entrega) {
      const metodo = e.operacao === "enviar" ? "POST" : "DELETE";
      const url = new URL(
        e.operacao === "enviar" ? `${base}/${e.tipo}/` : `${base}/${e.tipo}/${e.objetoId}/`,
      );
      const corpo =
        e.operacao === "enviar" ? JSON.stringify({ id: e.objetoId, tipo: e.tipo, dados: e.dados }) : "";
      let res: Response;
      try {
        res = await fetch(url, {
          method: metodo,
          headers: {
            "Content-Type": "application/json",
            "Idempotency-Key": e.chave,
            [CABECALHO_ASSINATURA]: assinatura(config.segredo, metodo, url.pathname, e.chave, corpo),
          },
          body: corpo || undefined,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (erro) {
        const tempo = erro instanceof Error && erro.name === "TimeoutError";
        throw new ErroDeEnvio(
          tempo
            ? `Sem resposta em ${config.timeoutMs} ms.`
            : `Falha de conexão: ${erro instanceof Error ? (erro.cause instanceof Error ? erro.cause.message : erro.message) : String(erro)}`,
        );
      }
      const texto = await res.text();
      let resposta: unknown = texto;
      try {
        resposta = texto ? JSON.parse(texto) : null;
      } catch {
        // A body that is not JSON is kept as the text it is.
      }
      if (res.ok || (metodo === "DELETE" && res.status === 404))
        return { status: res.status, corpo: resposta };
      throw new ErroDeEnvio(`O sistema respondeu HTTP ${res.status}.`, res.status, resposta);
    },
  };
}
