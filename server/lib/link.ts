import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { and, eq, gt, isNull } from "drizzle-orm";
import { env, linkBaseUrl } from "@/lib/env";
import type { Tx } from "../db/client";
import { type FinalidadeLink, linkAcesso } from "../db/schema";
import { HubError } from "./errors";

/** A shared link as its creator gets it: the address to send and until when it works. */
export const LinkSchema = z.object({ url: z.string(), expira: z.string() }).openapi("LinkCompartilhado");

// Any length: a wrong token is answered like an expired one (404), never told apart by its shape.
export const TokenParam = z.object({ token: z.string().min(1).max(200) });

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Where each kind of link opens in the portal (public pages, no session). */
const PAGINAS: Record<FinalidadeLink, string> = {
  ASSINATURA: "/contrato/assinar/",
  PAGAMENTO: "/pagamento/",
  AVALIACAO: "/avaliacao/",
  SENHA: "/definir-senha/",
};

/**
 * Creates a shared link to `alvoId` valid for `horas`: a random 256-bit token of which only the hash is
 * kept, so a database read does not hand out working links. Answers the address to share and its expiry.
 */
export async function criarLink(
  tx: Tx,
  l: { finalidade: FinalidadeLink; alvoId: number; horas: number; usuarioId: number | null; now: Date },
) {
  const token = randomBytes(32).toString("base64url");
  const expiraEm = new Date(l.now.getTime() + l.horas * 3_600_000);
  await tx.insert(linkAcesso).values({
    finalidade: l.finalidade,
    alvoId: l.alvoId,
    tokenHash: hash(token),
    expiraEm,
    usuarioId: l.usuarioId,
    dtainclusao: l.now,
  });
  return {
    url: `${linkBaseUrl(env)}${PAGINAS[l.finalidade]}${token}`,
    token,
    expira: expiraEm.toISOString(),
  };
}

const INVALIDO = "Este link é inválido, expirou ou já foi usado. Peça um novo link.";

/** This kind's link of this token, while live: unused and unexpired. */
const vivo = (finalidade: FinalidadeLink, token: string, now: Date) =>
  and(
    eq(linkAcesso.tokenHash, hash(token)),
    eq(linkAcesso.finalidade, finalidade),
    isNull(linkAcesso.usadoEm),
    gt(linkAcesso.expiraEm, now),
  );

/** The target of a live link (unused, unexpired) of this kind; 404 otherwise, the same for every cause. */
export async function alvoDoLink(tx: Tx, finalidade: FinalidadeLink, token: string, now: Date) {
  const [link] = await tx
    .select({ id: linkAcesso.id, alvoId: linkAcesso.alvoId })
    .from(linkAcesso)
    .where(vivo(finalidade, token, now));
  if (!link) throw new HubError(404, INVALIDO);
  return link;
}

/**
 * Spends a link in the caller's transaction: one conditional UPDATE, so of two uses at once exactly one
 * gets the target and the other a 404. Answers the target id.
 */
export async function usarLink(tx: Tx, finalidade: FinalidadeLink, token: string, now: Date) {
  const [link] = await tx
    .update(linkAcesso)
    .set({ usadoEm: now })
    .where(vivo(finalidade, token, now))
    .returning({ alvoId: linkAcesso.alvoId });
  if (!link) throw new HubError(404, INVALIDO);
  return link.alvoId;
}
