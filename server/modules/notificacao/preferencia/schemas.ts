import { z } from "@hono/zod-openapi";
import { CANAIS_EMAIL, CATEGORIAS } from "@/lib/regras/notificacao";

const Escolha = z.strictObject({
  categoria: z.enum(CATEGORIAS, { error: "Tipo de notificação desconhecido." }),
  canal: z.enum(CANAIS_EMAIL, { error: "Escolha na hora, resumo diário ou não receber." }),
});

export const PreferenciasSchema = z
  .object({ results: z.array(Escolha) })
  .openapi("PreferenciasDeNotificacao", {
    description: "Como cada tipo de notificação chega por e-mail ao usuário",
  });

export const PreferenciasBody = z
  .strictObject({
    preferencias: z
      .array(Escolha)
      .max(CATEGORIAS.length)
      .refine((l) => new Set(l.map((e) => e.categoria)).size === l.length, "Cada tipo aparece uma vez."),
  })
  .openapi("PreferenciasDeNotificacaoAlteradas");
