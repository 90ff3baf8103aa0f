import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import {
  empresa,
  etapaModelo,
  faixaQuilometragem,
  historico,
  modeloHora,
  planoPagamento,
  proposta,
  propostaEtapa,
  propostaParcela,
  status,
  substatus,
  usuario,
} from "../db/schema";
import { calcularValores, colunasDeValores, emReais } from "../modules/proposta";
import { porcentagemSubsidio } from "../modules/solicitacao";
import { audienciasDoCodigo } from "../lib/history";
import type { PropostaSeed } from "./data/solicitacoes";

const um = async <T>(rows: Promise<T[]>, o_que: string) => {
  const [row] = await rows;
  if (!row) throw new Error(`seed: ${o_que} não encontrado`);
  return row;
};

/**
 * A demo request's proposals, priced as the portal prices them (server/modules/proposta/valores.ts):
 * each stage of the offer with the hours given, a visit on the first when `visita`, equal instalments
 * on the last stages, and a history row per step.
 */
export async function seedPropostas(
  db: Conn,
  s: { id: number; modeloOfertaId: number },
  propostas: PropostaSeed[],
) {
  const etapas = await db
    .select({ id: etapaModelo.id, ordem: etapaModelo.ordem })
    .from(etapaModelo)
    .where(eq(etapaModelo.modeloOfertaId, s.modeloOfertaId))
    .orderBy(asc(etapaModelo.ordem));
  const porcentagens = await porcentagemSubsidio(db, s.id);
  for (const p of propostas) {
    const [prestador, hora, plano, faixa, sub, autor] = await Promise.all([
      um(
        db.select({ id: empresa.id }).from(empresa).where(eq(empresa.cnpj, p.prestador)),
        `prestador ${p.prestador}`,
      ),
      um(db.select().from(modeloHora).where(eq(modeloHora.descricao, p.modeloHora)), p.modeloHora),
      um(db.select().from(planoPagamento).where(eq(planoPagamento.descricao, p.plano)), p.plano),
      um(db.select().from(faixaQuilometragem).where(eq(faixaQuilometragem.kmMinimo, 31)), "faixa 31 km"),
      um(
        db
          .select({ id: substatus.id })
          .from(substatus)
          .innerJoin(status, eq(status.id, substatus.statusId))
          .where(and(eq(status.entidade, "proposta"), eq(substatus.codigo, p.status))),
        p.status,
      ),
      p.por ? um(db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, p.por)), p.por) : null,
    ]);
    const pedidas = etapas.map((e, i) => ({
      ordem: e.ordem,
      horas: p.horas[i] ?? p.horas.at(-1)!,
      visita: !!p.visita && i === 0,
    }));
    const v = calcularValores({
      etapas: pedidas,
      hora: {
        valorHora: Number(hora.valorHora),
        valorHoraAdicional: Number(hora.valorHoraAdicional),
        horaLimite: hora.horaLimite,
      },
      deslocamento: p.visita ? Number(faixa.valor) : null,
      parcelas: etapas.slice(-plano.parcelas).map((e) => e.ordem),
      porcentagemSubsidio: porcentagens.porcentagem,
      porcentagemParceiros: porcentagens.parceiros,
    });
    const [criada] = await db
      .insert(proposta)
      .values({
        solicitacaoId: s.id,
        prestadorId: prestador.id,
        substatusId: sub.id,
        dtaInicio: p.dta_inicio,
        dtaFim: p.dta_fim,
        dtaprazo: p.dtaprazo,
        comentario: p.comentario,
        modeloHoraId: hora.id,
        faixaQuilometragemId: p.visita ? faixa.id : null,
        planoPagamentoId: plano.id,
        ...colunasDeValores(v, porcentagens),
        usuarioId: autor?.id ?? null,
        dtaenvio: p.status === "RASCUNHO" ? null : new Date(p.em),
        dtainclusao: new Date(p.em),
      })
      .returning({ id: proposta.id });
    const idDe = new Map(etapas.map((e) => [e.ordem, e.id]));
    await db.insert(propostaEtapa).values(
      v.etapas.map((e) => ({
        propostaId: criada.id,
        etapaModeloId: idDe.get(e.ordem)!,
        ordem: e.ordem,
        horas: e.horas,
        visita: e.visita,
        valor: emReais(e.valor),
      })),
    );
    await db
      .insert(propostaParcela)
      .values(v.parcelas.map((x) => ({ propostaId: criada.id, ...x, valor: emReais(x.valor) })));
    const passos = [
      {
        acao: p.status === "RASCUNHO" ? "CRIAR" : "ENVIAR",
        para: p.status === "RASCUNHO" ? "RASCUNHO" : "ENVIADA",
        em: p.em,
        usuarioId: autor?.id ?? null,
        motivo: null,
      },
      ...(await Promise.all(
        (p.historico ?? []).map(async (h) => ({
          ...h,
          motivo: h.motivo ?? null,
          usuarioId: (
            await um(db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, h.por)), h.por)
          ).id,
        })),
      )),
    ];
    await db.insert(historico).values(
      passos.map((h) => ({
        entidade: "proposta",
        entidadeId: criada.id,
        acao: h.acao,
        para: h.para,
        motivo: h.motivo,
        usuarioId: h.usuarioId,
        audiencias: [...audienciasDoCodigo("proposta", h.acao)],
        dtainclusao: new Date(h.em),
      })),
    );
  }
}
