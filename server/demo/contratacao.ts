import "server-only";
import { and, eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { centroCusto, projetoEtapa, projetoParcela, solicitacao, substatus } from "../db/schema";
import {
  assinarNoPortal,
  assinarPorLink,
  autorizarAssinatura,
  autorizarExecucao,
  contratosDaSolicitacao,
  enviarContratos,
  linkDeAssinatura,
} from "../modules/contrato";
import { linkDePagamento, pagar, pagarPorLink } from "../modules/pagamento";
import {
  autorizarNota,
  avaliarEntrega,
  entregarEtapa,
  finalizarProjeto,
  finalizarSolicitacao,
  inserirCertificado,
} from "../modules/projeto";
import { atestadoFinal, avaliar, questionarioDaSolicitacao } from "../modules/avaliacao";
import { CONTRATACOES, type EtapaContratacao } from "./data/contratacoes";
import { CLIENTE, GESTOR, PRESTADOR } from "./data/usuarios";
import { documento, quem } from "./util";

const ORDEM: EtapaContratacao[] = [
  "ANALISE_FINAL_GESTOR",
  "AGUARDANDO_ASSINATURA",
  "AGUARDANDO_PAGAMENTO",
  "AGUARDANDO_AUTORIZACAO",
  "EM_EXECUCAO",
  "AGUARDANDO_AVALIACAO",
  "CONCLUIDA",
];
/** The sandbox's approving test card, in two instalments, in the payer's name. */
const cartaoDe = (nome: string) => ({
  forma: "CREDITO" as const,
  parcelas: 2,
  cartao: { numero: "5555555555554444", nome: nome.toUpperCase(), validade: "12/30", cvv: "123" },
});
const ORIGEM = { ip: "127.0.0.1", userAgent: "Hub (dados de demonstração)" };

/** A one-page PDF the demo attaches: a service order, a stage's delivery. */
/**
 * Takes each demo request of data/contratacoes.ts from final analysis to its step with the portal's own
 * services: the cost centre, the contracts sent, the provider's, client's and programme's signatures, the
 * client's share paid in the portal or through a payment link, execution authorised with a service order,
 * and stages delivered (and returned) by the provider and the client.
 * Requests already past final analysis are left as they are (idempotent).
 */
export async function seedContratacao(db: Conn): Promise<void> {
  const [gestor, cliente, prestador] = await Promise.all([
    quem(db, GESTOR),
    quem(db, CLIENTE),
    quem(db, PRESTADOR),
  ]);
  const agora = new Date("2026-11-20T13:00:00Z");
  for (const c of CONTRATACOES) {
    const [s] = await db
      .select({ id: solicitacao.id, codigo: substatus.codigo, centro: solicitacao.centroCustoId })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(eq(solicitacao.nrosolicitacao, c.nrosolicitacao));
    if (s.codigo !== "ANALISE_FINAL_GESTOR" || s.centro !== null) continue;
    const [centro] = await db
      .select({ id: centroCusto.id })
      .from(centroCusto)
      .where(eq(centroCusto.codigo, c.centro));
    await db.update(solicitacao).set({ centroCustoId: centro.id }).where(eq(solicitacao.id, s.id));
    const passos = ORDEM.indexOf(c.ate);
    if (passos < 1) continue;
    await db.transaction(async (tx) => {
      await enviarContratos(tx, gestor, s.id, agora);
      const [contrato] = await contratosDaSolicitacao(tx, gestor, s.id);
      const alvo = {
        solicitacaoId: s.id,
        propostaId: contrato.proposta,
        contrato: contrato.id,
        sha256: contrato.sha256,
      };
      await assinarNoPortal(tx, prestador, alvo, ORIGEM, agora);
      if (passos < 2) return;
      const doCliente = contrato.assinaturas.find((a) => a.papel === "CLIENTE")!;
      if (c.representante) {
        const { url } = await linkDeAssinatura(tx, gestor, doCliente.id, agora);
        const token = url.split("/contrato/assinar/")[1];
        await assinarPorLink(
          tx,
          doCliente.id,
          { token, ...c.representante, sha256: contrato.sha256 },
          ORIGEM,
          agora,
        );
      } else await assinarNoPortal(tx, cliente, alvo, ORIGEM, agora);
      const programa = contrato.assinaturas.find((a) => a.papel === "GESTOR")!;
      await autorizarAssinatura(tx, gestor, programa.id, ORIGEM, agora);
      if (passos < 3) return;
      // A payer without a portal account gets a payment link from staff; the client pays in the portal.
      if (c.representante) {
        const { url } = await linkDePagamento(tx, gestor, s.id, undefined, agora);
        await pagarPorLink(tx, url.split("/pagamento/")[1], cartaoDe(c.representante.nome), agora, ORIGEM.ip);
      } else
        await pagar(tx, cliente, {
          solicitacaoId: s.id,
          entrada: cartaoDe(`${cliente.nome} ${cliente.sobrenome}`),
          escopo: undefined,
          now: agora,
        });
      if (passos < 4) return;
      const ordem = await documento(
        `ordem-de-servico-${c.nrosolicitacao}`,
        "Ordem de serviço",
        `Fica autorizada a execução da solicitação ${c.nrosolicitacao} conforme o contrato assinado.`,
        agora,
      );
      const projetoId = await autorizarExecucao(tx, gestor, s.id, ordem, agora);
      for (const e of c.entregas ?? []) {
        const [etapa] = await tx
          .select({ id: projetoEtapa.id, titulo: projetoEtapa.titulo })
          .from(projetoEtapa)
          .where(and(eq(projetoEtapa.projetoId, projetoId), eq(projetoEtapa.ordem, e.etapa)));
        const arquivo = await documento(
          `entrega-etapa-${e.etapa}`,
          etapa.titulo,
          `Entrega da etapa ${e.etapa} da solicitação ${c.nrosolicitacao}.`,
          agora,
        );
        const alvo = { projeto: projetoId, etapa: etapa.id };
        await entregarEtapa(tx, prestador, { ...alvo, arquivo, now: agora });
        if (e.devolvida)
          await avaliarEntrega(tx, cliente, { ...alvo, acao: "devolver", motivo: e.devolvida });
        if (e.aprovada) {
          await avaliarEntrega(tx, cliente, { ...alvo, acao: "aprovar" });
          const parcelas = await tx
            .select({ id: projetoParcela.id })
            .from(projetoParcela)
            .where(and(eq(projetoParcela.projetoId, projetoId), eq(projetoParcela.etapaOrdem, e.etapa)));
          for (const parcela of parcelas) await autorizarNota(tx, gestor, parcela.id, agora);
        }
      }
      if (passos < 5) return;
      for (const descricao of c.certificados ?? []) {
        const arquivo = await documento(
          "certificado",
          descricao,
          `Projeto da solicitação ${c.nrosolicitacao}.`,
          agora,
        );
        await inserirCertificado(tx, prestador, projetoId, { descricao, arquivo }, agora);
      }
      await finalizarProjeto(tx, prestador, projetoId);
      if (passos < 6 || !c.avaliacao) return;
      const { perguntas } = await questionarioDaSolicitacao(tx, s.id);
      const notas = [...c.avaliacao.notas];
      await avaliar(
        tx,
        cliente,
        {
          solicitacao: s.id,
          respostas: perguntas.map((p) =>
            p.tipo === "NOTA"
              ? { pergunta: p.id, nota: notas.shift() }
              : { pergunta: p.id, texto: "Nada a melhorar." },
          ),
          comentario: c.avaliacao.comentario,
        },
        agora,
      );
      await finalizarSolicitacao(tx, gestor, s.id, agora);
      // Issued as a party's first download would: its code opens the public /atestado page in the demo.
      await atestadoFinal(tx, gestor, s.id, agora);
    });
  }
}
