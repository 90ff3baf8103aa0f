import "server-only";
import type { Conn } from "../db/client";
import {
  areaAtuacao,
  centroCusto,
  cidade,
  movimentoCentroCusto,
  parceiro,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
  unidadeAtendimentoGestor,
  usuario,
} from "../db/schema";
import { APORTE_INICIAL_EM, AREAS_ATUACAO, CENTROS_CUSTO, PARCEIROS, UNIDADES } from "./data/organizacao";
import { idsBy, need } from "../db/referencia";

/** Areas of activity, service units with their cities and managers, cost centres and partners. */
export async function seedOrganizacao(db: Conn): Promise<void> {
  await db
    .insert(areaAtuacao)
    .values(AREAS_ATUACAO.map((descricao) => ({ descricao })))
    .onConflictDoNothing();

  await db
    .insert(unidadeAtendimento)
    .values(UNIDADES.map(({ descricao }) => ({ descricao })))
    .onConflictDoNothing();
  const unidades = await idsBy(
    db,
    unidadeAtendimento,
    unidadeAtendimento.descricao,
    UNIDADES.map((u) => u.descricao),
  );
  const cidades = await idsBy(
    db,
    cidade,
    cidade.codigoIbge,
    UNIDADES.flatMap((u) => u.cidades),
  );
  const gestores = await idsBy(
    db,
    usuario,
    usuario.email,
    UNIDADES.flatMap((u) => u.gestores),
  );
  await db
    .insert(unidadeAtendimentoCidade)
    .values(
      UNIDADES.flatMap((u) =>
        u.cidades.map((ibge) => ({
          unidadeId: need(unidades, u.descricao, "unidade"),
          cidadeId: need(cidades, ibge, "cidade (código IBGE)"),
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(unidadeAtendimentoGestor)
    .values(
      UNIDADES.flatMap((u) =>
        u.gestores.map((email) => ({
          unidadeId: need(unidades, u.descricao, "unidade"),
          usuarioId: need(gestores, email, "gestor"),
        })),
      ),
    )
    .onConflictDoNothing();

  const criados = await db
    .insert(centroCusto)
    .values(CENTROS_CUSTO.map(({ orcamento: _, ...c }) => c))
    .onConflictDoNothing()
    .returning({ id: centroCusto.id, codigo: centroCusto.codigo });
  // Only a centre created now gets its budget: an existing one already has its movements.
  if (criados.length)
    await db.insert(movimentoCentroCusto).values(
      criados.map((c) => ({
        centroCustoId: c.id,
        tipo: "APORTE" as const,
        valor: CENTROS_CUSTO.find((d) => d.codigo === c.codigo)!.orcamento,
        descricao: "Orçamento aprovado para o ano",
        dtainclusao: new Date(APORTE_INICIAL_EM),
      })),
    );
  await db.insert(parceiro).values(PARCEIROS).onConflictDoNothing();
}
