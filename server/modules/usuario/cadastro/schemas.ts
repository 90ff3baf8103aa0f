import { z } from "@hono/zod-openapi";
import { GESTORES } from "@/lib/roles";
import { GRUPOS_INTERNOS } from "@/lib/regras/usuario";
import { LinkSchema } from "../../../lib/link";
import { Id, Texto } from "../../../lib/params";
import { CpfField } from "../../../lib/cpf-cnpj";
import { UsuarioSchema } from "../schemas";

const Email = z
  .email({ error: "Informe um e-mail válido." })
  .max(254)
  .transform((e) => e.trim().toLowerCase());
const Grupos = z
  .array(z.enum(GRUPOS_INTERNOS, { error: "Grupo que um administrador não dá." }))
  .min(1, "Escolha ao menos um grupo.")
  .max(GRUPOS_INTERNOS.length)
  .refine((g) => new Set(g).size === g.length, "Grupo repetido.");
const Ids = z
  .array(Id)
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, "Item repetido.");

/** A person's own data: name, surname and CPF (with check digits). */
const Pessoa = { nome: Texto(1, 120), sobrenome: Texto(1, 120), cpf: CpfField };
/** An account's data: how it signs in, what it may do, whether it may. */
const Conta = { email: Email, groups: Grupos };

export const UsuarioCorpo = z.strictObject({ ...Pessoa, ...Conta }).openapi("UsuarioCorpo");

const eGestor = (g: readonly string[]) => g.some((n) => (GESTORES as readonly string[]).includes(n));
const GESTOR_SEM_GRUPO = "Um gestor está no grupo gestor ou coordenador.";

/** A manager's units and areas of activity: who answers for them (the links of unidade-atendimento and area-atuacao). */
const Gestao = { unidades: Ids, areas: Ids };

export const GestorCorpo = z
  .strictObject({ ...Pessoa, ...Conta, ...Gestao })
  .refine((g) => eGestor(g.groups), { path: ["groups"], message: GESTOR_SEM_GRUPO })
  .openapi("GestorCorpo");

export const GestaoCorpo = z.strictObject(Gestao).openapi("GestaoDoGestor");

export const PessoaCorpo = z
  .strictObject(Pessoa)
  .partial()
  .refine((p) => Object.keys(p).length > 0, "Envie ao menos um campo.")
  .openapi("PessoaCorpo");

export const ContaCorpo = z
  .strictObject({ ...Conta, ativo: z.boolean() })
  .partial()
  .refine((c) => Object.keys(c).length > 0, "Envie ao menos um campo.")
  .openapi("ContaCorpo");

const Opcao = z.object({ id: z.number().int(), descricao: z.string() });

/** A user as the administrator's page shows it: with the units and areas a manager answers for. */
export const UsuarioCadastroSchema = UsuarioSchema.extend({
  unidades: z.array(Opcao),
  areas: z.array(Opcao),
}).openapi("UsuarioCadastro");

/** A new user, and the link it sets its password with (to hand over: it is shown once). */
export const UsuarioCriadoSchema = z
  .object({ usuario: UsuarioCadastroSchema, link: LinkSchema })
  .openapi("UsuarioCriado");
