import { z } from "@hono/zod-openapi";
import { Id, QueryId } from "../../../lib/params";

const id = z.number().int();
const texto = z.string();

export const EnvolvidoBody = z.strictObject({ centrocusto: Id, usuario: Id }).openapi("EnvolvidoCorpo");
export type EnvolvidoBody = z.infer<typeof EnvolvidoBody>;

export const EnvolvidosBody = z
  .strictObject({
    centrocusto: Id,
    usuarios: z
      .array(Id, { error: "Envie a lista de pessoas." })
      .min(1, "Escolha ao menos uma pessoa.")
      .max(50, "Escolha no máximo 50 pessoas de uma vez."),
  })
  .openapi("EnvolvidosCorpo");
export type EnvolvidosBody = z.infer<typeof EnvolvidosBody>;

const UsuarioEnvolvido = z.object({ id, nome: texto, sobrenome: texto, email: texto });

export const EnvolvidoSchema = z
  .object({
    id,
    centrocusto: z.object({ id, codigo: texto }),
    usuario: UsuarioEnvolvido,
    dtainclusao: texto,
  })
  .openapi("Envolvido");

export const EnvolvidosGrupoQuery = z.strictObject({ centrocusto: QueryId });

/** The staff users involved in a centre, grouped by their staff group (each under its first, by rank). */
export const EnvolvidosPorGrupoSchema = z
  .object({
    centrocusto: z.object({ id, codigo: texto }),
    grupos: z.array(
      z.object({
        grupo: z.object({ id, name: texto }),
        envolvidos: z.array(EnvolvidoSchema.omit({ centrocusto: true })),
      }),
    ),
  })
  .openapi("EnvolvidosPorGrupo");
