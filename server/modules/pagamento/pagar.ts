import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Conn, Tx } from "../../db/client";
import { pagamento, substatus } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { badRequest, conflict } from "../../lib/errors";
import { chamadaExterna } from "../../lib/externa";
import { exigirLimites, type Limite } from "../../lib/limite";
import { numeroParametro, textoParametro } from "../solicitacao";
import { cobrancaTravada, concluir, exigirPagavel, novoPagamento, pagamentosDe } from "./cobranca";
import { acoesDoPagamento } from "./consulta";
import { verificacaoAtos } from "./workflow";
import {
  type Cartao,
  type CobrancaRegistrada,
  type DriverPagamento,
  ErroDoDriver,
  type Resultado,
} from "./driver";
import { driverDePagamento } from "./gateway";
import type { Entrada } from "./schemas";
import { PAGAMENTO } from "@/lib/regras/pagamento";

const SEM_RESPOSTA = "O meio de pagamento não respondeu. Tente de novo em instantes.";
const EM_CURSO = "O meio de pagamento ainda está processando esta cobrança. Verifique de novo em instantes.";
const NAO_CHEGOU = "A cobrança não chegou ao meio de pagamento: nada foi cobrado. Pague de novo.";
const LIMITADO = "Tentativas de pagamento demais. Aguarde e tente de novo mais tarde.";

/**
 * How long a charge may take at the gateway: a pending attempt the gateway does not know by its key is taken as
 * never charged only past this (before it, its charge may still be on the way).
 */
export const PRAZO_DA_COBRANCA_MS = 2 * 60_000;

type Escopo = Parameters<typeof cobrancaTravada>[2];

/** A card's month (MM/AA) that has ended before `now` is refused before any charge. */
function exigirValidade(validade: string, now: Date) {
  const [mes, ano] = validade.split("/").map(Number);
  // The first day of the month after the card's last one, in UTC: valid while now is before it.
  if (Date.UTC(2000 + ano, mes, 1) <= now.getTime())
    throw badRequest("Dados inválidos.", { "cartao.validade": ["Cartão vencido."] });
}

/** A charge committed as a pending payment, with what the gateway is to be sent. */
type Tentativa = { id: number; solicitacaoId: number; chave: string } & (
  | { forma: "PIX"; pix: Parameters<DriverPagamento["cobrarPix"]>[0] }
  | { forma: "CARTAO" | "CREDITO"; cartao: Parameters<DriverPagamento["cobrarCartao"]>[0] }
);

/** The gateway's answer to a charge, or its error body when it did not answer (the charge's fate unknown). */
type Resposta = CobrancaRegistrada | { erro: unknown };

async function semErroDoDriver<T>(chamar: () => Promise<T>): Promise<T | { erro: unknown }> {
  try {
    return await chamar();
  } catch (e) {
    if (!(e instanceof ErroDoDriver)) throw e;
    return { erro: e.corpo };
  }
}

/** Locks the request, then answers whether payment `id` is still pending (a check may have ended it first). */
async function aindaPendente(tx: Tx, solicitacaoId: number, id: number) {
  await cobrancaTravada(tx, solicitacaoId, undefined);
  const [p] = await tx
    .select({ situacao: substatus.codigo })
    .from(pagamento)
    .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
    .where(eq(pagamento.id, id))
    .for("update", { of: pagamento });
  return p.situacao === PAGAMENTO.PENDENTE;
}

/** Records what the gateway keeps of a charge (its reference, a card's brand and digits, a Pix's code), then its end. */
async function registrarCobranca(
  tx: Tx,
  user: AuthUser,
  p: { id: number; solicitacaoId: number },
  c: CobrancaRegistrada,
  now: Date,
) {
  await tx
    .update(pagamento)
    .set({
      referencia: c.referencia,
      ...(c.bandeira && { bandeira: c.bandeira, final: c.final }),
      ...(c.copiaECola && { pixCopiaECola: c.copiaECola }),
    })
    .where(eq(pagamento.id, p.id));
  await concluir(tx, user, { ...p, situacao: c.situacao, dados: c.dados, motivo: c.motivo, now });
}

/**
 * Pays the client's share of request `solicitacaoId` (DESIGN §5): by card (debit at once, credit in up to
 * PAGAMENTO_MAX_PARCELAS instalments) charged now, or by Pix (a BR Code that a later check confirms; a
 * pending Pix is handed out again rather than issued twice). The gateway is called outside any transaction
 * (DESIGN §3, lib/externa.ts): the attempt is committed first as a pending payment with the Idempotency-Key it
 * sends, under the request's lock, and the answer recorded after; while it is pending no other card is charged,
 * so a request is charged once, and a crash between the two leaves it for the check (`verificar`) to find by
 * its key. A card charge first takes one attempt of each of `limites` (429 past one). `escopo` is the caller's
 * reach (a client's own requests); a payment link passes none, its token being the permission. `aoRecusar`
 * runs in the transaction that records a declined card.
 */
