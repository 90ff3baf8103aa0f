import "server-only";
import { exists, sql } from "drizzle-orm";
import { ETAPA } from "@/lib/regras/projeto";
import { nota, projeto, projetoEtapa, projetoParcela, substatus } from "../../db/schema";

/**
 * Projects with an instalment whose stage the client approved and whose invoice staff have not authorised
 * yet: the staff's projects list filtered "with an invoice to authorise", and the manager's home counts it.
 */
export const comNotaAAutorizar = () =>
  exists(
    sql`(select 1 from ${projetoParcela} join ${projetoEtapa} on ${projetoEtapa.projetoId} = ${projetoParcela.projetoId}
      and ${projetoEtapa.ordem} = ${projetoParcela.etapaOrdem}
      join ${substatus} on ${substatus.id} = ${projetoEtapa.substatusId}
      left join ${nota} on ${nota.parcelaId} = ${projetoParcela.id}
      where ${projetoParcela.projetoId} = ${projeto.id} and ${substatus.codigo} = ${ETAPA.APROVADA}
        and ${nota.id} is null)`,
  );
