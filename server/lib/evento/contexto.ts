import "server-only";
import { desc, eq } from "drizzle-orm";
import { z } from "@hono/zod-openapi";
import type { Conn } from "../../db/client";
import {
  contrato,
  credenciamento,
  diagnostico,
  edital,
  empresa,
  inscricao,
  inscricaoDocumento,
  mensagem,
  modeloOferta,
  nota,
  pagamento,
  projeto,
  projetoEtapa,
  projetoParcela,
  proposta,
  servico,
  solicitacao,
} from "../../db/schema";

const Id = z.number().int();

/**
 * What an event is about, taken in its transaction: the request and the objects around it, or (an
 * accreditation) the provider company and the service, with no request. Consumers read this snapshot,
 * never the database as it is when they run.
 */
export const ContextoSchema = z.strictObject({
  solicitacao: Id.nullable(),
  nro: z.string().nullable(),
  servico: z.string(),
  /** The provider company's name, for events about the company itself. */
  empresa: z.string().nullable(),
  /** The provider company the object belongs to (a proposal's, a diagnostic's, a project's). */
  prestadora: Id.nullable(),
  diagnostico: Id.nullable(),
  proposta: Id.nullable(),
  projeto: Id.nullable(),
  /** A tender's enrolment the event is about (its own, or its document's). */
  inscricao: Id.nullable().default(null),
  /** The tender of an event about a company's enrolment (no request). */
  edital: Id.optional(),
});
export type Contexto = z.infer<typeof ContextoSchema>;

/** The object an event is about. */
export type Objeto = { entidade: string; entidadeId: number };

type Raiz = Omit<Contexto, "nro" | "servico" | "empresa" | "solicitacao"> & { solicitacao: number };
const vazio = { prestadora: null, diagnostico: null, proposta: null, projeto: null, inscricao: null };

async function raizDe(conn: Conn, ev: Objeto): Promise<Raiz | null> {
  const id = ev.entidadeId;
  switch (ev.entidade) {
    case "solicitacao": {
      // A release to a diagnostic names the provider chosen for it.
      const [d] = await conn
        .select({ id: diagnostico.id, prestadora: diagnostico.prestadorId })
        .from(diagnostico)
        .where(eq(diagnostico.solicitacaoId, id))
        .orderBy(desc(diagnostico.id))
        .limit(1);
      const [p] = await conn
        .select({ id: projeto.id, prestadora: projeto.prestadorId })
        .from(projeto)
        .where(eq(projeto.solicitacaoId, id))
        .orderBy(desc(projeto.id))
        .limit(1);
      return {
        ...vazio,
        solicitacao: id,
        diagnostico: d?.id ?? null,
        projeto: p?.id ?? null,
        prestadora: p?.prestadora ?? d?.prestadora ?? null,
      };
    }
    case "diagnostico": {
      const [d] = await conn
        .select({ solicitacao: diagnostico.solicitacaoId, prestadora: diagnostico.prestadorId })
        .from(diagnostico)
        .where(eq(diagnostico.id, id));
      return d ? { ...vazio, ...d, diagnostico: id } : null;
    }
    case "proposta": {
      const [p] = await conn
        .select({ solicitacao: proposta.solicitacaoId, prestadora: proposta.prestadorId })
        .from(proposta)
        .where(eq(proposta.id, id));
      return p ? { ...vazio, ...p, proposta: id } : null;
    }
    case "pagamento": {
      const [p] = await conn
        .select({ solicitacao: pagamento.solicitacaoId })
        .from(pagamento)
        .where(eq(pagamento.id, id));
      return p ? { ...vazio, ...p } : null;
    }
    case "contrato": {
      const [c] = await conn
        .select({ solicitacao: contrato.solicitacaoId })
        .from(contrato)
        .where(eq(contrato.id, id));
      return c ? { ...vazio, ...c } : null;
    }
    case "mensagem": {
      const [m] = await conn
        .select({ solicitacao: mensagem.solicitacaoId, prestadora: mensagem.prestadorId })
        .from(mensagem)
        .where(eq(mensagem.id, id));
      if (!m) return null;
      const [p] = await conn
        .select({ id: projeto.id })
        .from(projeto)
        .where(eq(projeto.solicitacaoId, m.solicitacao));
      return { ...vazio, ...m, projeto: p?.id ?? null };
    }
    case "etapa_projeto": {
      const [e] = await conn
        .select({ solicitacao: projeto.solicitacaoId, prestadora: projeto.prestadorId, projeto: projeto.id })
        .from(projetoEtapa)
        .innerJoin(projeto, eq(projeto.id, projetoEtapa.projetoId))
        .where(eq(projetoEtapa.id, id));
      return e ? { ...vazio, ...e } : null;
    }
    case "nota": {
      const [n] = await conn
        .select({ solicitacao: projeto.solicitacaoId, prestadora: projeto.prestadorId, projeto: projeto.id })
        .from(nota)
        .innerJoin(projetoParcela, eq(projetoParcela.id, nota.parcelaId))
        .innerJoin(projeto, eq(projeto.id, projetoParcela.projetoId))
        .where(eq(nota.id, id));
      return n ? { ...vazio, ...n } : null;
    }
    default:
      return null;
  }
}

/** An accreditation's provider company and service. */
async function credenciamentoDe(conn: Conn, id: number): Promise<Contexto | null> {
  const [c] = await conn
    .select({ prestadora: credenciamento.empresaId, empresa: empresa.nomefantasia, servico: servico.titulo })
    .from(credenciamento)
    .innerJoin(empresa, eq(empresa.id, credenciamento.empresaId))
    .innerJoin(servico, eq(servico.id, credenciamento.servicoId))
    .where(eq(credenciamento.id, id));
  return c ? { ...vazio, ...c, solicitacao: null, nro: null } : null;
}

/** A tender's enrolment (or one of its documents): the tender's number and title, and the company. */
async function inscricaoDe(conn: Conn, ev: Objeto): Promise<Contexto | null> {
  const id =
    ev.entidade === "inscricao"
      ? ev.entidadeId
      : (
          await conn
            .select({ id: inscricaoDocumento.inscricaoId })
            .from(inscricaoDocumento)
            .where(eq(inscricaoDocumento.id, ev.entidadeId))
        )[0]?.id;
  if (!id) return null;
  const [i] = await conn
    .select({
      nro: edital.numeroEdital,
      servico: edital.titulo,
      prestadora: inscricao.empresaId,
      empresa: empresa.nomefantasia,
      edital: edital.id,
    })
    .from(inscricao)
    .innerJoin(edital, eq(edital.id, inscricao.editalId))
    .innerJoin(empresa, eq(empresa.id, inscricao.empresaId))
    .where(eq(inscricao.id, id));
  return i ? { ...vazio, ...i, solicitacao: null, inscricao: id } : null;
}

/** The object's request and objects (or accreditation, or enrolment), or null when it is about none. */
export async function contextoDe(conn: Conn, ev: Objeto): Promise<Contexto | null> {
  if (ev.entidade === "credenciamento") return credenciamentoDe(conn, ev.entidadeId);
  if (ev.entidade === "inscricao" || ev.entidade === "documento_inscricao") return inscricaoDe(conn, ev);
  const raiz = await raizDe(conn, ev);
  if (!raiz) return null;
  const [s] = await conn
    .select({ nro: solicitacao.nrosolicitacao, servico: modeloOferta.titulo })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .where(eq(solicitacao.id, raiz.solicitacao));
  return s ? { ...raiz, ...s, empresa: null } : null;
}
