import "server-only";
import { z } from "@hono/zod-openapi";
import { and, asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Conn } from "../../../db/client";
import {
  arquivo,
  diagnostico,
  empresa,
  projeto,
  projetoEtapa,
  proposta,
  solicitacao,
  status,
  substatus,
} from "../../../db/schema";
import { propostaVisivelPara, substatusDaSolicitacao } from "../../../authz/escopo";
import { rodadaAbertaEm } from "../acoes/prazo";
import type { AuthUser } from "../../../lib/context";
import { CorSchema } from "../../status";

const id = z.number().int();
const Arquivo = z.object({ id, nome: z.string() }).nullable();
const Empresa = z.object({ id, nomefantasia: z.string() });

/** What a request's detail shows of its life after release (SPEC §3 "Request"), for staff and client alike. */
export const ExecucaoSchema = z.object({
  /** The proposals the reader may read (sealed bids: the client's only once the round closed). */
  propostas: z.array(
    z.object({ id, empresa_proposta: Empresa, status: CorSchema, valor_cliente: z.number() }),
  ),
  /** The project's stages, each with the delivery's file once sent; empty before execution. */
  etapas: z.array(z.object({ id, ordem: id, titulo: z.string(), status: CorSchema, arquivo: Arquivo })),
  /** The request's project, which its pages link to; null before execution is authorised. */
  projeto_id: id.nullable(),
  /** When the project is due to end (AAAA-MM-DD); null before a project has dates. */
  dta_prazo_finalizacao: z.string().nullable(),
  /** The latest diagnostic and its file, when the reader may see one. */
  diagnostico: z.object({ id, arquivo: Arquivo }).nullable(),
});
/** The provider carrying out the project; null before it exists. */
export const PrestadorDoProjetoSchema = Empresa.nullable();

const cor = {
  id: substatus.id,
  codigo: substatus.codigo,
  descricao: substatus.descricao,
  cor: substatus.cor,
};
const prestadora = alias(empresa, "prestadora");

/**
 * The request's proposals, project stages and end date, and latest diagnostic with its file; and the
 * project's provider. `diagnosticos` are those the reader may read (the caller's own rule), newest last; the
 * proposals as they read at `now` (a client reads them once the round's deadline passed).
 */
export async function execucaoDe(
  conn: Conn,
  user: AuthUser,
  solicitacaoId: number,
  diagnosticos: readonly { id: number }[],
  now: Date,
): Promise<{
  execucao: z.infer<typeof ExecucaoSchema>;
  prestadorDoProjeto: z.infer<typeof PrestadorDoProjetoSchema>;
}> {
  const ultimo = diagnosticos.at(-1);
  const [propostas, [proj], arquivoDoDiagnostico] = await Promise.all([
    conn
      .select({
        id: proposta.id,
        empresa_proposta: { id: empresa.id, nomefantasia: empresa.nomefantasia },
        status: cor,
        valor_cliente: proposta.valorCliente,
      })
      .from(proposta)
      .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
      .innerJoin(status, eq(status.id, substatus.statusId))
      .innerJoin(solicitacao, eq(solicitacao.id, proposta.solicitacaoId))
      .innerJoin(substatusDaSolicitacao, eq(substatusDaSolicitacao.id, solicitacao.substatusId))
      .innerJoin(empresa, eq(empresa.id, proposta.prestadorId))
      .where(
        and(eq(proposta.solicitacaoId, solicitacaoId), propostaVisivelPara(conn, user, rodadaAbertaEm(now))),
      )
      .orderBy(asc(proposta.dtaenvio), asc(proposta.id)),
    conn
      .select({
        id: projeto.id,
        dtaFim: projeto.dtaFim,
        prestador: { id: prestadora.id, nomefantasia: prestadora.nomefantasia },
      })
      .from(projeto)
      .innerJoin(prestadora, eq(prestadora.id, projeto.prestadorId))
      .where(eq(projeto.solicitacaoId, solicitacaoId))
      .orderBy(desc(projeto.id))
      .limit(1),
    ultimo
      ? conn
          .select({ id: arquivo.id, nome: arquivo.nome })
          .from(diagnostico)
          .innerJoin(arquivo, eq(arquivo.id, diagnostico.arquivoId))
          .where(eq(diagnostico.id, ultimo.id))
      : Promise.resolve([]),
  ]);
  const etapas = proj
    ? await conn
        .select({
          id: projetoEtapa.id,
          ordem: projetoEtapa.ordem,
          titulo: projetoEtapa.titulo,
          status: cor,
          arquivo: { id: arquivo.id, nome: arquivo.nome },
        })
        .from(projetoEtapa)
        .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
        .leftJoin(arquivo, eq(arquivo.id, projetoEtapa.arquivoId))
        .where(eq(projetoEtapa.projetoId, proj.id))
        .orderBy(asc(projetoEtapa.ordem))
    : [];
  return {
    execucao: {
      propostas: propostas.map((p) => ({ ...p, valor_cliente: Number(p.valor_cliente) })),
      etapas: etapas.map((e) => ({ ...e, arquivo: e.arquivo?.id ? e.arquivo : null })),
      projeto_id: proj?.id ?? null,
      dta_prazo_finalizacao: proj?.dtaFim ?? null,
      diagnostico: ultimo ? { id: ultimo.id, arquivo: arquivoDoDiagnostico[0] ?? null } : null,
    },
    prestadorDoProjeto: proj?.prestador ?? null,
  };
}
