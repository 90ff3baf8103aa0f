import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CABECALHO_PAR } from "@/lib/endereco";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { historico, nota, projetoParcela } from "@/server/db/schema";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { formatDate } from "@/lib/format";
import { arquivo as arquivoDe, PDF } from "../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const VERTICE = "28732778000104";

beforeAll(async () => {
  for (const who of ["cliente", "prestador", "gestor", "consultor"])
    token[who] = await api.login(`${who}@hub.example`);
  token.mentora = await api.login("helena.prado@hub.example");
});

/** The NF-e access key's check digit, computed here apart from the portal's code (module 11, weights 2–9). */
function comDigito(chave43: string) {
  const soma = [...chave43].reverse().reduce((s, d, i) => s + Number(d) * (2 + (i % 8)), 0);
  const resto = soma % 11;
  return `${chave43}${resto < 2 ? 0 : 11 - resto}`;
}

const CHAVE = comDigito(`4226110${VERTICE}55001000000123100000123`.slice(0, 43));

const nfe = (x: { chave?: string; cnpj?: string; valor?: string } = {}) =>
  new File(
    [
      `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${x.chave ?? CHAVE}" versao="4.00"><emit><CNPJ>${x.cnpj ?? VERTICE}</CNPJ><xNome>VERTICE CONSULTORIA</xNome></emit><total><ICMSTot><vNF>${x.valor ?? "1000.00"}</vNF></ICMSTot></total></infNFe></NFe></nfeProc>`,
    ],
    "nota.xml",
    { type: "application/xml" },
  );

