import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CABECALHO_PAR } from "@/lib/endereco";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { historico, projetoEtapa, solicitacao, substatus } from "@/server/db/schema";
import { arquivo as arquivoDe, PDF, PNG } from "../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let nro = 920000;

beforeAll(async () => {
  for (const who of ["cliente", "prestador", "gestor"]) token[who] = await api.login(`${who}@hub.example`);
  token.mentora = await api.login("helena.prado@hub.example");
});

/** A project of cliente@'s Sabor da Ilha by prestador@'s Vértice with one stage to deliver: its ids. */
async function umaEtapa() {
  const projeto = await criarProjetoComEtapas(api.db, {
    nro: `2026-${++nro}`,
    empresas: ["Sabor da Ilha"],
    prestador: "Vértice Consultoria",
    etapas: ["PENDENTE"],
  });
  const [e] = await api.db.select().from(projetoEtapa).where(eq(projetoEtapa.projetoId, projeto));
  return { projeto, etapa: e.id };
}

const estado = async (etapa: number) =>
  (
    await api.db
      .select({ codigo: substatus.codigo, versao: projetoEtapa.versao, arquivoId: projetoEtapa.arquivoId })
      .from(projetoEtapa)
      .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
      .where(eq(projetoEtapa.id, etapa))
  )[0];

const entregar = (
  x: { projeto: number; etapa: number },
  who = "prestador",
  arquivo = arquivoDe(PDF, "entrega.pdf"),
) =>
  api.patch("/projeto/externo/{projeto}/etapa/{etapa}/envia/arquivo/", {
    path: { projeto: x.projeto, etapa: x.etapa },
    token: token[who],
    form: { arquivo },
  });
const aprovar = (x: { projeto: number; etapa: number }, versao?: number) =>
  api.patch("/projeto/externo/{projeto}/etapa/{etapa}/aprovar/", { path: x, token: token.cliente, versao });
const devolver = (x: { projeto: number; etapa: number }, who: string, motivo: string) =>
  api.patch("/projeto/externo/{projeto}/etapa/{etapa}/devolver/", {
    path: x,
    token: token[who],
    body: { motivo },
  });

