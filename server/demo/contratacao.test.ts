import { beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import {
  arquivo,
  assinatura,
  avaliacao,
  contrato,
  nota,
  pagamento,
  projeto,
  projetoCertificado,
  projetoEtapa,
  projetoParcela,
  solicitacao,
  substatus,
} from "../db/schema";
import { seedContratacao } from "./contratacao";
import { seedSolicitacoes } from "./solicitacoes";
import { CONTRATACOES } from "./data/contratacoes";

const api = usarApiDeTeste();
const NROS = CONTRATACOES.map((c) => c.nrosolicitacao);

beforeAll(async () => {
  await seedSolicitacoes(api.db);
  await seedContratacao(api.db);
});

const situacoes = () =>
  api.db
    .select({ id: solicitacao.id, nro: solicitacao.nrosolicitacao, codigo: substatus.codigo })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(inArray(solicitacao.nrosolicitacao, NROS))
    .orderBy(asc(solicitacao.nrosolicitacao));

describe("seedContratacao", () => {
  it("takes each demo request to its contracting step through the portal's services", async () => {
    const rows = await situacoes();
    expect(rows.map((r) => [r.nro, r.codigo])).toEqual(CONTRATACOES.map((c) => [c.nrosolicitacao, c.ate]));
    const [
      analise,
      assinaturas,
      aPagar,
      autorizacao,
      execucao,
      outraAnalise,
      aAvaliar,
      concluida,
      interna,
      porLink,
    ] = rows;
    const contratos = await api.db
      .select({ solicitacao: contrato.solicitacaoId, sha256: contrato.sha256, bytes: arquivo.bytes })
      .from(contrato)
      .innerJoin(arquivo, eq(arquivo.id, contrato.arquivoId))
      .where(
        inArray(
          contrato.solicitacaoId,
          rows.map((r) => r.id),
        ),
      );
    expect(contratos.map((c) => c.solicitacao)).not.toContain(analise.id);
    expect(contratos.map((c) => c.solicitacao)).not.toContain(outraAnalise.id);
    for (const c of contratos) expect(createHash("sha256").update(c.bytes).digest("hex")).toBe(c.sha256);

    const assinadas = async (id: number) =>
      (await api.db.select().from(assinatura).where(eq(assinatura.solicitacaoId, id)))
        .filter((a) => a.assinado)
        .map((a) => a.papel)
        .sort();
    // Waiting for signatures: the provider signed; the client (cliente@) and the programme have not.
    expect(await assinadas(assinaturas.id)).toEqual(["PRESTADOR"]);
    expect(await assinadas(aPagar.id)).toEqual(["CLIENTE", "GESTOR", "PRESTADOR"]);
    // Waiting for authorisation: its share was paid through a payment link, by credit card.
    const pagos = await api.db
      .select({
        forma: pagamento.forma,
        parcelas: pagamento.parcelas,
        final: pagamento.final,
        codigo: substatus.codigo,
      })
      .from(pagamento)
      .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
      .where(eq(pagamento.solicitacaoId, autorizacao.id));
    expect(pagos).toEqual([{ forma: "CREDITO", parcelas: 2, final: "4444", codigo: "PAGO" }]);
    // In execution: cliente@ paid in the portal, staff authorised with a service order, the project has its stages.
    const [p] = await api.db.select().from(projeto).where(eq(projeto.solicitacaoId, execucao.id));
    expect(p.nroprojeto).toBe("2026-900020-P1");
    expect(p.ordemServicoId).not.toBeNull();
    const etapas = await api.db
      .select({ ordem: projetoEtapa.ordem, codigo: substatus.codigo, arquivo: projetoEtapa.arquivoId })
      .from(projetoEtapa)
      .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
      .where(eq(projetoEtapa.projetoId, p.id))
      .orderBy(asc(projetoEtapa.ordem));
    expect(etapas.map((e) => [e.ordem, e.codigo, e.arquivo !== null])).toEqual([
      [1, "DEVOLVIDA", true],
      [2, "APROVADA", true],
      [3, "ENTREGUE", true],
    ]);
    // Stage 2 approved: its instalment's invoice is authorised, for prestador@ to send; the returned stage 1
    // is past its due date.
    const notas = await api.db
      .select({ id: nota.id })
      .from(nota)
      .innerJoin(projetoParcela, eq(projetoParcela.id, nota.parcelaId))
      .where(eq(projetoParcela.projetoId, p.id));
    expect(notas).toHaveLength(1);
    const [primeira] = await api.db
      .select({ prazo: projetoEtapa.prazo })
      .from(projetoEtapa)
      .where(and(eq(projetoEtapa.projetoId, p.id), eq(projetoEtapa.ordem, 1)));
    expect(primeira.prazo! < "2026-11-20").toBe(true);

    // Waiting for cliente@'s evaluation, with a certificate; the other one evaluated and concluded.
    const avaliadas = await api.db
      .select({ solicitacao: avaliacao.solicitacaoId, nota: avaliacao.nota })
      .from(avaliacao)
      .where(inArray(avaliacao.solicitacaoId, [aAvaliar.id, concluida.id, porLink.id]));
    expect(avaliadas).toEqual([{ solicitacao: concluida.id, nota: "4.60" }]);
    expect(await api.db.$count(projetoCertificado)).toBe(2);
    // The internal hiring waits for prestador@ to accept its demand.
    const [daInterna] = await api.db.select().from(projeto).where(eq(projeto.solicitacaoId, interna.id));
    expect(daInterna.dtaaceite).toBeNull();
  });

  it("adds nothing on a second run", async () => {
    const counts = () =>
      Promise.all(
        [contrato, assinatura, arquivo, pagamento, projeto, nota, avaliacao].map((t) => api.db.$count(t)),
      );
    const antes = await counts();
    await seedContratacao(api.db);
    expect(await counts()).toEqual(antes);
  });
});