export async function pagar(
  db: Conn,
  user: AuthUser,
  x: {
    solicitacaoId: number;
    entrada: Entrada;
    escopo: Escopo;
    now: Date;
    limites?: Limite[];
    aoRecusar?: (tx: Tx) => Promise<void>;
    driver?: DriverPagamento;
  },
) {
  const driver = x.driver ?? driverDePagamento();
  const usuarioId = user.id || null;
  return chamadaExterna<Tentativa, Resposta, number>(db, {
    async registrar(tx) {
      const s = await cobrancaTravada(tx, x.solicitacaoId, x.escopo);
      const pendentes = await exigirPagavel(tx, user, "pagar", s);
      const e = x.entrada;
      const novo = { ...s, solicitacaoId: s.id, driver: driver.nome, usuarioId, now: x.now };
      const base = { solicitacaoId: s.id, chave: randomUUID() };
      const descricao = `Solicitação ${s.nrosolicitacao}`;

      if (e.forma === "PIX") {
        const pix = pendentes.find((p) => p.forma === "PIX" && Number(p.valor) === s.valor);
        if (pix) return { pronto: pix.id };
      }
      if (pendentes.some((p) => p.forma !== "PIX"))
        throw conflict("Há um pagamento por cartão em confirmação. Verifique-o antes de pagar de novo.");

      if (e.forma === "PIX") {
        const id = await novoPagamento(tx, { ...novo, ...base, forma: "PIX", parcelas: 1 });
        const [chave, nome, cidade] = await Promise.all(
          ["PIX_CHAVE", "PIX_RECEBEDOR", "PIX_CIDADE"].map((k) => textoParametro(tx, k)),
        );
        const pix = {
          chave: base.chave,
          valor: s.valor,
          // The BR Code's txid: letters and digits only, up to 25.
          txid: `HUB${s.nrosolicitacao.replace(/\D/g, "")}P${id}`.slice(0, 25),
          descricao,
          recebedor: { chave, nome, cidade },
        };
        return { intencao: { ...base, id, forma: "PIX", pix } };
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
      await exigirLimites(tx, x.limites ?? [], x.now, LIMITADO);
      // Of the card only its last four digits are kept, now, and its brand when the gateway names it.
      const id = await novoPagamento(tx, {
        ...novo,
        ...base,
        forma: e.forma,
        parcelas: e.parcelas,
        final: cartao.numero.slice(-4),
      });
      const dados = { chave: base.chave, valor: s.valor, parcelas: e.parcelas, credito, cartao, descricao };
      return { intencao: { ...base, id, forma: e.forma, cartao: dados } };
    },

    chamar: (t) =>
      semErroDoDriver<CobrancaRegistrada>(() =>
        t.forma === "PIX" ? driver.cobrarPix(t.pix) : driver.cobrarCartao(t.cartao),
      ),

    async gravar(tx, t, r) {
      if (!(await aindaPendente(tx, t.solicitacaoId, t.id))) return t.id;
      if ("erro" in r) {
        // Its fate unknown, the charge stays pending for the check to ask the gateway by its key.
        await tx
          .update(pagamento)
          .set({ dados: { erro: r.erro, motivo: SEM_RESPOSTA } })
          .where(eq(pagamento.id, t.id));
        return t.id;
      }
      await registrarCobranca(tx, user, t, r, x.now);
      if (r.situacao === PAGAMENTO.FALHOU && t.forma !== "PIX") await x.aoRecusar?.(tx);
      return t.id;
    },
  });
}

/** What the gateway answered a check: the charge's state by its reference, or the charge kept under its key. */
type Conferencia = { resultado: Resultado } | { cobranca: CobrancaRegistrada | null } | { erro: unknown };

/**
 * Asks the gateway for the state of the request's pending payment (a Pix, a card in confirmation), outside any
 * transaction as a charge is. A payment whose answer was lost (a crash between the charge and its record) is
 * asked for by its Idempotency-Key and recorded as the gateway kept it; one the gateway never got is failed once
 * PRAZO_DA_COBRANCA_MS has passed (before that, its charge may still be on the way). When the gateway fails,
 * its error body is stored as the payment's data and the payment stays pending (SPEC §8).
 */
export async function verificar(
  db: Conn,
  user: AuthUser,
  x: { solicitacaoId: number; escopo: Escopo; now: Date; driver?: DriverPagamento },
) {
  const driver = x.driver ?? driverDePagamento();
  type Pendente = Awaited<ReturnType<typeof pagamentosDe>>[number];
  return chamadaExterna<Pendente, Conferencia, { id: number; mensagem: string | null }>(db, {
    async registrar(tx) {
      await cobrancaTravada(tx, x.solicitacaoId, x.escopo);
      const [pendente] = (await pagamentosDe(tx, x.solicitacaoId)).filter((p) =>
        acoesDoPagamento(user, p).includes("verificar"),
      );
      if (!pendente?.referencia && !pendente?.chave) throw conflict(verificacaoAtos.invalida);
      return { intencao: pendente };
    },

    chamar: (p) =>
      semErroDoDriver<Conferencia>(async () =>
        p.referencia
          ? { resultado: await driver.consultar(p.referencia) }
          : { cobranca: await driver.cobrancaDaChave(p.chave!) },
      ),

    async gravar(tx, p, r) {
      const alvo = { id: p.id, solicitacaoId: x.solicitacaoId };
      if (!(await aindaPendente(tx, x.solicitacaoId, p.id))) return { id: p.id, mensagem: null };
      if ("erro" in r) {
        await tx
          .update(pagamento)
          .set({ dados: { erro: r.erro } })
          .where(eq(pagamento.id, p.id));
        return { id: p.id, mensagem: SEM_RESPOSTA };
      }
      if ("resultado" in r) await concluir(tx, user, { ...alvo, ...r.resultado, now: x.now });
      else if (r.cobranca) await registrarCobranca(tx, user, alvo, r.cobranca, x.now);
      else if (x.now.getTime() - p.dtainclusao.getTime() < PRAZO_DA_COBRANCA_MS)
        return { id: p.id, mensagem: EM_CURSO };
      else
        await concluir(tx, user, {
          ...alvo,
          situacao: PAGAMENTO.FALHOU,
          dados: { chave: p.chave },
          motivo: NAO_CHEGOU,
          now: x.now,
        });
      return { id: p.id, mensagem: null };
    },
  });
}
