// Test helpers for the contracting API (not a test file itself): a request in final analysis with a
// proposal selected, its contracts sent, signed in the portal, and the downloads, over a file's test API.
import { beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import { CABECALHO_PAR } from "@/lib/endereco";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo } from "@/tests/setup/cliente-api";
import { criarProposta, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { centroCusto, proposta, solicitacao, substatus } from "@/server/db/schema";

export const AGORA = new Date("2026-08-03T13:00:00Z");
export const CENTRO = "CC-2026-001";

type Assinatura = { id: number; papel: string; acoes: string[] };
/** The signature of side `p` of a contract as the API lists it. */
export const papel = (c: { assinaturas: Assinatura[] }, p: string) =>
  c.assinaturas.find((a) => a.papel === p)!;

/** The token of a signing link's address. */
export const tokenDe = (url: string) => url.split("/contrato/assinar/")[1];

/**
 * The file's test API at AGORA, with a token for cliente@ (Sabor da Ilha), prestador@ (Vértice), gestor@,
 * consultor@ and mentora (helena.prado@, another provider), and the steps of contracting over it.
 */
export function usarContratacao() {
  const api = usarApiDeTeste();
  const token: Record<string, string> = {};

  beforeAll(async () => {
    api.setNow(AGORA);
    for (const who of ["cliente", "prestador", "gestor", "consultor"])
      token[who] = await api.login(`${who}@hub.example`);
    token.mentora = await api.login("helena.prado@hub.example");
  });

  const situacao = async (id: number) =>
    (
      await api.db
        .select({ codigo: substatus.codigo, versao: solicitacao.versao })
        .from(solicitacao)
        .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
        .where(eq(solicitacao.id, id))
    )[0];

  const centro = async () =>
    (await api.db.select().from(centroCusto).where(eq(centroCusto.codigo, CENTRO)))[0];

  /** A request of cliente@'s Sabor da Ilha in final analysis, with Vértice's proposal selected and a cost centre. */
  async function emAnaliseFinal(o: { semParteDoCliente?: boolean } = {}) {
    const id = await criarSolicitacao(api.db, {
      empresas: [await empresaId(api.db, "Sabor da Ilha")],
      substatus: "ANALISE_FINAL_GESTOR",
      modelo: "Adequação à LGPD para Microempresas",
      objetivo: "Adequar o cadastro de clientes do delivery à LGPD.",
    });
    const p = await criarProposta(api.db, { solicitacao: id, horas: [12], visita: true });
    if (o.semParteDoCliente)
      await api.db
        .update(proposta)
        .set({ valorSubsidio: proposta.valorBruto, valorCliente: "0.00", percentualSubsidio: "100.00" })
        .where(eq(proposta.id, p));
    await api.db
      .update(solicitacao)
      .set({ centroCustoId: (await centro()).id })
      .where(eq(solicitacao.id, id));
    const [valores] = await api.db.select().from(proposta).where(eq(proposta.id, p));
    return { id, proposta: p, valores };
  }

  const enviar = async (id: number, who = "gestor") =>
    api.post("/solicitacao/interno/{id}/enviar/contratos/", {
      path: { id },
      token: token[who],
      headers: { "if-match": String((await situacao(id)).versao) },
    });

  const contratos = (id: number, who: string) =>
    api.get("/contrato/solicitacao/{id}/", { path: { id }, token: token[who] });

  /** A download as `who` (none: no session) from 10.0.0.1. */
  const baixar = (path: string, who?: string) =>
    api.app.request(`/api/hub${path}`, {
      headers: { [CABECALHO_PAR]: "10.0.0.1", ...(who && { authorization: `Bearer ${token[who]}` }) },
    });

  /** `who` signs their side in the portal, from a browser that says it is Vitest/ContratoTeste. */
  const assinar = (
    s: { id: number; proposta: number },
    who: string,
    body: Corpo<"patch", "/proposta/externo/assina/contrato/{solicitacao}/{proposta}/">,
  ) =>
    api.patch("/proposta/externo/assina/contrato/{solicitacao}/{proposta}/", {
      path: { solicitacao: s.id, proposta: s.proposta },
      token: token[who],
      body,
      headers: { "user-agent": "Vitest/ContratoTeste" },
    });

  const link = (id: number, who: string) =>
    api.post("/contrato/assinatura/{id}/link/", { path: { id }, token: token[who] });

  return { api, token, situacao, centro, emAnaliseFinal, enviar, contratos, baixar, assinar, link };
}
