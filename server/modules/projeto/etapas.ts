import "server-only";
import { asc, eq } from "drizzle-orm";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { etapaAtrasada, type StatusEtapa } from "@/lib/regras/projeto";
import type { Conn } from "../../db/client";
import { projetoEtapa, substatus } from "../../db/schema";

/**
 * Project `id`'s stages in order, as every party's project page shows them: state, due date, whether it
 * is late (`ematraso`, by São Paulo's calendar) and whether a delivery exists.
 */
export async function etapasDoProjeto(conn: Conn, id: number, now: Date) {
  const hoje = hojeEmSaoPaulo(now);
  const etapas = await conn
    .select({
      id: projetoEtapa.id,
      ordem: projetoEtapa.ordem,
      titulo: projetoEtapa.titulo,
      entregavel: projetoEtapa.entregavel,
      horas: projetoEtapa.horas,
      valor: projetoEtapa.valor,
      situacao: substatus.codigo,
      versao: projetoEtapa.versao,
      prazo: projetoEtapa.prazo,
      dtaentrega: projetoEtapa.dtaentrega,
      arquivoId: projetoEtapa.arquivoId,
    })
    .from(projetoEtapa)
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .where(eq(projetoEtapa.projetoId, id))
    .orderBy(asc(projetoEtapa.ordem));
  return etapas.map(({ arquivoId, dtaentrega, ...e }) => {
    const situacao = e.situacao as StatusEtapa;
    return {
      ...e,
      situacao,
      valor: Number(e.valor),
      ematraso: etapaAtrasada({ prazo: e.prazo, situacao }, hoje),
      tem_entrega: arquivoId !== null,
      dtaentrega: dtaentrega?.toISOString() ?? null,
    };
  });
}
