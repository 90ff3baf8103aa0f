import "server-only";
import { and, asc, count, eq, gte, inArray, lt, ne } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { empresa, solicitacao, solicitacaoEmpresa } from "../../../db/schema";
import { HubError } from "../../../lib/errors";
import { hojeEmSaoPaulo, inicioDoDia } from "../../../lib/dia";
import { substatusId } from "../../../lib/status";
import { numeroParametro } from "../../../lib/parametro";
import type { Pedido } from "./validacao";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

const LIMITE = "LIMITE_ANUAL_SOLICITACOES_EMPRESA";

/**
 * The programme's yearly limit of requests per company (a setting): what the company already asked this
 * year (cancelled ones aside) plus this cart may not pass it. The companies' rows are locked first, so two
 * carts sent at once for one company are counted one after the other, never both against the old count.
 */
export async function verificarLimiteAnual(tx: Tx, pedidos: Pedido[], now: Date) {
  const ids = [...new Set(pedidos.map((p) => p.empresa.id))];
  const empresas = await tx
    .select({ id: empresa.id, nome: empresa.nomefantasia })
    .from(empresa)
    .where(inArray(empresa.id, ids))
    .orderBy(asc(empresa.id))
    .for("update");
  const ano = hojeEmSaoPaulo(now).slice(0, 4);
  const cancelada = await substatusId(tx, "solicitacao", SOLICITACAO.CANCELADA);
  const feitas = await tx
    .select({ empresaId: solicitacaoEmpresa.empresaId, total: count() })
    .from(solicitacaoEmpresa)
    .innerJoin(solicitacao, eq(solicitacao.id, solicitacaoEmpresa.solicitacaoId))
    .where(
      and(
        inArray(solicitacaoEmpresa.empresaId, ids),
        gte(solicitacao.dtainclusao, inicioDoDia(`${ano}-01-01`)),
        lt(solicitacao.dtainclusao, inicioDoDia(`${Number(ano) + 1}-01-01`)),
        ne(solicitacao.substatusId, cancelada),
      ),
    )
    .groupBy(solicitacaoEmpresa.empresaId);
  const limite = await numeroParametro(tx, LIMITE);
  const total = new Map(feitas.map((f) => [f.empresaId, f.total]));
  const errors: Record<string, string[]> = {};
  pedidos.forEach((p, i) => {
    const n = (total.get(p.empresa.id) ?? 0) + 1;
    total.set(p.empresa.id, n);
    if (n <= limite) return;
    const nome = empresas.find((e) => e.id === p.empresa.id)?.nome;
    errors[`modelos.${i}.empresa`] = [
      `${nome} já chegou ao limite do programa de ${limite} solicitações em ${ano}. Escolha outra empresa ou fale com a equipe do programa.`,
    ];
  });
  if (Object.keys(errors).length)
    throw new HubError(422, "Uma empresa passou do limite anual de solicitações.", { errors });
}
