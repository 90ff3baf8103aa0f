import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { solicitacaoAPagar } from "@/tests/setup/construtores";
import {
  historico,
  integracaoRegistro,
  integracaoSandbox,
  pagamento,
  solicitacao,
  substatus,
} from "@/server/db/schema";
import { integrar } from "@/server/modules/integracao";
import { ErroDoDriver, type DriverPagamento } from "./driver";
import { chaveDoEstorno, estornarPagamentos } from "./estorno";
import { criarSandbox } from "./sandbox";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const AGORA = new Date("2026-08-03T13:00:00Z");

beforeAll(async () => {
  api.setNow(AGORA);
  for (const who of ["cliente", "interno", "admin"]) token[who] = await api.login(`${who}@hub.example`);
  // What the demo left for the ERP goes first: the records below are this test's own.
  await integrar(api.db, new Date());
});

/** A gateway that counts the refunds it is asked for, and fails them while `fora` is on. */
function gateway() {
  const base = criarSandbox();
  const estado = { pedidos: 0, fora: false };
  const driver: DriverPagamento = {
    ...base,
    async estornar(x) {
      estado.pedidos++;
      if (estado.fora) throw new ErroDoDriver({ status: 503, erro: "GATEWAY_INDISPONIVEL" });
      return base.estornar(x);
    },
  };
  return { driver, base, estado };
}

const situacaoDo = async (id: number) =>
  (
    await api.db
      .select({ codigo: substatus.codigo, dados: pagamento.dados })
      .from(pagamento)
      .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
      .where(eq(pagamento.id, id))
  )[0];

/** A request whose client's share the client paid by debit card `numero`. */
async function paga(numero: string) {
  const s = await solicitacaoAPagar(api.db);
  const pago = await api.post("/pagamento/externo/", {
    token: token.cliente,
    body: {
      solicitacao: s,
      forma: "CARTAO",
      parcelas: 1,
      cartao: { numero, nome: "MARIANA ALBUQUERQUE", validade: "12/29", cvv: "123" },
    },
  });
  expect(pago.status).toBe(201);
  return s;
}

/** A request whose client's share was paid by card, then cancelled by staff. */
async function pagaECancelada() {
  const s = await paga("4111111111111111");
  const [p] = await api.db.select().from(pagamento).where(eq(pagamento.solicitacaoId, s));
  expect((await situacaoDo(p.id)).codigo).toBe("PAGO");
  const [{ versao }] = await api.db
    .select({ versao: solicitacao.versao })
    .from(solicitacao)
    .where(eq(solicitacao.id, s));
  const cancelada = await api.patch("/solicitacao/interno/{id}/cancela/", {
    path: { id: s },
    token: token.interno,
    body: { motivo: "O cliente desistiu depois de pagar." },
    versao,
  });
  expect(cancelada.status).toBe(200);
  return { s, pagamentoId: p.id };
}

const doRm = async (tipo: string, objetoId: number) =>
  (
    await api.db
      .select()
      .from(integracaoRegistro)
      .where(
        and(
          eq(integracaoRegistro.sistema, "rm"),
          eq(integracaoRegistro.tipo, tipo),
          eq(integracaoRegistro.objetoId, objetoId),
        ),
      )
  )[0];

describe("a payment of a request cancelled after it", () => {
  it("is given back once through the gateway, retried while it fails, and the ERP gets the refund as its own record", async () => {
    const { pagamentoId } = await pagaECancelada();
    const g = gateway();

    // The gateway down: still paid, tried again on the next round.
    g.estado.fora = true;
    expect(await estornarPagamentos(api.db, AGORA, g.driver)).toBe(0);
    expect((await situacaoDo(pagamentoId)).codigo).toBe("PAGO");
    g.estado.fora = false;

    // A try whose answer was lost (a crash after the gateway gave it back): the next round sends the same
    // key, and the gateway answers the refund it made rather than making another.
    const perdido = await g.base.estornar({
      referencia: (await api.db.select().from(pagamento).where(eq(pagamento.id, pagamentoId)))[0].referencia!,
      valor: 1,
      chave: chaveDoEstorno(pagamentoId),
    });
    expect(await estornarPagamentos(api.db, AGORA, g.driver)).toBe(1);
    const depois = await situacaoDo(pagamentoId);
    expect(depois.codigo).toBe("ESTORNADO");
    expect(depois.dados).toMatchObject({
      estorno: { referencia: perdido.referencia, situacao: "ESTORNADO" },
    });
    const [h] = await api.db
      .select()
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "pagamento"),
          eq(historico.entidadeId, pagamentoId),
          eq(historico.acao, "ESTORNAR"),
        ),
      );
    expect(h).toMatchObject({ de: "PAGO", para: "ESTORNADO" });
    // Given back: nothing is asked again.
    const pedidos = g.estado.pedidos;
    expect(await estornarPagamentos(api.db, AGORA, g.driver)).toBe(0);
    expect(g.estado.pedidos).toBe(pedidos);

    // The ERP: the payment received stays (the cancellation does not remove it), the refund follows it.
    await integrar(api.db, new Date());
    expect(await doRm("pagamento", pagamentoId)).toMatchObject({ situacao: "ENVIADO", operacao: "enviar" });
    const estorno = await doRm("estorno", pagamentoId);
    expect(estorno).toMatchObject({
      situacao: "ENVIADO",
      dados: expect.objectContaining({ pagamento: pagamentoId, referencia: perdido.referencia }),
    });
    const recebidos = await api.db
      .select()
      .from(integracaoSandbox)
      .where(and(eq(integracaoSandbox.tipo, "estorno"), eq(integracaoSandbox.objetoId, pagamentoId)));
    expect(recebidos).toHaveLength(1);

    // Listed with the payments the ERP holds, with its history; removed like any other record.
    const lista = await api.get("/integracao/admin/pagamento/", {
      token: token.admin,
      query: { page_size: 100 },
    });
    expect(
      lista.body.results
        .filter((r) => r.objeto_id === pagamentoId)
        .map((r) => r.tipo)
        .sort(),
    ).toEqual(["estorno", "pagamento"]);
    const hist = await api.get("/integracao/admin/rm/provisionamento/{id}/historico/", {
      token: token.admin,
      path: { id: estorno.id },
    });
    expect(hist.body.tentativas).toEqual([expect.objectContaining({ ok: true, operacao: "enviar" })]);
    const removido = await api.post("/integracao/admin/rm/provisionamento/{id}/remover/", {
      token: token.admin,
      path: { id: estorno.id },
    });
    expect(removido.body.registro).toMatchObject({ tipo: "estorno", situacao: "REMOVIDO" });
  });

  it("is not given back while its request stands", async () => {
    await paga("5555555555554444");
    const g = gateway();
    expect(await estornarPagamentos(api.db, AGORA, g.driver)).toBe(0);
    expect(g.estado.pedidos).toBe(0);
  });
});
