// A request's detail and the lists read in a fixed number of statements, whatever the page size (issue 48):
// one more per row would be an N+1, one more per call a regression of every figure bench:api measures.
import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarDiagnostico, criarProposta, criarSolicitacao, empresaId } from "@/tests/setup/construtores";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let pedidos: number[];

/** The statements one call sends, and its answer's status. */
async function consultas(chamar: () => Promise<{ status: number }>) {
  let status = 0;
  const lista = await api.consultasDe(async () => ({ status } = await chamar()));
  expect(status).toBe(200);
  return lista;
}

beforeAll(async () => {
  const sabor = await empresaId(api.db, "Sabor da Ilha");
  pedidos = [];
  for (let i = 0; i < 12; i++)
    pedidos.push(
      await criarSolicitacao(api.db, {
        empresas: [sabor],
        substatus: i % 2 ? "PROPOSTAS_EM_ANALISE" : "AGUARDANDO_ANALISE",
      }),
    );
  for (const id of pedidos.filter((_, i) => i % 2)) {
    await criarProposta(api.db, { solicitacao: id, status: "ENVIADA" });
    await criarDiagnostico(api.db, {
      solicitacao: id,
      prestador: "Vértice Consultoria",
      substatus: "APROVADO",
      nrodiagnostico: `D-${id}`,
      prazo: new Date("2026-07-01T12:00:00Z"),
      dtainclusao: new Date("2026-06-01T12:00:00Z"),
    });
  }
  for (const who of ["cliente", "gestor"]) token[who] = await api.login(`${who}@hub.example`);
});

describe("statements per call", () => {
  it("the client's list: the session, the count, the page, its companies and managers, at any page size", async () => {
    const lista = (page_size: number) =>
      consultas(() => api.get("/solicitacao/externo/", { query: { page_size }, token: token.cliente }));
    const [de2, de12] = [await lista(2), await lista(12)];
    expect(de2).toHaveLength(5);
    expect(de12).toHaveLength(de2.length);
  });

  it("a request's detail, the client's and staff's, with a proposal and a diagnostic", async () => {
    const id = pedidos[1];
    const doCliente = await consultas(() =>
      api.get("/solicitacao/externo/detalhe/{id}/", { path: { id }, token: token.cliente }),
    );
    expect(doCliente).toHaveLength(9);
    const daEquipe = await consultas(() =>
      api.get("/solicitacao/interno/detalhe/{id}/", { path: { id }, token: token.gestor }),
    );
    expect(daEquipe).toHaveLength(13);
  });
});
