import "server-only";
import { and, eq } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { integracaoSandbox, integracaoSandboxModo } from "../../../db/schema";
import { type DriverIntegracao, type Entrega, ErroDeEnvio, type Sistema } from "./driver";

/** How a sandbox behaves: set to fail, or to take `atraso_ms` before answering. */
export async function modoDoSandbox(conn: Conn, sistema: Sistema) {
  const [m] = await conn
    .select()
    .from(integracaoSandboxModo)
    .where(eq(integracaoSandboxModo.sistema, sistema));
  return { falhar: m?.falhar ?? false, atraso_ms: m?.atrasoMs ?? 0 };
}

export async function definirModoDoSandbox(
  conn: Conn,
  sistema: Sistema,
  modo: { falhar: boolean; atraso_ms: number },
) {
  const valores = { falhar: modo.falhar, atrasoMs: modo.atraso_ms };
  await conn
    .insert(integracaoSandboxModo)
    .values({ sistema, ...valores })
    .onConflictDoUpdate({ target: integracaoSandboxModo.sistema, set: valores });
  return modoDoSandbox(conn, sistema);
}

/**
 * The built-in system (the demo's): keeps what it receives in `integracao_sandbox`, one row per
 * Idempotency-Key as a real system would (a key sent again is answered, not kept twice). It reads and
 * writes with its own statements, outside the sender's transactions, as a remote system would.
 */
export function criarSandbox(conn: Conn, sistema: Sistema): DriverIntegracao {
  return {
    nome: "sandbox",
    async entregar(e: Entrega) {
      const modo = await modoDoSandbox(conn, sistema);
      if (modo.atraso_ms) await new Promise((r) => setTimeout(r, modo.atraso_ms));
      if (modo.falhar)
        throw new ErroDeEnvio("O sandbox está configurado para falhar.", 503, { erro: "indisponivel" });
      const [novo] = await conn
        .insert(integracaoSandbox)
        .values({
          sistema,
          chave: e.chave,
          metodo: e.operacao === "enviar" ? "POST" : "DELETE",
          tipo: e.tipo,
          objetoId: e.objetoId,
          dados: e.operacao === "enviar" ? e.dados : null,
        })
        .onConflictDoNothing()
        .returning({ id: integracaoSandbox.id });
      if (novo) return { status: 201, corpo: { recebido: novo.id } };
      const [antes] = await conn
        .select({ id: integracaoSandbox.id })
        .from(integracaoSandbox)
        .where(and(eq(integracaoSandbox.sistema, sistema), eq(integracaoSandbox.chave, e.chave)));
      return { status: 200, corpo: { recebido: antes.id, repetido: true } };
    },
  };
}
