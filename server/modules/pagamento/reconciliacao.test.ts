import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pagamento, solicitacao, substatus } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProposta, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { novoPagamento } from "./cobranca";
import { PRAZO_DA_COBRANCA_MS } from "./pagar";
import { reconciliarPagamentos } from "./reconciliacao";
import { criarSandbox } from "./sandbox";

const api = usarApiDeTeste();
const AGORA = new Date("2026-08-03T13:00:00Z");
const CARTAO = { numero: "4111111111111111", nome: "M A", validade: "12/29", cvv: "123" };

/** A request waiting for its client's share, with a card attempt left pending `idadeMs` ago under `chave`. */
async function tentativaOrfa(chave: string, idadeMs: number) {
  const id = await criarSolicitacao(api.db, {
    empresas: [await empresaId(api.db, "Sabor da Ilha")],
    substatus: "AGUARDANDO_PAGAMENTO",
    modelo: "Adequação à LGPD para Microempresas",
  });
  await criarProposta(api.db, { solicitacao: id, horas: [12] });
  await api.db.transaction((tx) =>
    novoPagamento(tx, {
      solicitacaoId: id,
      forma: "CARTAO",
      valor: 100,
      parcelas: 1,
      driver: "sandbox",
      usuarioId: null,
      chave,
      final: "1111",
      now: new Date(AGORA.getTime() - idadeMs),
    }),
  );
  return id;
}

const situacoes = async (id: number) => ({
  pagamento: (
    await api.db
      .select({ codigo: substatus.codigo })
      .from(pagamento)
      .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
      .where(eq(pagamento.solicitacaoId, id))
  ).map((p) => p.codigo),
  solicitacao: (
    await api.db
      .select({ codigo: substatus.codigo })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(eq(solicitacao.id, id))
  )[0].codigo,
});

describe("the timer's check of card attempts left pending (DESIGN §3)", () => {
  it("records a charge the gateway kept, fails one it never got, and leaves one still on its way", async () => {
    const gateway = criarSandbox();
    const velha = PRAZO_DA_COBRANCA_MS + 1_000;
    const cobrada = await tentativaOrfa("orfa-cobrada-0001", velha);
    await gateway.cobrarCartao({
      chave: "orfa-cobrada-0001",
      valor: 100,
      parcelas: 1,
      credito: false,
      cartao: CARTAO,
      descricao: "tentativa cuja resposta se perdeu",
    });
    const perdida = await tentativaOrfa("orfa-perdida-0002", velha);
    const recente = await tentativaOrfa("orfa-recente-0003", PRAZO_DA_COBRANCA_MS / 2);

    expect(await reconciliarPagamentos(api.db, AGORA, gateway)).toBe(2);
    expect(await situacoes(cobrada)).toEqual({ pagamento: ["PAGO"], solicitacao: "AGUARDANDO_AUTORIZACAO" });
    expect(await situacoes(perdida)).toEqual({ pagamento: ["FALHOU"], solicitacao: "AGUARDANDO_PAGAMENTO" });
    expect(await situacoes(recente)).toEqual({
      pagamento: ["PENDENTE"],
      solicitacao: "AGUARDANDO_PAGAMENTO",
    });
    // Nothing pending and old is left: a second round checks nothing.
    expect(await reconciliarPagamentos(api.db, AGORA, gateway)).toBe(0);
  });
});
