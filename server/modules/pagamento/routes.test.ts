import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CABECALHO_PAR } from "@/lib/endereco";
import { formatBRL } from "@/lib/format";
import { usarApiDeTeste } from "@/tests/setup/api";
import { textoDoPdf } from "@/tests/setup/pdf";
import type { Corpo, Formulario } from "@/tests/setup/cliente-api";
import { criarProposta, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { empresa, historico, pagamento, proposta, solicitacao, substatus } from "@/server/db/schema";
import { arquivo as arquivoDe, PNG } from "../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const AGORA = new Date("2026-08-03T13:00:00Z");

beforeAll(async () => {
  api.setNow(AGORA);
  for (const who of ["cliente", "prestador", "gestor", "consultor"])
    token[who] = await api.login(`${who}@hub.example`);
});

const situacao = async (id: number) =>
  (
    await api.db
      .select({ codigo: substatus.codigo })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(eq(solicitacao.id, id))
  )[0].codigo;

/** A request of `empresa` with every signature in and the client's share to pay (a selected proposal). */
async function aPagar(nome = "Sabor da Ilha") {
  const id = await criarSolicitacao(api.db, {
    empresas: [await empresaId(api.db, nome)],
    substatus: "AGUARDANDO_PAGAMENTO",
    modelo: "Adequação à LGPD para Microempresas",
  });
  const p = await criarProposta(api.db, { solicitacao: id, horas: [12] });
  const [{ valorCliente }] = await api.db
    .select({ valorCliente: proposta.valorCliente })
    .from(proposta)
    .where(eq(proposta.id, p));
  return { id, valor: Number(valorCliente) };
}

const CARTAO = { nome: "MARIANA ALBUQUERQUE", validade: "12/29", cvv: "123" };
type Entrada = Omit<Corpo<"post", "/pagamento/externo/">, "solicitacao">;
const cartao = (numero: string, forma: Entrada["forma"] = "CREDITO", parcelas = 1) => ({
  forma,
  parcelas,
  cartao: { ...CARTAO, numero },
});

const pagar = (solicitacaoId: number, entrada: Entrada, who = "cliente", chave?: string) =>
  api.post("/pagamento/externo/", {
    token: token[who],
    body: { solicitacao: solicitacaoId, ...entrada },
    headers: chave ? { "idempotency-key": chave } : undefined,
  });

const verificar = (id: number, who = "cliente") =>
  api.post("/pagamento/externo/verifica/solicitacao/{id}/", { path: { id }, token: token[who] });

const linhas = (solicitacaoId: number) =>
  api.db.select().from(pagamento).where(eq(pagamento.solicitacaoId, solicitacaoId));

const baixarDoPagamento = (id: number, qual: string, who: string) =>
  api.app.request(`/api/hub/pagamento/${id}/${qual}/`, {
    headers: { [CABECALHO_PAR]: "10.0.0.1", authorization: `Bearer ${token[who]}` },
  });

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as the Pix BR Code standard defines it, written apart from the library. */
function crc16(texto: string) {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The EMV TLV fields of a BR Code: two-digit id, two-digit length, value. */
function campos(texto: string) {
  const out: Record<string, string> = {};
  for (let i = 0; i < texto.length;) {
    const id = texto.slice(i, i + 2);
    const tamanho = Number(texto.slice(i + 2, i + 4));
    out[id] = texto.slice(i + 4, i + 4 + tamanho);
    i += 4 + tamanho;
  }
  return out;
}

describe("payment of the client's share", () => {
  it("approves a test card in instalments, keeps only its brand and last four digits, and moves the request on", async () => {
    const s = await aPagar();
    const painel = await api.get("/pagamento/solicitacao/{id}/", {
      path: { id: s.id },
      token: token.cliente,
    });
    expect(painel.status).toBe(200);
    expect(painel.body).toMatchObject({ valor: s.valor, max_parcelas: 6, acoes: ["pagar"], pagamentos: [] });
    expect(painel.body.acoes).not.toContain("registrar");

    const res = await pagar(s.id, cartao("4111111111111111", "CREDITO", 3));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      forma: "CREDITO",
      situacao: "PAGO",
      valor: s.valor,
      parcelas: 3,
      bandeira: "Visa",
      final: "1111",
      dados: null,
    });
    expect(await situacao(s.id)).toBe("AGUARDANDO_AUTORIZACAO");
    const [row] = await linhas(s.id);
    expect(JSON.stringify(row)).not.toContain("4111111111111111");
    expect(JSON.stringify(row)).not.toContain('"123"');
    expect(row.dtapagamento).toEqual(AGORA);
    const acoes = await api.db
      .select({ acao: historico.acao })
      .from(historico)
      .where(and(eq(historico.entidade, "solicitacao"), eq(historico.entidadeId, s.id)));
    expect(acoes.map((a) => a.acao)).toContain("PAGAMENTO_CONFIRMADO");

    // Paid: no second charge, and the panel offers none.
    expect((await pagar(s.id, cartao("5555555555554444"))).status).toBe(409);
    const depois = await api.get("/pagamento/solicitacao/{id}/", { path: { id: s.id }, token: token.gestor });
    expect(depois.body.acoes).not.toContain("pagar");
    expect(depois.body.pagamentos[0].dados).toMatchObject({ gateway: "sandbox", parcelas: 3 });
  });

  it("issues the receipt of a paid card, which the client downloads like the in-person one", async () => {
    const s = await aPagar();
    const res = await pagar(s.id, cartao("5555555555554444", "CREDITO", 2));
    expect(res.body).toMatchObject({ situacao: "PAGO", tem_recibo: true, tem_comprovante: false });
    expect((await baixarDoPagamento(res.body.id, "recibo", "prestador")).status).toBe(403);
    const recibo = await baixarDoPagamento(res.body.id, "recibo", "cliente");
    expect(recibo.status).toBe(200);
    const { text: texto, paginas } = await textoDoPdf(recibo);
    expect(paginas).toBe(1);
    expect(texto).toContain(`Recibo de pagamento nº ${res.body.id}`);
    expect(texto).toContain("Cartão de crédito");
    expect(texto).toContain("Mastercard final 4444");
    expect(texto).toContain(`2x de ${formatBRL(s.valor / 2)}`.replace(/\s+/g, " "));
    expect(texto).toContain("03/08/2026");
    expect(texto).not.toContain("Registrado por");
    // A declined card has no receipt.
    const outra = await aPagar();
    const recusado = await pagar(outra.id, cartao("4000000000000002", "CARTAO"));
    expect(recusado.body.tem_recibo).toBe(false);
    expect((await baixarDoPagamento(recusado.body.id, "recibo", "cliente")).status).toBe(404);
  });

  it("records a declined card without moving the request, and answers bad card data on its fields", async () => {
    const s = await aPagar();
    const recusado = await pagar(s.id, cartao("4000000000000002", "CARTAO"));
    expect(recusado.status).toBe(201);
    expect(recusado.body).toMatchObject({
      situacao: "FALHOU",
      final: "0002",
      motivo: "Pagamento não autorizado pelo emissor do cartão.",
    });
    const desconhecido = await pagar(s.id, cartao("4242424242424242", "CARTAO"));
    expect(desconhecido.body.motivo).toBe(
      "Cartão não aceito no ambiente de testes. Use um dos cartões de teste.",
    );
    expect(await situacao(s.id)).toBe("AGUARDANDO_PAGAMENTO");

    // Some of these are of the wrong shape, which the contract's types refuse.
    const erros = async (entrada: object) =>
      (
        await api.raw("POST", "/pagamento/externo/", {
          token: token.cliente,
          body: { solicitacao: s.id, ...entrada },
        })
      ).error.errors!;
    expect((await erros(cartao("4111111111111112")))["cartao.numero"]).toEqual([
      "Número do cartão inválido.",
    ]);
    expect(
      (
        await erros({
          ...cartao("4111111111111111"),
          cartao: { ...CARTAO, numero: "4111111111111111", validade: "07/26" },
        })
      )["cartao.validade"],
    ).toEqual(["Cartão vencido."]);
    expect((await erros(cartao("4111111111111111", "CARTAO", 2))).parcelas).toEqual([
      "No débito o pagamento é à vista.",
    ]);
    expect((await erros(cartao("4111111111111111", "CREDITO", 7))).parcelas).toEqual(["Em até 6 parcelas."]);
    expect((await erros({ forma: "BOLETO" })).forma).toBeDefined();
    expect((await erros({ forma: "CREDITO" })).cartao).toEqual(["Informe os dados do cartão."]);
    expect((await linhas(s.id)).length).toBe(2);

    // Only the request's client pays: staff and providers may not, another client's request is not found.
    expect((await pagar(s.id, cartao("4111111111111111"), "gestor")).status).toBe(403);
    expect((await pagar(s.id, cartao("4111111111111111"), "prestador")).status).toBe(403);
    const alheia = await aPagar("Metalúrgica Ferrari");
    expect((await pagar(alheia.id, cartao("4111111111111111"))).status).toBe(404);
    expect(
      (await api.get("/pagamento/solicitacao/{id}/", { path: { id: alheia.id }, token: token.cliente }))
        .status,
    ).toBe(404);
  });

  it("honours the Idempotency-Key and charges a request once when two payments arrive at once", async () => {
    const s = await aPagar();
    const primeira = await pagar(s.id, cartao("4111111111111111"), "cliente", "pagamento-1");
    const repetida = await pagar(s.id, cartao("4111111111111111"), "cliente", "pagamento-1");
    expect(repetida.status).toBe(201);
    expect(repetida.headers.get("idempotent-replayed")).toBe("true");
    expect(repetida.body.id).toBe(primeira.body.id);
    expect((await linhas(s.id)).length).toBe(1);

    const outra = await aPagar();
    const duas = await Promise.all([
      pagar(outra.id, cartao("4111111111111111"), "cliente", "pagamento-simultaneo-a"),
      pagar(outra.id, cartao("5555555555554444"), "cliente", "pagamento-simultaneo-b"),
    ]);
    expect(duas.map((r) => r.status).sort()).toEqual([201, 409]);
    const pagos = await api.db
      .select({ id: pagamento.id })
      .from(pagamento)
      .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
      .where(and(eq(pagamento.solicitacaoId, outra.id), eq(substatus.codigo, "PAGO")));
    expect(pagos.length).toBe(1);
    expect((await linhas(outra.id)).length).toBe(1);
  });

  it("issues a Pix BR Code with a correct CRC, hands the pending one out again and confirms it when checked", async () => {
    const s = await aPagar();
    const res = await pagar(s.id, { forma: "PIX", parcelas: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ forma: "PIX", situacao: "PENDENTE" });
    const codigo = res.body.pix_copia_e_cola!;
    expect(codigo.slice(-8, -4)).toBe("6304");
    expect(codigo.slice(-4)).toBe(crc16(codigo.slice(0, -4)));
    const f = campos(codigo);
    expect(f["00"]).toBe("01");
    expect(f["53"]).toBe("986");
    expect(Number(f["54"])).toBe(s.valor);
    expect(f["58"]).toBe("BR");
    expect(campos(f["26"])).toMatchObject({ "00": "br.gov.bcb.pix", "01": "pagamentos@hub.example" });

    expect((await pagar(s.id, { forma: "PIX", parcelas: 1 })).body.id).toBe(res.body.id);
    expect((await linhas(s.id)).length).toBe(1);

    expect((await verificar(s.id, "prestador")).status).toBe(403);
    const conferido = await verificar(s.id);
    expect(conferido.status).toBe(200);
    expect(conferido.body).toMatchObject({
      mensagem: null,
      pagamento: { situacao: "PAGO", pix_copia_e_cola: null },
    });
    expect(await situacao(s.id)).toBe("AGUARDANDO_AUTORIZACAO");
    expect((await verificar(s.id)).status).toBe(409);
  });

  it("keeps a card pending when the gateway cannot be checked, storing its error body as the payment data", async () => {
    const s = await aPagar();
    const res = await pagar(s.id, cartao("4000000000009995", "CARTAO"));
    expect(res.body).toMatchObject({ situacao: "PENDENTE", final: "9995" });
    // A charge that may still go through blocks another one.
    expect((await pagar(s.id, cartao("4111111111111111"))).status).toBe(409);

    const v = await verificar(s.id, "gestor");
    expect(v.status).toBe(200);
    expect(v.body.mensagem).toBe("O meio de pagamento não respondeu. Tente de novo em instantes.");
    expect(v.body.pagamento).toMatchObject({
      situacao: "PENDENTE",
      dados: { erro: { erro: "GATEWAY_INDISPONIVEL" } },
    });
    const [row] = await linhas(s.id);
    expect(row.dados).toEqual({
      erro: { status: 503, erro: "GATEWAY_INDISPONIVEL", mensagem: "Serviço temporariamente indisponível" },
    });
    expect(await situacao(s.id)).toBe("AGUARDANDO_PAGAMENTO");
  });

  it("pays once through a staff payment link with no session; a used or expired link is refused", async () => {
    const s = await aPagar();
    const criar = (who: string, id = s.id) =>
      api.post("/pagamento/interno/gera-link/", { token: token[who], body: { solicitacao: id } });
    expect((await criar("cliente")).status).toBe(403);
    const link = await criar("gestor");
    expect(link.status).toBe(201);
    const t = link.body.url.split("/pagamento/")[1];

    const aberto = await api.get("/link/pagamento/{token}/", { path: { token: t } });
    expect(aberto.status).toBe(200);
    expect(aberto.body).toMatchObject({
      valor: s.valor,
      pago: false,
      pagamento: null,
      solicitacao: { empresa: "Sabor da Ilha" },
    });
    const pix = await api.post("/link/pagamento/{token}/", {
      path: { token: t },
      body: { forma: "PIX", parcelas: 1 },
    });
    expect(pix.body).toMatchObject({ situacao: "PENDENTE", forma: "PIX" });
    const recusado = await api.post("/link/pagamento/{token}/", {
      path: { token: t },
      body: cartao("4000000000000002"),
    });
    expect(recusado.body.situacao).toBe("FALHOU");
    // The declined card is the last attempt, but the page still offers the Pix to pay.
    expect((await api.get("/link/pagamento/{token}/", { path: { token: t } })).body.pagamento).toMatchObject({
      id: pix.body.id,
      pix_copia_e_cola: pix.body.pix_copia_e_cola,
    });
    const pago = await api.post("/link/pagamento/{token}/", {
      path: { token: t },
      body: cartao("5555555555554444", "CREDITO", 2),
    });
    expect(pago.status).toBe(201);
    expect(pago.body).toMatchObject({ situacao: "PAGO", bandeira: "Mastercard", dados: null });
    expect(await situacao(s.id)).toBe("AGUARDANDO_AUTORIZACAO");
    expect((await api.get("/link/pagamento/{token}/", { path: { token: t } })).status).toBe(404);
    expect(
      (await api.post("/link/pagamento/{token}/", { path: { token: t }, body: cartao("4111111111111111") }))
        .status,
    ).toBe(404);
    // Paid: no new link.
    expect((await criar("gestor")).status).toBe(409);

    const outra = await aPagar();
    const vencido = (await criar("gestor", outra.id)).body.url.split("/pagamento/")[1];
    api.setNow(new Date(AGORA.getTime() + 73 * 3_600_000));
    try {
      expect((await api.get("/link/pagamento/{token}/", { path: { token: vencido } })).status).toBe(404);
    } finally {
      api.setNow(AGORA);
    }
  });

  it("records an in-person payment with its proof and issues a receipt PDF naming the payer and the value", async () => {
    const s = await aPagar();
    const registrar = (token: string, form: Formulario<"post", "/pagamento/interno/gera-recibo/{id}/">) =>
      api.post("/pagamento/interno/gera-recibo/{id}/", { path: { id: s.id }, token, form });
    const comprovante = arquivoDe(PNG, "comprovante.png", "image/png");
    expect((await registrar(token.cliente, { comprovante, dtapagamento: "2026-08-02" })).status).toBe(403);
    // A form without the proof the contract requires.
    const semArquivo = await api.raw("POST", `/pagamento/interno/gera-recibo/${s.id}/`, {
      token: token.gestor,
      form: { dtapagamento: "2026-08-02" },
    });
    expect(semArquivo.status).toBe(400);
    expect(semArquivo.error.errors?.comprovante).toEqual(["Anexe o comprovante do pagamento."]);
    const futuro = await registrar(token.gestor, { comprovante, dtapagamento: "2026-08-10" });
    expect(futuro.error.errors?.dtapagamento).toEqual(["A data do pagamento não pode ser futura."]);

    const res = await registrar(token.gestor, {
      comprovante,
      dtapagamento: "2026-08-02",
      observacao: "Pago no balcão da unidade.",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      forma: "PRESENCIAL",
      situacao: "PAGO",
      tem_comprovante: true,
      tem_recibo: true,
    });
    expect(await situacao(s.id)).toBe("AGUARDANDO_AUTORIZACAO");

    const baixar = (qual: string, who: string) => baixarDoPagamento(res.body.id, qual, who);
    expect((await baixar("recibo", "prestador")).status).toBe(403);
    const recibo = await baixar("recibo", "cliente");
    expect(recibo.headers.get("content-type")).toBe("application/pdf");
    const { text: texto, paginas } = await textoDoPdf(recibo);
    expect(paginas).toBe(1);
    const [pagador] = await api.db.select().from(empresa).where(eq(empresa.nomefantasia, "Sabor da Ilha"));
    const [{ nro }] = await api.db
      .select({ nro: solicitacao.nrosolicitacao })
      .from(solicitacao)
      .where(eq(solicitacao.id, s.id));
    expect(texto).toContain(`Recibo de pagamento nº ${res.body.id}`);
    expect(texto).toContain(pagador.razaosocial);
    expect(texto).toContain(nro);
    expect(texto).toContain(
      s.valor.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    expect(texto).toContain("02/08/2026");
    const prova = await baixar("comprovante", "gestor");
    expect(new Uint8Array(await prova.arrayBuffer())).toEqual(PNG);
    // Paid: nothing more to record.
    expect((await registrar(token.gestor, { comprovante, dtapagamento: "2026-08-02" })).status).toBe(409);
  });
});
