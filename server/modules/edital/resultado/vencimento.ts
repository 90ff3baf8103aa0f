import "server-only";
import { and, asc, eq, gte, isNull, lt, lte } from "drizzle-orm";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { AVISO_VENCIMENTO_DIAS, DOCUMENTO_INSCRICAO } from "@/lib/regras/edital";
import type { Conn, Db } from "../../../db/client";
import { edital, editalDocumento, empresa, inscricao, inscricaoDocumento } from "../../../db/schema";
import { DIA_MS } from "../../../lib/dia";
import { gravarEvento } from "../../../lib/evento";
import { substatusId } from "../../../lib/status";

/**
 * The daily expiry notice (issue 45, item 5): each accepted document whose validity ends within
 * AVISO_VENCIMENTO_DIAS days tells its company once (`aviso_vencimento_em`, and the event's key).
 * Answers how many were told.
 */
export async function avisarVencimentos(db: Db, agora: Date) {
  const hoje = hojeEmSaoPaulo(agora);
  const limite = hojeEmSaoPaulo(new Date(agora.getTime() + AVISO_VENCIMENTO_DIAS * DIA_MS));
  return db.transaction(async (tx) => {
    const aceito = await substatusId(tx, "documento_inscricao", DOCUMENTO_INSCRICAO.ACEITO);
    const avencer = await tx
      .select({ id: inscricaoDocumento.id, validade: inscricaoDocumento.validade })
      .from(inscricaoDocumento)
      .where(
        and(
          eq(inscricaoDocumento.substatusId, aceito),
          isNull(inscricaoDocumento.avisoVencimentoEm),
          gte(inscricaoDocumento.validade, hoje),
          lte(inscricaoDocumento.validade, limite),
        ),
      )
      // Another instance running the same job waits here and then finds the notice given.
      .for("update", { skipLocked: true });
    for (const d of avencer) {
      await gravarEvento(tx, {
        entidade: "documento_inscricao",
        entidadeId: d.id,
        acao: "ALERTA_VENCIMENTO",
        usuarioId: null,
        dados: { prazo: d.validade! },
        chave: `alerta:vencimento:${d.id}:${d.validade}`,
        dtainclusao: agora,
      });
      await tx
        .update(inscricaoDocumento)
        .set({ avisoVencimentoEm: agora })
        .where(eq(inscricaoDocumento.id, d.id));
    }
    return avencer.length;
  });
}

/** Companies with accepted tender documents past their validity, for staff to decide what to do. */
export async function empresasComDocumentosVencidos(conn: Conn, agora: Date) {
  const aceito = await substatusId(conn, "documento_inscricao", DOCUMENTO_INSCRICAO.ACEITO);
  const linhas = await conn
    .select({
      empresa: { id: empresa.id, nomefantasia: empresa.nomefantasia },
      id: inscricaoDocumento.id,
      nome: editalDocumento.nome,
      validade: inscricaoDocumento.validade,
      edital: { id: edital.id, numero_edital: edital.numeroEdital },
    })
    .from(inscricaoDocumento)
    .innerJoin(editalDocumento, eq(editalDocumento.id, inscricaoDocumento.documentoId))
    .innerJoin(inscricao, eq(inscricao.id, inscricaoDocumento.inscricaoId))
    .innerJoin(empresa, eq(empresa.id, inscricao.empresaId))
    .innerJoin(edital, eq(edital.id, inscricao.editalId))
    .where(
      and(eq(inscricaoDocumento.substatusId, aceito), lt(inscricaoDocumento.validade, hojeEmSaoPaulo(agora))),
    )
    .orderBy(asc(empresa.nomefantasia), asc(inscricaoDocumento.validade));
  const porEmpresa = new Map<
    number,
    { empresa: (typeof linhas)[number]["empresa"]; documentos: Omit<(typeof linhas)[number], "empresa">[] }
  >();
  for (const { empresa: e, ...d } of linhas) {
    const grupo = porEmpresa.get(e.id) ?? { empresa: e, documentos: [] };
    grupo.documentos.push(d);
    porEmpresa.set(e.id, grupo);
  }
  return [...porEmpresa.values()].map((g) => ({
    ...g,
    documentos: g.documentos.map((d) => ({ ...d, validade: d.validade ?? "" })),
  }));
}
