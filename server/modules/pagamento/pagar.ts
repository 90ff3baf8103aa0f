import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { pagamento } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { badRequest, conflict } from "../../lib/errors";
import { numeroParametro, textoParametro } from "../solicitacao";
import { cobrancaTravada, concluir, exigirPagavel, novoPagamento, pagamentosDe } from "./cobranca";
import { acoesDoPagamento } from "./consulta";
import { verificacaoAtos } from "./workflow";
import { type Cartao, ErroDoDriver, type Resultado } from "./driver";
import { driverDePagamento } from "./gateway";
import type { Entrada } from "./schemas";
import { PAGAMENTO } from "@/lib/regras/pagamento";

const SEM_RESPOSTA = "O meio de pagamento não respondeu. Tente de novo em instantes.";

/** A card whose month (MM/AA) has ended before `now` is refused before any charge. */
function exigirValidade(validade: string, now: Date) {
  const [mes, ano] = validade.split("/").map(Number);
  // The first day of the month after the card's last one, in UTC: valid while now is before it.
  if (Date.UTC(2000 + ano, mes, 1) <= now.getTime())
    throw badRequest("Dados inválidos.", { "cartao.validade": ["Cartão vencido."] });
}

/** Asks the driver, turning a gateway failure into a refused charge whose data is the gateway's error. */
async function tentar<T extends Resultado>(cobrar: () => Promise<T>): Promise<T | Resultado> {
  try {
    return await cobrar();
  } catch (e) {
    if (!(e instanceof ErroDoDriver)) throw e;
    return { situacao: PAGAMENTO.FALHOU, dados: { erro: e.corpo }, motivo: SEM_RESPOSTA };
  }
}

/**
 * Pays the client's share of request `solicitacaoId` (DESIGN §5): by card (debit at once, credit in up to
 * PAGAMENTO_MAX_PARCELAS instalments) charged now, or by Pix (a BR Code that a later check confirms; a
 * pending Pix is handed out again rather than issued twice). The request row is locked throughout, so of
 * two payments at once the second sees the first: a request is charged once. `escopo` is the caller's
 * reach (a client's own requests); a payment link passes none, its token being the permission.
 */
export async function pagar(
  tx: Tx,
  user: AuthUser,
  x: { solicitacaoId: number; entrada: Entrada; escopo: Parameters<typeof cobrancaTravada>[2]; now: Date },
) {
  const s = await cobrancaTravada(tx, x.solicitacaoId, x.escopo);
  const pendentes = await exigirPagavel(tx, user, "pagar", s);
  const e = x.entrada;
  const driver = driverDePagamento();
  const usuarioId = user.id || null;

  if (e.forma === "PIX") {
    const pix = pendentes.find((p) => p.forma === "PIX" && Number(p.valor) === s.valor);
    if (pix) return pix.id;
  }
  if (pendentes.some((p) => p.forma !== "PIX"))
    throw conflict("Há um pagamento por cartão em confirmação. Verifique-o antes de pagar de novo.");

  if (e.forma === "PIX") {
    const id = await novoPagamento(tx, {
      ...s,
      solicitacaoId: s.id,
      forma: "PIX",
      parcelas: 1,
      driver: driver.nome,
      usuarioId,
      now: x.now,
    });
    const [chave, nome, cidade] = await Promise.all(
      ["PIX_CHAVE", "PIX_RECEBEDOR", "PIX_CIDADE"].map((k) => textoParametro(tx, k)),
    );
    const r = await tentar(() =>
      driver.cobrarPix({
        valor: s.valor,
        // The BR Code's txid: letters and digits only, up to 25.
        txid: `HUB${s.nrosolicitacao.replace(/\D/g, "")}P${id}`.slice(0, 25),
        descricao: `Solicitação ${s.nrosolicitacao}`,
        recebedor: { chave, nome, cidade },
      }),
    );
    if ("copiaECola" in r)
      await tx
        .update(pagamento)
        .set({ referencia: r.referencia, pixCopiaECola: r.copiaECola })
        .where(eq(pagamento.id, id));
    await concluir(tx, user, { id, solicitacaoId: s.id, ...r, now: x.now });
    return id;
  }

  const cartao: Cartao | undefined = e.cartao;
  if (!cartao) throw badRequest("Dados inválidos.", { cartao: ["Informe os dados do cartão."] });
  const credito = e.forma === "CREDITO";
  const maximo = credito ? await numeroParametro(tx, "PAGAMENTO_MAX_PARCELAS") : 1;
  if (e.parcelas > maximo)
    throw badRequest("Dados inválidos.", {
      parcelas: [credito ? `Em até ${maximo} parcelas.` : "No débito o pagamento é à vista."],
    });
  exigirValidade(cartao.validade, x.now);
  const id = await novoPagamento(tx, {
    ...s,
    solicitacaoId: s.id,
    forma: e.forma,
    parcelas: e.parcelas,
    driver: driver.nome,
    usuarioId,
    now: x.now,
  });
  const r = await tentar(() =>
    driver.cobrarCartao({
      valor: s.valor,
      parcelas: e.parcelas,
      credito,
      cartao,
      descricao: `Solicitação ${s.nrosolicitacao}`,
    }),
  );
  // Of the card only its brand and last four digits are kept.
  const visto =
    "referencia" in r
      ? { referencia: r.referencia, bandeira: r.bandeira, final: r.final }
      : { final: cartao.numero.slice(-4) };
  await tx.update(pagamento).set(visto).where(eq(pagamento.id, id));
  await concluir(tx, user, { id, solicitacaoId: s.id, ...r, now: x.now });
  return id;
}

/**
 * Asks the driver for the state of the request's pending payment (a Pix, a card in confirmation). When the
 * gateway fails, its error body is stored as the payment's data and the payment stays pending (SPEC §8).
 */
export async function verificar(
  tx: Tx,
  user: AuthUser,
  x: { solicitacaoId: number; escopo: Parameters<typeof cobrancaTravada>[2]; now: Date },
) {
  await cobrancaTravada(tx, x.solicitacaoId, x.escopo);
  const [pendente] = (await pagamentosDe(tx, x.solicitacaoId)).filter((p) =>
    acoesDoPagamento(user, p).includes("verificar"),
  );
  if (!pendente?.referencia) throw conflict(verificacaoAtos.invalida);
  try {
    const r = await driverDePagamento().consultar(pendente.referencia);
    await concluir(tx, user, { id: pendente.id, solicitacaoId: x.solicitacaoId, ...r, now: x.now });
    return { id: pendente.id, mensagem: null };
  } catch (e) {
    if (!(e instanceof ErroDoDriver)) throw e;
    await tx
      .update(pagamento)
      .set({ dados: { erro: e.corpo } })
      .where(eq(pagamento.id, pendente.id));
    return { id: pendente.id, mensagem: SEM_RESPOSTA };
  }
}
