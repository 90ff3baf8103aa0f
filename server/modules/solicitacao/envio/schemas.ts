import { z } from "@hono/zod-openapi";
import { Id, Texto } from "../../../lib/params";
import { SolicitacaoSchema } from "../schemas";

/** One dimensioning answer sent by the client; an empty answer leaves the question unanswered. */
export const RespostaItem = z.strictObject({ pergunta: Id, resposta: Texto(0, 2000) });
export type RespostaEnviada = z.infer<typeof RespostaItem>;

export const EnviarBody = z
  .strictObject({
    modelos: z
      .array(
        z.strictObject({
          empresa: Id,
          modelo_oferta: Id,
          objetivo: Texto(10, 2000),
          perguntas: z.array(RespostaItem).max(100).default([]),
        }),
      )
      .min(1, "O carrinho está vazio.")
      .max(20, "Envie no máximo 20 itens por vez."),
  })
  .openapi("SolicitacaoEnvio");
export type EnviarItem = z.infer<typeof EnviarBody>["modelos"][number];

export const EnviarResult = z
  .object({ results: z.array(SolicitacaoSchema) })
  .openapi("SolicitacaoEnvioResultado");
