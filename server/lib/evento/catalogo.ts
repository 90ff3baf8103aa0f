import "server-only";
import { z } from "@hono/zod-openapi";
import { GRUPOS_MENSAGEM, PAPEIS_MENSAGEM } from "@/lib/regras/mensagem";

/**
 * The facts of a transition or a creation: the state codes it left (none for a creation) and reached,
 * and the reason the user gave.
 */
export const Transicao = z.strictObject({
  de: z.string().optional(),
  para: z.string(),
  motivo: z.string().nullable().optional(),
});
const Id = z.number().int();
const Prazo = z.strictObject({ prazo: z.string() });
const parcela = z.number().int();

/** The events whose facts are not (only) a transition's, by `entidade.ACAO`. */
const PROPRIOS = {
  "nota.AUTORIZAR": z.strictObject({ parcela }),
  "nota.ENVIAR": Transicao.extend({ parcela }),
  "contrato.ASSINAR": z.strictObject({ assinatura: Id, papel: z.enum(["CLIENTE", "PRESTADOR", "GESTOR"]) }),
  "mensagem.ENVIAR": z.strictObject({
    grupo: z.enum(GRUPOS_MENSAGEM),
    papel: z.enum(PAPEIS_MENSAGEM),
    prestador: Id.nullable(),
  }),
  "solicitacao.ALERTA_ASSINATURA": z.strictObject({ papeis: z.array(z.string()), dias: z.number() }),
  "proposta.ALERTA_PRAZO": Prazo,
  "diagnostico.ALERTA_ATRASO": Prazo,
  "etapa_projeto.ALERTA_ATRASO": Prazo,
  // An accepted tender document whose validity ends within 30 days: that last day.
  "documento_inscricao.ALERTA_VENCIMENTO": Prazo,
  // A payment link that took its last card charge, declined: how many it took.
  "solicitacao.LINK_PAGAMENTO_BLOQUEADO": z.strictObject({ tentativas: z.number().int() }),
} as const;

export type EventoProprio = keyof typeof PROPRIOS;
export type DadosDe<N extends EventoProprio> = z.infer<(typeof PROPRIOS)[N]>;

// The transitions and creations the workflows declare (server/lib/workflow.ts), each read as a Transicao.
const TRANSICOES = new Set<string>();
const nome = (entidade: string, acao: string) => `${entidade}.${acao}`;

/** Declares `entidade`'s transition and creation codes as events of the catalogue. */
export function registrarTransicoes(entidade: string, codigos: readonly string[]) {
  for (const c of codigos) TRANSICOES.add(nome(entidade, c));
}

/** The schema of an event's facts; an event the catalogue does not name is a bug in its writer. */
export function esquemaDoEvento(entidade: string, acao: string): z.ZodType {
  const n = nome(entidade, acao);
  const proprio = (PROPRIOS as Record<string, z.ZodType>)[n];
  if (proprio) return proprio;
  if (TRANSICOES.has(n)) return Transicao;
  throw new Error(`Evento fora do catálogo: ${n}`);
}

/** Every event name the catalogue holds, for the tests that check each one has a reader. */
export const eventosDoCatalogo = () => [...Object.keys(PROPRIOS), ...TRANSICOES].sort();
