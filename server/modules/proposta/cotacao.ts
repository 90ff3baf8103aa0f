import "server-only";
import { and, count, eq, or, sql } from "drizzle-orm";
import { hasAnyRole } from "@/lib/roles";
import type { Conn } from "../../db/client";
import { arquivo, diagnostico, proposta, servico, solicitacao, substatus } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { acoesDisponiveis } from "../../lib/workflow";
import { etapasDe } from "../servico";
import {
  colunasDasRegras,
  comServico,
  lancesDaRodada,
  porcentagemSubsidio,
  respostasOf,
  solicitacaoWorkflow,
  solicitacoesDe,
} from "../solicitacao";
import {
  abertaAoPrestador,
  solicitacaoDoCliente,
  solicitacaoComPropostaDe,
  solicitacaoDaEquipe,
} from "../../authz/escopo";
import { cabecalhoDaCotacao, propostasDaSolicitacao } from "./consulta";
import { ACOES_COTACAO } from "./workflow";
import { DIAGNOSTICO } from "@/lib/regras/diagnostico";
import { SOLICITACAO, type SubstatusSolicitacao } from "@/lib/regras/solicitacao";

/**
 * The requests a user may open as a quotation: a provider those open to them while proposals are taken,
 * and any where their company has a proposal; a client their own; staff those they reach.
 */
function cotacaoAlcancavel(conn: Conn, user: AuthUser) {
  return (
    or(
      hasAnyRole(user, ["prestador"])
        ? or(
            and(eq(substatus.codigo, SOLICITACAO.AGUARDANDO_PROPOSTAS), abertaAoPrestador(conn, user)),
            solicitacaoComPropostaDe(conn, user.id),
          )
        : undefined,
      hasAnyRole(user, ["cliente"]) ? solicitacaoDoCliente(conn, user.id) : undefined,
      solicitacaoDaEquipe(conn, user),
    ) ?? sql`false`
  );
}

/**
 * A request as those who quote or decide see it: the offer's stages and deliverables, the objective,
 * the companies, the deadline, the approved diagnostic, and the proposals the user may read (sealed
 * bids: a provider only its own; the client all of them once the round has closed).
 */
export async function cotacao(conn: Conn, user: AuthUser, id: number, now: Date) {
  const consulta = conn
    .select({
      id: solicitacao.id,
      versao: solicitacao.versao,
      ...colunasDasRegras,
      modelo: solicitacao.modeloOfertaId,
      prazo: solicitacao.dtaprazoenvioproposta,
      substatus: {
        id: substatus.id,
        codigo: substatus.codigo,
        descricao: substatus.descricao,
        cor: substatus.cor,
      },
      servico: { id: servico.id, titulo: servico.titulo },
    })
    .from(solicitacao)
    .$dynamic();
  const [row] = await comServico(consulta)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(and(eq(solicitacao.id, id), cotacaoAlcancavel(conn, user)));
  if (!row) throw notFound("Solicitação não encontrada.");
  const [solicitacoes, etapas, respostas, propostas, [diag], [{ enviadas }], subsidio] = await Promise.all([
    solicitacoesDe(conn, [id]),
    etapasDe(conn, row.modelo),
    respostasOf(conn, id),
    propostasDaSolicitacao(conn, user, id, now),
    conn
      .select({
        id: diagnostico.id,
        nrodiagnostico: diagnostico.nrodiagnostico,
        arquivo: { id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho },
      })
      .from(diagnostico)
      .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
      .leftJoin(arquivo, eq(arquivo.id, diagnostico.arquivoId))
      .where(and(eq(diagnostico.solicitacaoId, id), eq(substatus.codigo, DIAGNOSTICO.APROVADO))),
    conn
      .select({ enviadas: count() })
      .from(proposta)
      .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
      .where(lancesDaRodada(id)),
    porcentagemSubsidio(conn, id),
  ]);
  const { item, empresas_detalhe } = solicitacoes.get(id)!;
  return {
    ...cabecalhoDaCotacao(item),
    substatus: row.substatus,
    objetivo: item.objetivo,
    servico: row.servico,
    etapas,
    respostas,
    subsidio: { porcentagem: subsidio.porcentagem, parceiros: subsidio.parceiros },
    empresas: empresas_detalhe,
    // The deadline job's own count (lancesDaRodada): a round past its deadline is closed or shown as this.
    prazo_encerrado_sem_propostas:
      row.substatus.codigo === SOLICITACAO.AGUARDANDO_PROPOSTAS &&
      row.prazo !== null &&
      row.prazo < now &&
      enviadas === 0,
    diagnostico: diag ? { ...diag, arquivo: diag.arquivo?.id ? diag.arquivo : null } : null,
    propostas,
    versao: row.versao,
    acoes: ACOES_COTACAO.filter((a) =>
      acoesDisponiveis(solicitacaoWorkflow, user, row.substatus.codigo as SubstatusSolicitacao, row).includes(
        a,
      ),
    ),
  };
}
