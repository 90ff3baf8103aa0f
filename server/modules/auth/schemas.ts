import { z } from "@hono/zod-openapi";
import { problemaDaSenha, SENHA } from "@/lib/regras/usuario";

export const GroupSchema = z.object({ id: z.number().int(), name: z.string() }).openapi("Grupo");

export const UserSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    sobrenome: z.string(),
    email: z.string(),
    groups: z.array(GroupSchema),
  })
  .openapi("Usuario");

export const LoginBody = z
  .strictObject({
    username: z.string().trim().min(1, "Informe o e-mail ou CPF.").max(254),
    password: z.string().min(1, "Informe a senha.").max(200),
    dispositivo: z.string().max(100).optional().openapi({
      description:
        "O `dispositivo` que este aparelho recebeu ao entrar nesta conta antes: com ele, tentativas de outros aparelhos não atrasam esta",
    }),
  })
  .openapi("Login");

export const LoginResponse = z
  .object({
    token: z.string(),
    user: UserSchema,
    dispositivo: z.string().openapi({
      description: "Segredo deste aparelho para a conta, a enviar nas próximas entradas (`dispositivo`)",
    }),
  })
  .openapi("LoginResposta");

export const AvatarBody = z
  .strictObject({
    arquivo: z
      .instanceof(File, { message: "Envie a imagem no campo arquivo." })
      .openapi({ type: "string", format: "binary" }),
  })
  .openapi("Avatar");

/** The new password a link sets, held to the portal's rules (lib/regras/usuario.ts). */
export const SenhaBody = z
  .strictObject({
    password: z
      .string({ error: "Informe a senha." })
      .max(SENHA.max)
      .superRefine((senha, ctx) => {
        const problema = problemaDaSenha(senha);
        if (problema) ctx.addIssue({ code: "custom", message: problema });
      }),
  })
  .openapi("DefinirSenha");

export const ContaDoLinkSchema = z
  .object({ nome: z.string(), email: z.string() })
  .openapi("ContaDoLinkDeSenha");

export const SenhaDefinidaSchema = z
  .object({ email: z.string(), detail: z.string() })
  .openapi("SenhaDefinida");
