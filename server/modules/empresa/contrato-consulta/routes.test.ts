import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query, Sucesso } from "@/tests/setup/cliente-api";
import { criarProposta, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { assinatura, contrato, modeloOferta, servico } from "@/server/db/schema";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import { saveGenerated } from "@/server/lib/files";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let vertice: number;
let sabor: number;
let zanella: number;
const servicos: Record<string, { id: number; modelo: string }> = {};
const numeros: Record<string, string> = {};

type Contrato = Sucesso<"get", "/empresa/consultar-contrato/{empresa}/{servico}/">[number];

/** A request of `cliente` with Vértice's proposal and its contract, whose signatures are all done or not. */
async function contratado(
  nro: string,
  cliente: number,
  codigo: string,
  substatus: SubstatusSolicitacao,
  x: { assinado: boolean; substituido?: boolean },
) {
  const s = await criarSolicitacao(api.db, {
    empresas: [cliente],
    modelo: servicos[codigo].modelo,
    substatus,
    nrosolicitacao: nro,
  });
  const p = await criarProposta(api.db, { solicitacao: s });
  const pdf = await saveGenerated(api.db, {
    nome: `contrato-${nro}.pdf`,
    tipo: "application/pdf",
    bytes: new TextEncoder().encode("%PDF-1.4 teste"),
    usuarioId: null,
  });
  const [c] = await api.db
    .insert(contrato)
    .values({
      solicitacaoId: s,
      propostaId: p,
      empresaId: cliente,
      arquivoId: pdf.id,
      sha256: pdf.sha256,
      substituidoEm: x.substituido ? new Date() : null,
    })
    .returning({ id: contrato.id });
  await api.db.insert(assinatura).values([
    { solicitacaoId: s, contratoId: c.id, papel: "CLIENTE", empresaId: cliente, assinado: true },
    { solicitacaoId: s, contratoId: c.id, papel: "PRESTADOR", empresaId: vertice, assinado: x.assinado },
  ]);
  numeros[nro] = String(c.id);
}

beforeAll(async () => {
  for (const who of ["cliente", "prestador", "gestor", "admin", "consultor", "avaliador"])
    token[who] = await api.login(`${who}@hub.example`);
  vertice = await empresaId(api.db, "Vértice Consultoria");
  sabor = await empresaId(api.db, "Sabor da Ilha");
  zanella = await empresaId(api.db, "Sítio Zanella");
  const modelos = await api.db
    .select({ titulo: modeloOferta.titulo, id: servico.id, codigo: servico.codigo })
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .orderBy(asc(modeloOferta.id));
  for (const m of modelos) servicos[m.codigo] ??= { id: m.id, modelo: m.titulo };
  await contratado("CT-1", sabor, "SRV-001", "AGUARDANDO_ASSINATURA", { assinado: false });
  await contratado("CT-2", zanella, "SRV-001", "EM_EXECUCAO", { assinado: true });
  await contratado("CT-3", sabor, "SRV-002", "CANCELADA", { assinado: false });
  await contratado("CT-4", sabor, "SRV-001", "CONCLUIDA", { assinado: true });
  // Superseded by a new sending: never looked up.
  await contratado("CT-5", sabor, "SRV-001", "AGUARDANDO_ASSINATURA", { assinado: false, substituido: true });
});

const hub = (empresa: number, codigo: string, who: string) =>
  api.get("/empresa/consultar-contrato/{empresa}/{servico}/", {
    path: { empresa, servico: servicos[codigo].id },
    token: token[who],
  });
const rm = (id: number, who: string, query?: Query<"get", "/empresa/consultar-contrato-rm/{id}/">) =>
  api.get("/empresa/consultar-contrato-rm/{id}/", { path: { id }, query, token: token[who] });
const resumo = (lista: Contrato[]) => lista.map((c) => [c.nrosolicitacao, c.situacao]);

describe("GET /empresa/consultar-contrato/{empresa}/{servico}/", () => {
  it("answers the company's live contracts for the service, newest first, with their situation", async () => {
    const res = await hub(sabor, "SRV-001", "cliente");
    expect(res.status).toBe(200);
    expect(resumo(res.body)).toEqual([
      ["CT-4", "ENCERRADO"],
      ["CT-1", "AGUARDANDO_ASSINATURA"],
    ]);
    expect(res.body[1]).toEqual({
      numero: numeros["CT-1"],
      nrosolicitacao: "CT-1",
      servico: { codigo: "SRV-001", titulo: expect.any(String) },
      contratante: { nome: "Padaria e Confeitaria Sabor da Ilha Ltda", documento_mask: "82.158.239/0001-59" },
      contratada: { nome: "Vértice Consultoria Empresarial Ltda", documento_mask: "28.732.778/0001-04" },
      valor_bruto: expect.any(Number),
      valor_subsidio: expect.any(Number),
      valor_cliente: expect.any(Number),
      inicio: "2026-07-01",
      fim: "2026-09-30",
      situacao: "AGUARDANDO_ASSINATURA",
    });
    const c = res.body[1];
    expect(c.valor_bruto).toBeCloseTo(c.valor_subsidio + c.valor_cliente, 2);
    expect(resumo((await hub(sabor, "SRV-002", "gestor")).body)).toEqual([["CT-3", "CANCELADO"]]);
  });

  it("finds the provider's contracts as the contracted party, and a rural producer's CPF masked", async () => {
    const res = await hub(vertice, "SRV-001", "prestador");
    expect(resumo(res.body)).toEqual([
      ["CT-4", "ENCERRADO"],
      ["CT-2", "ASSINADO"],
      ["CT-1", "AGUARDANDO_ASSINATURA"],
    ]);
    expect(res.body[1].contratante.documento_mask).toBe("***.054.250-**");
  });

  it("answers 404 for a company out of reach or an unknown service, 403 to consultants and evaluators", async () => {
    expect((await hub(vertice, "SRV-001", "cliente")).status).toBe(404);
    expect((await hub(sabor, "SRV-001", "prestador")).error).toEqual({ detail: "Empresa não encontrada." });
    const semServico = await api.get("/empresa/consultar-contrato/{empresa}/{servico}/", {
      path: { empresa: sabor, servico: 2000000 },
      token: token.gestor,
    });
    expect(semServico.status).toBe(404);
    expect(semServico.error).toEqual({ detail: "Serviço não encontrado." });
    expect(
      (await api.raw("GET", `/empresa/consultar-contrato/${sabor}/x/`, { token: token.gestor })).status,
    ).toBe(400);
    for (const who of ["consultor", "avaliador"]) expect((await hub(sabor, "SRV-001", who)).status).toBe(403);
  });
});

describe("GET /empresa/consultar-contrato-rm/{id}/", () => {
  it("reads the company's contracts through the RM driver: every service, or one, in the lookup's shape", async () => {
    const todos = await rm(vertice, "admin");
    expect(todos.status).toBe(200);
    expect(resumo(todos.body)).toEqual([
      ["CT-4", "ENCERRADO"],
      ["CT-3", "CANCELADO"],
      ["CT-2", "ASSINADO"],
      ["CT-1", "AGUARDANDO_ASSINATURA"],
    ]);
    const um = await rm(sabor, "cliente", { servico: servicos["SRV-001"].id });
    expect(um.body).toEqual((await hub(sabor, "SRV-001", "cliente")).body);
  });

  it("answers 404 out of reach or for an unknown service, 400 for unknown parameters", async () => {
    expect((await rm(vertice, "cliente")).status).toBe(404);
    expect((await rm(sabor, "gestor", { servico: 2000000 })).status).toBe(404);
    const extra = await api.raw("GET", `/empresa/consultar-contrato-rm/${sabor}/?servico=1&x=1`, {
      token: token.gestor,
    });
    expect(extra.status).toBe(400);
    expect(Object.keys(extra.error.errors!)).toEqual(["x"]);
    expect((await rm(sabor, "consultor")).status).toBe(403);
  });
});
