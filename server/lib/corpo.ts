import "server-only";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_ARQUIVO_BYTES, MAX_ARQUIVOS } from "@/lib/regras/arquivo";
import type { HubEnv } from "./context";

const MB = 1024 * 1024;

/** A JSON body (or any other that is not a file upload) is small; more than this is not a form. */
export const LIMITE_JSON = MB;

/** An upload of `arquivos` files at the file limit, plus room for the other fields of the form. */
export const limiteMultipart = (arquivos: number) => arquivos * MAX_ARQUIVO_BYTES + MB;

/**
 * Refuses a body over `bytes` with 413 before it is read whole: from Content-Length when sent, else while
 * streaming (the reader stops at the limit), so an anonymous 200 MB body costs at most the limit.
 */
export const limitarCorpo = (bytes: number): MiddlewareHandler<HubEnv> =>
  bodyLimit({
    maxSize: bytes,
    onError: (c) => c.json({ detail: `O envio passa do limite de ${Math.round(bytes / MB)} MB.` }, 413),
  });

const json = limitarCorpo(LIMITE_JSON);
const upload = limitarCorpo(limiteMultipart(MAX_ARQUIVOS));

/** Every call's limit by what it sends: uploads up to the largest one a route takes, anything else 1 MB. */
export const limitarCorpoPorTipo: MiddlewareHandler<HubEnv> = (c, next) =>
  c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data")
    ? upload(c, next)
    : json(c, next);
