import { z } from "@hono/zod-openapi";
import { GRUPOS_COM_PRESTADOR, GRUPOS_MENSAGEM, MENSAGEM, PAPEIS_MENSAGEM } from "@/lib/regras/mensagem";
import { ArquivoSchema } from "../../lib/files";
import { paginatedSchema, PaginationQuery } from "../../lib/pagination";
import { Id, QueryId, Texto } from "../../lib/params";

const id = z.number().int();

const role = z.enum(PAPEIS_MENSAGEM, { error: "Use cliente, prestador ou equipe." });
const grupo = z.enum(GRUPOS_MENSAGEM, {
  error: "Use CLIENTE_EQUIPE, PRESTADOR_EQUIPE ou CLIENTE_PRESTADOR.",
});

/** Whose side and which request: every chat call names them (SPEC §3: "Chat … take a role parameter"). */
export const ContatosQuery = z.strictObject({ role, solicitacao: QueryId });

/**
 * One conversation: its group and, for the groups held with a provider, the provider company. A query
 * or a multipart form sends ids as text (`QueryId`), a JSON body as numbers (`Id`).
 */
const conversa = <T extends z.ZodType<number>>(prestadorId: T) => ({
  role,
  grupo,
  prestador: prestadorId.optional(),
});
const exigePrestador = (
  c: { grupo: (typeof GRUPOS_MENSAGEM)[number]; prestador?: number },
  ctx: z.RefinementCtx,
) => {
  if (GRUPOS_COM_PRESTADOR.includes(c.grupo) && c.prestador === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["prestador"],
      message: "Informe a empresa prestadora da conversa.",
    });
  if (!GRUPOS_COM_PRESTADOR.includes(c.grupo) && c.prestador !== undefined)
    ctx.addIssue({ code: "custom", path: ["prestador"], message: "Esta conversa não é com uma prestadora." });
};

export const MensagemQuery = PaginationQuery.extend({ solicitacao: QueryId, ...conversa(QueryId) })
  .strict()
  .superRefine(exigePrestador);

export const VistoBody = z
  .strictObject({ solicitacao: Id, ...conversa(Id) })
  .superRefine(exigePrestador)
  .openapi("MensagemVisto");

export const MensagemForm = z
  .strictObject({
    solicitacao: QueryId,
    ...conversa(QueryId),
    texto: Texto(1, MENSAGEM.max),
    arquivo: z
      .instanceof(File, { message: "Envie o anexo como arquivo no campo arquivo." })
      .openapi({ type: "string", format: "binary" })
      .optional(),
  })
  .superRefine(exigePrestador)
  .openapi("MensagemEnvio");
export type MensagemForm = z.infer<typeof MensagemForm>;

/** A conversation's address, as the calls take it. */
export type Conversa = {
  solicitacao: number;
  role: z.infer<typeof role>;
  grupo: z.infer<typeof grupo>;
  prestador?: number;
};

export const ContatoSchema = z
  .object({
    grupo,
    prestador: z.object({ id, razaosocial: z.string() }).nullable(),
    /** What the conversation's tab reads, from the caller's side: "Equipe do Hub", "Cliente" or the provider. */
    nome: z.string(),
    nao_lidas: id,
  })
  .openapi("MensagemContato");

export const MensagemSchema = z
  .object({
    id,
    texto: z.string(),
    arquivo: ArquivoSchema.nullable(),
    autor: z.object({ id, nome: z.string() }),
    papel: role,
    /** Written by the caller: shown on its own side of the conversation. */
    minha: z.boolean(),
    dtainclusao: z.string(),
  })
  .openapi("Mensagem");

export const MensagemPage = paginatedSchema(MensagemSchema, "MensagemPagina");

export const ArquivoMensagemQuery = z.strictObject({ role });
