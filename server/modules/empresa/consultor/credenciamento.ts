import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import {
  consultorCredenciamento,
  credenciamento,
  credenciamentoApto,
  empresa,
  servico,
  substatus,
} from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { badRequest, conflict, notFound } from "../../../lib/errors";
import { PRESTADOR_E_EQUIPE, registrarTextos, writeHistory } from "../../../lib/history";
import { exigirAcao } from "../../../lib/workflow";
import { nomeCompletoDe } from "../../usuario";
import { consultorDaPrestadora, detalharConsultor } from "./service";
import {
  credenciamentoConsultorAtos,
  pedidoDeCredenciamento,
  SEM_CREDENCIAMENTO,
  SITUACAO_DO_PEDIDO,
} from "./workflow";
import { CREDENCIAMENTO } from "@/lib/regras/credenciamento";

registrarTextos("empresa", [
  { codigo: "CONSULTOR_CREDENCIADO", texto: "Consultor credenciado para um serviço" },
  { codigo: "CONSULTOR_CREDENCIAMENTO_SOLICITADO", texto: "Credenciamento de consultor solicitado" },
  { codigo: "CONSULTOR_DESCREDENCIADO", texto: "Consultor descredenciado de um serviço" },
]);

const CREDENCIAMENTO_NAO_ENCONTRADO = "Credenciamento não encontrado.";

/**
 * The company's own accreditation for the service, if it is CREDENCIADO (400 on `servico` otherwise), and
 * whether it takes part in releases now (credenciamentoApto, and the company active and not suspended).
 * Shared-locked, so staff switching or suspending it wait for this request to finish.
 */
async function vinculoDaEmpresa(tx: Tx, empresaId: number, servicoId: number) {
  const [v] = await tx
    .select({
      titulo: servico.titulo,
      apto: sql<boolean>`coalesce(${and(credenciamentoApto(), eq(empresa.ativo, true), eq(empresa.suspenso, false))}, false)`,
    })
    .from(credenciamento)
    .innerJoin(servico, eq(servico.id, credenciamento.servicoId))
    .innerJoin(empresa, eq(empresa.id, credenciamento.empresaId))
    .innerJoin(substatus, eq(substatus.id, credenciamento.substatusId))
    .where(
      and(
        eq(credenciamento.empresaId, empresaId),
        eq(credenciamento.servicoId, servicoId),
        eq(substatus.codigo, CREDENCIAMENTO.CREDENCIADO),
      ),
    )
    .for("share", { of: credenciamento });
  if (!v)
    throw badRequest("Dados inválidos.", {
      servico: [
        "Sua empresa não é credenciada para este serviço; só é possível credenciar consultores nos serviços dela.",
      ],
    });
  return v;
}

/**
 * A provider asks a consultant's accreditation for a service its company is accredited for. No staff call
 * decides it: the company answers for its consultants, so it is granted at once (CREDENCIADO) while the
 * company's link takes part in releases; while that link is switched off or suspended it stays SOLICITADO,
 * and asking again once the link is back grants it. Asking again what is granted is a 409.
 */
export async function credenciarConsultor(
  tx: Tx,
  user: AuthUser,
  b: { consultor: number; servico: number },
  now: Date,
) {
  const c = await consultorDaPrestadora(tx, user, b.consultor);
  const vinculo = await vinculoDaEmpresa(tx, c.empresa, b.servico);
  const [atual] = await tx
    .select({ id: consultorCredenciamento.id, situacao: consultorCredenciamento.situacao })
    .from(consultorCredenciamento)
    .where(
      and(eq(consultorCredenciamento.consultorId, c.id), eq(consultorCredenciamento.servicoId, b.servico)),
    );
  const acao = pedidoDeCredenciamento(vinculo);
  if (atual?.situacao === CREDENCIAMENTO.SOLICITADO && acao === "solicitar")
    throw conflict(
      "O credenciamento já foi solicitado e aguarda a reativação do vínculo da empresa com o serviço.",
    );
  exigirAcao(credenciamentoConsultorAtos, acao, user, atual?.situacao ?? SEM_CREDENCIAMENTO, vinculo);
  const situacao = SITUACAO_DO_PEDIDO[acao];
  if (atual)
    await tx
      .update(consultorCredenciamento)
      .set({ situacao, motivo: null, dtaatualizacao: now })
      .where(
        and(eq(consultorCredenciamento.id, atual.id), eq(consultorCredenciamento.situacao, atual.situacao)),
      );
  else
    await tx
      .insert(consultorCredenciamento)
      .values({ consultorId: c.id, servicoId: b.servico, situacao, dtainclusao: now, dtaatualizacao: now });
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: c.empresa,
    acao: acao === "credenciar" ? "CONSULTOR_CREDENCIADO" : "CONSULTOR_CREDENCIAMENTO_SOLICITADO",
    para: `${nomeCompletoDe(c)} · ${vinculo.titulo}`,
    usuarioId: user.id,
    audiencias: PRESTADOR_E_EQUIPE,
  });
  return detalharConsultor(tx, user, c.id, "escrita");
}

/** A provider withdraws one accreditation (`id`, a consultor_credenciamento row) of one of its consultants. */
export async function descredenciarConsultor(tx: Tx, user: AuthUser, id: number) {
  const [cc] = await tx
    .select({
      consultor: consultorCredenciamento.consultorId,
      titulo: servico.titulo,
      situacao: consultorCredenciamento.situacao,
    })
    .from(consultorCredenciamento)
    .innerJoin(servico, eq(servico.id, consultorCredenciamento.servicoId))
    .where(eq(consultorCredenciamento.id, id));
  if (!cc) throw notFound(CREDENCIAMENTO_NAO_ENCONTRADO);
  // The consultant is locked (and checked to be the caller's) before its accreditation is touched.
  const c = await consultorDaPrestadora(tx, user, cc.consultor, CREDENCIAMENTO_NAO_ENCONTRADO);
  exigirAcao(credenciamentoConsultorAtos, "descredenciar", user, cc.situacao, { apto: false });
  const apagados = await tx
    .delete(consultorCredenciamento)
    .where(eq(consultorCredenciamento.id, id))
    .returning({ id: consultorCredenciamento.id });
  // Withdrawn meanwhile by another request of the company.
  if (!apagados.length) throw notFound(CREDENCIAMENTO_NAO_ENCONTRADO);
  await writeHistory(tx, {
    entidade: "empresa",
    entidadeId: c.empresa,
    acao: "CONSULTOR_DESCREDENCIADO",
    de: `${nomeCompletoDe(c)} · ${cc.titulo}`,
    usuarioId: user.id,
    audiencias: PRESTADOR_E_EQUIPE,
  });
}