describe("invoices per instalment", () => {
  it("staff authorise an approved stage's invoice, the provider sends an NF-e checked against it, staff record it paid", async () => {
    const projeto = await criarProjetoComEtapas(api.db, {
      nro: "2026-930001",
      empresas: ["Sabor da Ilha"],
      prestador: "Vértice Consultoria",
      etapas: ["APROVADA", "ENTREGUE"],
    });
    const parcelas = await api.db.select().from(projetoParcela).where(eq(projetoParcela.projetoId, projeto));
    const [p1, p2] = parcelas.sort((a, b) => a.numero - b.numero);
    const listar = (who: string) =>
      api.get("/projeto/externo/{id}/notas/", { path: { id: projeto }, token: token[who] });
    const autorizar = (id: number, who = "gestor") =>
      api.patch("/solicitacao/interno/plano/{id}/autoriza/nota/", { path: { id }, token: token[who] });
    const enviar = (parcela: number, arquivo: File, who = "prestador") =>
      api.patch("/projeto/externo/{id}/notas/enviar/", {
        path: { id: projeto },
        token: token[who],
        form: { parcela: parcela, arquivo },
      });

    const antes = await listar("prestador");
    expect(antes.status).toBe(200);
    // What each may do comes from the invoice table: nothing for the provider before staff authorise.
    expect(antes.body.map((l) => [l.nota, l.acoes])).toEqual([
      [null, []],
      [null, []],
    ]);
    expect((await listar("gestor")).body.map((l) => l.acoes)).toEqual([["autorizar"], []]);
    expect((await listar("cliente")).status).toBe(403);
    expect((await listar("mentora")).status).toBe(404);

    // Only once its stage is approved, by managers, once.
    expect((await autorizar(p1.id, "consultor")).status).toBe(403);
    const cedo = await autorizar(p2.id);
    expect(cedo.status).toBe(422);
    expect(cedo.error.detail).toBe("A Nota 2 é autorizada depois que o cliente aprova a etapa 2.");
    expect((await enviar(p1.id, nfe())).status).toBe(409);
    expect((await autorizar(p1.id)).status).toBe(204);
    expect((await autorizar(p1.id)).status).toBe(409);

    // The NF-e is checked: check digit, issuer, value; each refusal on the file field.
    const recusa = async (arquivo: File) => (await enviar(p1.id, arquivo)).error.errors?.arquivo[0];
    expect(await recusa(nfe({ chave: `${CHAVE.slice(0, 43)}${(Number(CHAVE[43]) + 1) % 10}` }))).toBe(
      "Chave de acesso inválida: o dígito verificador não confere.",
    );
    expect(await recusa(nfe({ cnpj: "82158239000159" }))).toBe(
      "A NF-e foi emitida pelo CNPJ 82.158.239/0001-59; emita-a pelo CNPJ da sua empresa.",
    );
    expect(await recusa(nfe({ valor: "999.99" }))).toMatch(
      /^O valor da NF-e \(R\$\s999,99\) difere do da parcela \(R\$\s1\.000,00\)\.$/,
    );
    expect((await enviar(p1.id, nfe(), "mentora")).status).toBe(404);

    expect((await enviar(p1.id, nfe())).status).toBe(204);
    const [enviada] = await api.db.select().from(nota).where(eq(nota.parcelaId, p1.id));
    expect(enviada.chaveAcesso).toBe(CHAVE);
    const lista = (await listar("gestor")).body;
    expect(lista[0].nota).toMatchObject({
      titulo: "Nota 1",
      situacao: "ENVIADA",
      tem_arquivo: true,
      chave_acesso: CHAVE,
    });
    expect(lista[0].acoes).toEqual(["pagar"]);
    expect((await listar("prestador")).body[0].acoes).toEqual([]);
    expect((await enviar(p1.id, arquivoDe(PDF, "nota.pdf"))).status).toBe(409);

    // Paid: the day (neither after today nor before the invoice was sent) and a proof checked by content.
    const pagar = (form: { dtapagamento?: string; comprovante?: File }, who = "gestor") =>
      api.patch("/solicitacao/interno/plano/{id}/nota/paga/", {
        path: { id: p1.id },
        token: token[who],
        form: form as { dtapagamento: string; comprovante: File },
      });
    const enviadaEm = hojeEmSaoPaulo(enviada.dtaenvio!);
    const dia = (dias: number) => hojeEmSaoPaulo(new Date(enviada.dtaenvio!.getTime() + dias * 86_400_000));
    const comprovante = arquivoDe(PDF, "comprovante.pdf");
    const erro = async (form: Parameters<typeof pagar>[0]) => (await pagar(form)).error.errors;
    expect(await erro({ comprovante })).toHaveProperty("dtapagamento");
    expect(await erro({ dtapagamento: enviadaEm })).toHaveProperty("comprovante");
    expect((await erro({ dtapagamento: dia(1), comprovante }))?.dtapagamento).toEqual([
      "A data do pagamento não pode ser futura.",
    ]);
    expect((await erro({ dtapagamento: dia(-1), comprovante }))?.dtapagamento).toEqual([
      `A data do pagamento não pode ser anterior ao envio da nota (${formatDate(enviadaEm)}).`,
    ]);
    const disfarcado = new File([new TextEncoder().encode("MZ não é um PDF")], "comprovante.pdf", {
      type: "application/pdf",
    });
    expect((await pagar({ dtapagamento: enviadaEm, comprovante: disfarcado })).status).toBe(422);
    expect((await pagar({ dtapagamento: enviadaEm, comprovante }, "prestador")).status).toBe(403);
    const feito = await pagar({ dtapagamento: enviadaEm, comprovante });
    expect(feito.error ?? null).toBeNull();
    expect(feito.status).toBe(204);

    const paga = (await listar("prestador")).body[0].nota!;
    expect(paga).toMatchObject({ situacao: "PAGA", tem_comprovante: true });
    expect(hojeEmSaoPaulo(new Date(paga.dtapagamento!))).toBe(enviadaEm);
    const [historia] = await api.db
      .select({ motivo: historico.motivo })
      .from(historico)
      .where(and(eq(historico.entidade, "nota"), eq(historico.acao, "PAGAR")));
    expect(historia.motivo).toBe(`Paga em ${formatDate(enviadaEm)}; comprovante comprovante.pdf`);
    const baixar = (qual: string, who: string) =>
      api.app.request(`/api/hub/projeto/externo/${projeto}/notas/${p1.id}/${qual}/`, {
        headers: { [CABECALHO_PAR]: "10.0.0.1", authorization: `Bearer ${token[who]}` },
      });
    expect(await (await baixar("arquivo", "gestor")).text()).toContain(CHAVE);
    const prova = await baixar("comprovante", "prestador");
    expect(prova.status).toBe(200);
    expect(new Uint8Array(await prova.arrayBuffer())).toEqual(
      new Uint8Array(await comprovante.arrayBuffer()),
    );
    expect((await baixar("comprovante", "cliente")).status).toBe(403);
    expect((await pagar({ dtapagamento: enviadaEm, comprovante })).status).toBe(409);
  });

  it("accepts a PDF invoice without an access key", async () => {
    const projeto = await criarProjetoComEtapas(api.db, {
      nro: "2026-930002",
      empresas: ["Sabor da Ilha"],
      prestador: "Vértice Consultoria",
      etapas: ["APROVADA"],
    });
    const [p] = await api.db.select().from(projetoParcela).where(eq(projetoParcela.projetoId, projeto));
    await api.patch("/solicitacao/interno/plano/{id}/autoriza/nota/", {
      path: { id: p.id },
      token: token.gestor,
    });
    const res = await api.patch("/projeto/externo/{id}/notas/enviar/", {
      path: { id: projeto },
      token: token.prestador,
      form: { parcela: p.id, arquivo: arquivoDe(PDF, "nota.pdf") },
    });
    expect(res.status).toBe(204);
    const [n] = await api.db.select().from(nota).where(eq(nota.parcelaId, p.id));
    expect(n.chaveAcesso).toBeNull();
  });
});
