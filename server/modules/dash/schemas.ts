import { z } from "@hono/zod-openapi";
import { SituacaoContagemSchema } from "../solicitacao";

const n = z.number().int();
const valor = z.number();
const texto = z.string();

/** A state of a workflow with its colour and how many are in it. */
const Estado = z.object({ codigo: texto, descricao: texto, cor: texto, total: n });

const Prazos = z.object({
  /** Requests with a deadline from now to Sunday: any, and of each kind (a request may have several). */
  semana: z.object({ total: n, rodada: n, diagnostico: n, etapa: n }),
  /** Requests with a deadline missed by whom owes it (a diagnostic, a stage). */
  atrasado: z.object({ total: n, diagnostico: n, etapa: n }),
});

/**
 * What waits for staff, each as its list counts it: the queue's requests new, in final analysis and awaiting
 * the execution's authorisation; the programme's signatures; the projects with an invoice to authorise.
 */
const Pendencias = z.object({
  novas: n,
  analise_final: n,
  autorizacao: n,
  assinaturas: n,
  notas: n,
  /** Evaluated by the client: staff finish them. */
  finalizar: n,
});

const Centro = z.object({
  id: n,
  codigo: texto,
  descricao: texto,
  saldo: valor,
  reservado: valor,
  comprometido: valor,
  gasto: valor,
});

/** Open requests of one group (a service unit, a manager), in total and per status code. */
const Grupo = z.object({
  id: n,
  nome: texto,
  total: n,
  status: z.array(z.object({ codigo: texto, total: n })),
});

export const DashClienteSchema = z
  .object({
    solicitacoes: SituacaoContagemSchema,
    /** What waits for the client, each as its list counts it. */
    pendencias: z.object({
      ajuste: n,
      proposta: n,
      assinatura: n,
      pagamento: n,
      avaliacao: n,
      diagnostico: n,
      entrega: n,
    }),
    /** The contracts (projects) per year: gross value, subsidy and the client's share. */
    valores: z.array(z.object({ ano: n, contratos: n, bruto: valor, subsidio: valor, cliente: valor })),
  })
  .openapi("DashCliente");

export const DashPrestadorSchema = z
  .object({
    oportunidades: z.object({ total: n, sem_proposta: n, rascunho: n }),
    propostas: z.array(Estado),
    /** Projects per tab of the provider's projects list; stages owed, late and due by Sunday. */
    entregas: z.object({
      total: n,
      entregar: n,
      encerrados: n,
      etapas_atrasadas: n,
      etapas_semana: n,
    }),
    notas: z.array(Estado.extend({ valor })),
  })
  .openapi("DashPrestador");

export const DashGestorSchema = z
  .object({
    pendencias: Pendencias,
    fila: SituacaoContagemSchema,
    /** Open requests per status with the days spent in it so far. */
    tempo: z.array(Estado.extend({ mediana_dias: valor, maximo_dias: valor, acima_30: n })),
    prazos: Prazos,
    centros: z.array(Centro),
  })
  .openapi("DashGestor");

export const DashCoordenadorSchema = z
  .object({
    pendencias: Pendencias,
    fila: SituacaoContagemSchema,
    unidades: z.array(Grupo),
    gestores: z.array(Grupo),
    /** The requests sent since `desde` (AAAA-MM-DD) by where they are now. */
    conversao: SituacaoContagemSchema.extend({ desde: texto }),
    /** The latest stays (2,000 at most) ended in the last 90 days, per status: how many, median and p90 in days. */
    etapas: z.array(Estado.extend({ mediana_dias: valor, p90_dias: valor })),
    prazos: Prazos,
    centros: z.array(Centro),
  })
  .openapi("DashCoordenador");
