import "server-only";
import { and, eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { credenciamento, empresa, empresaDocumento, servico } from "../db/schema";
import {
  enviarDocumento,
  solicitarCredenciamento,
  suspenderCredenciamento,
  tiposDeDocumento,
} from "../modules/empresa";
import { GESTOR, PRESTADOR_2 } from "./data/usuarios";
import { idsBy, need } from "../db/referencia";
import { documento, quem } from "./util";

const MENTORA = "82743702000120";
const CONECTA = "82731670000142";
/** What Mentora asks and waits for staff to decide: services outside its accreditations. */
const PEDIDOS = ["SRV-003", "SRV-005"];
/** The link of Conecta that staff suspended. */
const SUSPENSO = "SRV-005";

/**
 * A provider with a pending accreditation request (Mentora: the required documents sent, two services
 * asked) and a suspended link (Conecta), made with the portal's own services so their history and events
 * are there. Needs `seedEmpresas`; what is already there is kept.
 */
export async function seedCredenciamentos(db: Conn): Promise<void> {
  const empresas = await idsBy(db, empresa, empresa.cnpj, [MENTORA, CONECTA]);
  const servicos = await idsBy(db, servico, servico.codigo, [...PEDIDOS, SUSPENSO]);
  const mentora = need(empresas, MENTORA, "empresa");
  const agora = new Date();
  if (!(await db.$count(empresaDocumento, eq(empresaDocumento.empresaId, mentora)))) {
    const helena = await quem(db, PRESTADOR_2);
    await db.transaction(async (tx) => {
      for (const t of (await tiposDeDocumento(tx)).filter((x) => x.exigido_prestador))
        await enviarDocumento(
          tx,
          helena,
          {
            empresa: mentora,
            tipo: t.id,
            arquivo: await documento(
              t.descricao,
              t.descricao,
              `Mentora Gestão e Inovação Ltda — ${t.descricao}.`,
              agora,
            ),
          },
          agora,
        );
      await solicitarCredenciamento(
        tx,
        helena,
        mentora,
        PEDIDOS.map((c) => need(servicos, c, "serviço")),
        agora,
      );
    });
  }

  const conecta = need(empresas, CONECTA, "empresa");
  const [link] = await db
    .select({ id: credenciamento.id, suspenso: credenciamento.suspenso })
    .from(credenciamento)
    .where(
      and(
        eq(credenciamento.empresaId, conecta),
        eq(credenciamento.servicoId, need(servicos, SUSPENSO, "serviço")),
      ),
    );
  if (!link || link.suspenso) return;
  const gestor = await quem(db, GESTOR);
  await db.transaction(async (tx) =>
    suspenderCredenciamento(
      tx,
      gestor,
      {
        id: link.id,
        suspenso: "true",
        motivo: "Duas entregas de marketing digital devolvidas por falta de evidências em 2026.",
        arquivo: await documento(
          "oficio-suspensao-conecta",
          "Ofício de suspensão",
          "Suspensão do credenciamento da Conecta Marketing no serviço SRV-005 até a revisão das entregas.",
          agora,
        ),
      },
      agora,
    ),
  );
}
