import "server-only";
import { eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { atestado } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { exigirLimites, type Limite } from "../../lib/limite";
import { dadosDoAtestado } from "./atestado";

const HORA = 3_600_000;

/**
 * Look-ups of attestation codes an address may make an hour: a reader checks one or two, someone trying
 * codes one after another stops here (the codes are random, 32^16, but a lookup answers whose work it was).
 */
const doEndereco = (ip: string): Limite => ({ chave: `atestado:ip:${ip}`, max: 30, janelaMs: HORA });

const MUITAS = "Muitas consultas de atestados a partir deste endereço. Aguarde e tente de novo mais tarde.";

/** Takes one look-up of the address's budget, or refuses with 429; committed on its own, like a 404's. */
export const exigirConsultaDeAtestado = (conn: Conn, ip: string, now: Date) =>
  exigirLimites(conn, [doEndereco(ip)], now, MUITAS);

/**
 * Public check of an attestation's code: what the attestation itself prints of the work (request, project,
 * service, provider, companies, period, stages), never its documents' numbers, values or evaluation.
 */
export async function verificarAtestado(conn: Conn, codigo: string) {
  const [a] = await conn
    .select({
      solicitacaoId: atestado.solicitacaoId,
      codigo: atestado.codigo,
      dtaemissao: atestado.dtaemissao,
    })
    .from(atestado)
    .where(eq(atestado.codigo, codigo.trim().toUpperCase()));
  if (!a) throw notFound("Nenhum atestado tem este código.");
  const d = await dadosDoAtestado(conn, a.solicitacaoId);
  return {
    codigo: a.codigo,
    nrosolicitacao: d.nrosolicitacao,
    nroprojeto: d.nroprojeto,
    servico: d.servico,
    oferta: d.oferta,
    prestador: d.prestador.razaosocial,
    empresas: d.empresas.map((e) => e.razaosocial),
    dta_inicio: d.dtaInicio,
    dta_fim: d.dtaFim,
    concluida_em: d.concluidaEm?.toISOString() ?? null,
    etapas: d.etapas.map((e) => ({ ordem: e.ordem, titulo: e.titulo, situacao: e.situacao })),
    dtaemissao: a.dtaemissao.toISOString(),
  };
}