describe("stage deliveries", () => {
  it("the provider delivers, the client returns it saying what to fix, the provider resends, the client approves", async () => {
    const x = await umaEtapa();
    expect((await aprovar(x)).status).toBe(409);
    expect((await entregar(x, "cliente")).status).toBe(403);
    expect((await entregar(x, "mentora")).status).toBe(404);
    const exe = await api.patch("/projeto/externo/{projeto}/etapa/{etapa}/envia/arquivo/", {
      path: { projeto: x.projeto, etapa: x.etapa },
      token: token.prestador,
      form: {
        arquivo: new File([new TextEncoder().encode("MZ\u0090\u0000")], "entrega.pdf", {
          type: "application/pdf",
        }),
      },
    });
    expect(exe.status).toBe(422);

    expect((await entregar(x)).status).toBe(204);
    expect((await estado(x.etapa)).codigo).toBe("ENTREGUE");
    const baixado = await api.app.request(`/api/hub/projeto/externo/${x.projeto}/etapa/${x.etapa}/arquivo/`, {
      headers: { [CABECALHO_PAR]: "10.0.0.1", authorization: `Bearer ${token.cliente}` },
    });
    expect(new Uint8Array(await baixado.arrayBuffer())).toEqual(PDF);

    // Without the reason the contract requires.
    const semMotivo = await api.raw("PATCH", `/projeto/externo/${x.projeto}/etapa/${x.etapa}/devolver/`, {
      token: token.cliente,
      body: {},
    });
    expect(semMotivo.status).toBe(400);
    expect(semMotivo.error.errors?.motivo).toBeDefined();
    expect((await devolver(x, "prestador", "Faltou a planilha de custos.")).status).toBe(403);
    expect((await devolver(x, "cliente", "Faltou a planilha de custos.")).status).toBe(204);
    expect((await estado(x.etapa)).codigo).toBe("DEVOLVIDA");
    const [devolucao] = await api.db
      .select({ motivo: historico.motivo })
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "etapa_projeto"),
          eq(historico.entidadeId, x.etapa),
          eq(historico.acao, "DEVOLVER"),
        ),
      );
    expect(devolucao.motivo).toBe("Faltou a planilha de custos.");
    // Issue 44: each party reads on the stage itself what to fix, where the provider resends it.
    const etapa = async (who: string) =>
      (await api.get("/projeto/externo/{id}/", { path: { id: x.projeto }, token: token[who] })).body
        .etapas[0];
    for (const who of ["prestador", "cliente"])
      expect(await etapa(who)).toMatchObject({
        situacao: "DEVOLVIDA",
        devolucao: "Faltou a planilha de custos.",
        acoes: who === "prestador" ? ["entregar"] : [],
      });

    expect((await entregar(x, "prestador", arquivoDe(PNG, "entrega.png", "image/png"))).status).toBe(204);
    expect((await etapa("prestador")).devolucao).toBeNull();
    const reenviada = await estado(x.etapa);
    expect(reenviada.codigo).toBe("ENTREGUE");
    expect((await aprovar(x, reenviada.versao - 1)).status).toBe(409);
    expect((await aprovar(x, reenviada.versao)).status).toBe(204);
    expect((await estado(x.etapa)).codigo).toBe("APROVADA");
    expect((await entregar(x)).status).toBe(409);

    const detalhe = await api.get("/projeto/externo/{id}/", {
      path: { id: x.projeto },
      token: token.prestador,
    });
    expect(detalhe.body.etapas[0]).toMatchObject({ situacao: "APROVADA", tem_entrega: true });
    expect(detalhe.body.historico.map((h) => h.acao)).toEqual(
      expect.arrayContaining(["ENTREGAR", "DEVOLVER", "APROVAR"]),
    );
  });

  it("approves a delivery once when the client approves it twice at once; nothing moves outside execution", async () => {
    const x = await umaEtapa();
    await entregar(x);
    const duas = await Promise.all([aprovar(x), aprovar(x)]);
    expect(duas.map((r) => r.status).sort()).toEqual([204, 409]);
    const aprovacoes = await api.db
      .select()
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "etapa_projeto"),
          eq(historico.entidadeId, x.etapa),
          eq(historico.acao, "APROVAR"),
        ),
      );
    expect(aprovacoes.length).toBe(1);

    const y = await umaEtapa();
    await api.db
      .update(solicitacao)
      .set({ substatusId: await api.substatusId("solicitacao", "CANCELADA") })
      .where(eq(solicitacao.nrosolicitacao, `2026-${nro}`));
    const cancelada = await entregar(y);
    expect(cancelada.status).toBe(409);
    expect(cancelada.error.detail).toBe("O projeto não está em execução.");
  });

  it("sends the project for evaluation only when every stage is approved, by its provider", async () => {
    const x = await umaEtapa();
    const finalizar = (who: string) =>
      api.put("/projeto/externo/{id}/finaliza/", { path: { id: x.projeto }, token: token[who] });
    // The project's page offers it from the request's table: to its provider, once every stage is approved.
    const acoes = async (who: string) =>
      (await api.get("/projeto/externo/{id}/", { path: { id: x.projeto }, token: token[who] })).body.acoes;
    expect(await acoes("prestador")).toEqual([]);
    const cedo = await finalizar("prestador");
    expect(cedo.status).toBe(422);
    expect(cedo.error.detail).toBe(
      "Envie o projeto para avaliação depois que o cliente aprovar todas as etapas (0 de 1 aprovadas).",
    );
    await entregar(x);
    await aprovar(x);
    expect(await acoes("prestador")).toEqual(["finalizar_projeto"]);
    expect(await acoes("cliente")).toEqual([]);
    expect((await finalizar("cliente")).status).toBe(403);
    expect((await finalizar("mentora")).status).toBe(404);
    expect((await finalizar("prestador")).status).toBe(204);
    const [s] = await api.db
      .select({ codigo: substatus.codigo })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(eq(solicitacao.nrosolicitacao, `2026-${nro}`));
    expect(s.codigo).toBe("AGUARDANDO_AVALIACAO");
    expect((await finalizar("prestador")).status).toBe(409);
  });
});
