import "server-only";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { A_CARGO_DA_GESTAO, SOLICITACAO } from "@/lib/regras/solicitacao";
import { projeto, solicitacao, substatus } from "../../db/schema";
import { solicitacaoVinculadaA } from "../../authz/escopo";
import { contarAssinaturasDoPrograma } from "../contrato";
import { comNotaAAutorizar } from "../projeto";
import { filtroDaFila } from "../solicitacao";
import type { Recorte } from "./equipe";
import { contar, escalar, type Leitura } from "./painel";

const naEtapa = (codigo: string) => contar(eq(substatus.codigo, codigo));

/**
 * What waits for staff, in one statement, each count what the list its line opens shows: the requests of the
 * queue cut by `recorte` at the steps that ask staff to act; the programme's signatures of the batch page;
 * the projects of the staff's list with an invoice to authorise; the requests evaluated, to finish. Late deadlines are the dashboard's `prazos`.
 */
export const aCargoDaEquipe = (recorte: Recorte) => async (l: Leitura) => {
  const notas = l.db
    .select({ n: count() })
    .from(projeto)
    .innerJoin(solicitacao, eq(solicitacao.id, projeto.solicitacaoId))
    .where(and(solicitacaoVinculadaA(l.user), comNotaAAutorizar()));
  const [linha] = await l.db
    .select({
      novas: naEtapa(A_CARGO_DA_GESTAO.novas),
      analise_final: naEtapa(A_CARGO_DA_GESTAO.analise_final),
      autorizacao: naEtapa(A_CARGO_DA_GESTAO.autorizacao),
      assinaturas: escalar(contarAssinaturasDoPrograma(l.db)),
      notas: escalar(notas),
      finalizar: contar(
        and(eq(substatus.codigo, SOLICITACAO.AGUARDANDO_AVALIACAO), isNotNull(solicitacao.dtaavaliacao))!,
      ),
    })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(filtroDaFila(l.db, l.user, recorte(l), l.now));
  return linha;
};
